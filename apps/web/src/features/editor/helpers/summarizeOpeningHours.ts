import type { OpeningPeriodSetting } from '@plubot/flow';

/** Weekdays in the order a week is read in Spain: Monday first, Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** '09:00' → '9:00'; anything else is shown as written. */
function formatTime(time: string): string {
  return /^0\d:\d\d$/.test(time) ? time.slice(1) : time;
}

/** Runs of consecutive weekdays (Monday first) as 'L–V', single days alone: 'L–V', 'L, X'. */
function formatDays(days: readonly number[], dayName: (day: number) => string): string {
  const positions = [...new Set(days)].map((day) => WEEK_ORDER.indexOf(day as 0)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  return runs
    .map((run) => {
      const first = dayName(WEEK_ORDER[run[0]!]!);
      if (run.length === 1) return first;
      const lastDay = dayName(WEEK_ORDER[run.at(-1)!]!);
      return run.length === 2 ? `${first}, ${lastDay}` : `${first}–${lastDay}`;
    })
    .join(', ');
}

/**
 * A short line for opening periods: days sharing the same hours together, Monday first, e.g.
 * 'L–V 9:00–18:00 · S 10:00–14:00'. `dayName` gives a weekday's short name (0 = Sunday).
 *
 * @example summarizeOpeningHours([{ day: 1, from: '09:00', to: '18:00' }, { day: 2, from: '09:00', to: '18:00' }], (d) => 'DLMXJVS'[d]) // 'L, M 9:00–18:00'
 */
export function summarizeOpeningHours(
  periods: readonly OpeningPeriodSetting[],
  dayName: (day: number) => string,
): string {
  const byHours = new Map<string, number[]>();
  for (const period of [...periods].sort(
    (a, b) => WEEK_ORDER.indexOf(a.day as 0) - WEEK_ORDER.indexOf(b.day as 0),
  )) {
    const hours = `${formatTime(period.from)}–${formatTime(period.to)}`;
    byHours.set(hours, [...(byHours.get(hours) ?? []), period.day]);
  }
  return [...byHours].map(([hours, days]) => `${formatDays(days, dayName)} ${hours}`).join(' · ');
}
