import type { ProgressEvent } from '@plubot/contracts';

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` calendar day as a day number, or null when it is not one. */
function dayNumber(date: unknown): number | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.round(time / DAY_MS);
}

/**
 * The streak each daily reward closed: for every `daily_reward` event (keyed by its ledger key), how
 * many calendar days in a row, ending on its day (`detail.date`), had the reward claimed.
 * @example computeDailyStreaks(events).get('daily:2026-11-25') // 3
 */
export function computeDailyStreaks(events: readonly ProgressEvent[]): Map<string, number> {
  const days = events
    .filter((event) => event.reason === 'daily_reward')
    .map((event) => ({ key: event.key, day: dayNumber(event.detail.date) }))
    .filter((entry): entry is { key: string; day: number } => entry.day !== null)
    .sort((a, b) => a.day - b.day);
  const streaks = new Map<string, number>();
  let previous: number | null = null;
  let run = 0;
  for (const { key, day } of days) {
    if (previous !== null && day === previous) {
      streaks.set(key, run);
      continue;
    }
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    previous = day;
    streaks.set(key, run);
  }
  return streaks;
}
