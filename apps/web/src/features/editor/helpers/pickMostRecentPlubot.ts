/**
 * The bot the training screen opens: the one changed most recently (by `updated_at`, then
 * `created_at`), or undefined when the user has none.
 */
export function pickMostRecentPlubot<T extends { created_at: string; updated_at?: string }>(
  plubots: readonly T[],
): T | undefined {
  let best: T | undefined;
  let bestTime = Number.NEGATIVE_INFINITY;
  for (const plubot of plubots) {
    const time = Math.max(timeOf(plubot.updated_at), timeOf(plubot.created_at));
    if (time > bestTime) {
      best = plubot;
      bestTime = time;
    }
  }
  return best;
}

function timeOf(value: string | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
