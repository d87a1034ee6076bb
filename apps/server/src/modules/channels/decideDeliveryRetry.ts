/** How many times an incoming update's turn runs at most (the first run included). */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** How long a turn may run before another copy takes its update as abandoned (its copy died). */
export const PENDING_LEASE_MS = 5 * 60_000;
/** The wait before the second run; each later one waits twice as long. */
const FIRST_RETRY_MS = 30_000;
/** The longest wait between two runs. */
const MAX_RETRY_MS = 30 * 60_000;

/**
 * When an update whose turn failed on its `attempt`-th run (1 for the first) runs again: after 30 s,
 * then 1, 2, 4 minutes… (at most 30); null when that was the last of {@link MAX_DELIVERY_ATTEMPTS}
 * and the update is given up.
 * @example decideDeliveryRetry(1, new Date(0)) // new Date(30_000)
 */
export function decideDeliveryRetry(attempt: number, now: Date): Date | null {
  if (attempt >= MAX_DELIVERY_ATTEMPTS) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), MAX_RETRY_MS);
  return new Date(now.getTime() + wait);
}
