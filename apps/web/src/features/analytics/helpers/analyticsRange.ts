import { type AnalyticsChannel, type AnalyticsRangeQuery, MAX_ANALYTICS_RANGE_DAYS } from '@plubot/contracts';

/**
 * A range of whole days (UTC, inclusive), as the analytics endpoints take it: `YYYY-MM-DD`; with
 * `version`, only the conversations that ran that published version; with `channel`, only those of
 * that channel.
 */
export interface AnalyticsRange {
  readonly from: string;
  readonly to: string;
  readonly version?: number | undefined;
  readonly channel?: AnalyticsChannel | undefined;
}

/** The query string of a range: its days, and its version and channel when it names them. */
export function toRangeQuery(range: AnalyticsRange): AnalyticsRangeQuery {
  return {
    from: range.from,
    to: range.to,
    ...(range.version === undefined ? {} : { version: range.version }),
    ...(range.channel === undefined ? {} : { channel: range.channel }),
  };
}

/** The ranges offered with one click, in days (the editor offers the first three). */
export const RANGE_PRESETS = [7, 30, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range of the editor's overlay and the dashboard when nothing is chosen (the server's default too). */
export const DEFAULT_RANGE_DAYS: RangePreset = 30;

const DAY_MS = 86_400_000;

/** A moment's UTC day as `YYYY-MM-DD`. */
export function toIsoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The last `days` days up to and including today (UTC).
 * @example getPresetRange(7, Date.parse('2025-03-10T15:00:00Z')) // { from: '2025-03-04', to: '2025-03-10' }
 */
export function getPresetRange(days: number, now: number): AnalyticsRange {
  return { from: toIsoDay(now - (days - 1) * DAY_MS), to: toIsoDay(now) };
}

/** Why a custom range cannot be asked for; the key of its text under `analytics.range.errors`. */
export type RangeProblem = 'missing' | 'reversed' | 'tooLong' | 'future';

/**
 * Checks a range typed by hand before it is sent: both days given, `from` not after `to`, `to` not
 * after today, and no longer than the server allows ({@link MAX_ANALYTICS_RANGE_DAYS} days).
 */
export function checkCustomRange(from: string, to: string, now: number): RangeProblem | null {
  const start = parseIsoDay(from);
  const end = parseIsoDay(to);
  if (start === null || end === null) return 'missing';
  if (start > end) return 'reversed';
  if (end > Date.parse(`${toIsoDay(now)}T00:00:00Z`)) return 'future';
  if ((end - start) / DAY_MS + 1 > MAX_ANALYTICS_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The number of days a range covers, both ends included. */
export function countRangeDays(range: AnalyticsRange): number {
  const start = parseIsoDay(range.from);
  const end = parseIsoDay(range.to);
  if (start === null || end === null || end < start) return 0;
  return (end - start) / DAY_MS + 1;
}

function parseIsoDay(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || toIsoDay(time) !== day ? null : time;
}

/** What the dashboard's range picker holds: one of the presets, or two days typed by hand. */
export type RangeChoice =
  | { readonly kind: 'preset'; readonly days: RangePreset }
  | { readonly kind: 'custom'; readonly range: AnalyticsRange };

/** The days a choice covers, presets counted back from `now`. */
export function resolveRangeChoice(choice: RangeChoice, now: number): AnalyticsRange {
  return choice.kind === 'preset' ? getPresetRange(choice.days, now) : choice.range;
}
