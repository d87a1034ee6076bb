/** The least time between two "the visitor is typing" signals to the team. */
export const TYPING_SIGNAL_INTERVAL_MS = 3_000;

/**
 * Calls `send` at most once every `intervalMs`, however often the returned function is called
 * (every keystroke in the reply box).
 * @example const typing = createTypingNotifier(send); typing(); typing(); // send called once
 */
export function createTypingNotifier(
  send: () => void,
  {
    intervalMs = TYPING_SIGNAL_INTERVAL_MS,
    now = Date.now,
  }: { intervalMs?: number; now?: () => number } = {},
): () => void {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastSentAt < intervalMs) return;
    lastSentAt = at;
    send();
  };
}
