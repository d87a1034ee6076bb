import { useCallback, useEffect, useState } from 'react';

/** How long a form message stays on screen (spec §4, §9: 5 s). */
export const FLASH_MESSAGE_MS = 5000;

export type FlashKind = 'error' | 'success' | 'info';

export interface FlashMessage {
  kind: FlashKind;
  text: string;
}

/**
 * A form's message area: `show` puts a message up and it clears itself after 5 s; a new message
 * restarts the count.
 * @example const [message, showMessage, clearMessage] = useFlashMessage();
 */
export function useFlashMessage(initial: FlashMessage | null = null, durationMs = FLASH_MESSAGE_MS) {
  const [message, setMessage] = useState<FlashMessage | null>(initial);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((kind: FlashKind, text: string) => setMessage({ kind, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return [message, show, clear] as const;
}
