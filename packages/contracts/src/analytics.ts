import { z } from 'zod';
import { CONVERSATION_CHANNELS } from './channels';

/** The longest range one analytics request covers, in days (a year and a day). */
export const MAX_ANALYTICS_RANGE_DAYS = 366;

/** The range used when the request names none: the last 30 days, today included. */
export const DEFAULT_ANALYTICS_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;

/** Milliseconds of a real `YYYY-MM-DD` day at 00:00 UTC, or `undefined` (`2026-02-30` is not a day). */
function parseIsoDay(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const parsed = new Date(time);
  if (
    parsed.getUTCFullYear() !== year ||
    parsed.getUTCMonth() !== month - 1 ||
    parsed.getUTCDate() !== date
  ) {
    return undefined;
  }
  return time;
}

/** The day `days` after (or before, when negative) `day`, both `YYYY-MM-DD`. */
export function shiftIsoDay(day: string, days: number): string {
  return new Date((parseIsoDay(day) ?? Number.NaN) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (`2026-01-01`…`2026-01-01` is 1). */
export function countIsoDays(from: string, to: string): number {
  return Math.round(((parseIsoDay(to) ?? Number.NaN) - (parseIsoDay(from) ?? Number.NaN)) / DAY_MS) + 1;
}

const isoDay = z.string().refine((day) => parseIsoDay(day) !== undefined, 'analytics.invalidDate');

/** The channels the analytics can be narrowed to: every conversation channel (simulations never count). */
export const ANALYTICS_CHANNELS = CONVERSATION_CHANNELS;
export const analyticsChannelSchema = z.enum(ANALYTICS_CHANNELS, { message: 'analytics.invalidChannel' });
export type AnalyticsChannel = z.infer<typeof analyticsChannelSchema>;

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (inclusive days, UTC) of the analytics endpoints; both optional
 * (see {@link resolveAnalyticsRange}). A day that does not exist, `from` after `to`, or a range over
 * {@link MAX_ANALYTICS_RANGE_DAYS} is a 400 whose message is the server key `analytics.*`.
 * `&version=N` counts only the conversations that ran published version N (issue #28);
 * `&channel=telegram` only those of one of {@link ANALYTICS_CHANNELS} (issue #33).
 */
export const analyticsRangeQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    version: z.coerce
      .number({ message: 'analytics.invalidVersion' })
      .int('analytics.invalidVersion')
      .positive('analytics.invalidVersion')
      .max(1_000_000, 'analytics.invalidVersion')
      .optional(),
    channel: analyticsChannelSchema.optional(),
  })
  .superRefine((query, ctx) => {
    const { from, to } = query;
    if (from === undefined || to === undefined) return;
    if (parseIsoDay(from) === undefined || parseIsoDay(to) === undefined) return;
    if (from > to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'analytics.fromAfterTo', input: from });
    } else if (countIsoDays(from, to) > MAX_ANALYTICS_RANGE_DAYS) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: MAX_ANALYTICS_RANGE_DAYS,
        path: ['to'],
        message: 'analytics.rangeTooLong',
        input: to,
      });
    }
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/**
 * The days a valid query covers: without `to`, up to `today` (never before `from`, never past
 * {@link MAX_ANALYTICS_RANGE_DAYS}); without `from`, the {@link DEFAULT_ANALYTICS_RANGE_DAYS} days
 * ending at `to`. Server and web agree on the default this way.
 *
 * @example resolveAnalyticsRange({}, '2026-11-25') // { from: '2026-10-27', to: '2026-11-25' }
 */
export function resolveAnalyticsRange(
  query: AnalyticsRangeQuery,
  today: string,
): { from: string; to: string } {
  if (query.from !== undefined && query.to === undefined) {
    const latest = shiftIsoDay(query.from, MAX_ANALYTICS_RANGE_DAYS - 1);
    const to = today < query.from ? query.from : today > latest ? latest : today;
    return { from: query.from, to };
  }
  const to = query.to ?? today;
  return { from: query.from ?? shiftIsoDay(to, 1 - DEFAULT_ANALYTICS_RANGE_DAYS), to };
}

/**
 * `GET /api/plubots/:id/analytics/funnel`: the conversation funnel of a bot over a range, counted
 * from the stored turns of real conversations (link, widget, WhatsApp and the official channels;
 * simulations excluded), for conversations started within the range.
 */
export const funnelResponseSchema = z.object({
  success: z.literal(true),
  from: isoDay,
  to: isoDay,
  /** Visits that opened the chat (the page or the widget), whether or not the visitor wrote. */
  opened: z.number().int().nonnegative(),
  /** Conversations started: the visitor wrote. Every figure below counts only these. */
  started: z.number().int().nonnegative(),
  /** Conversations that reached an End node (a dead end, the loop guard or an error does not count). */
  completed: z.number().int().nonnegative(),
  /** Conversations that asked for a person of the team (issue #29): a hand-off phrase or node. */
  handoffs: z.number().int().nonnegative(),
  /** Median number of messages (visitor's and bot's) per conversation; null with none. */
  medianMessages: z.number().nonnegative().nullable(),
  /** Leads (rows of the bot's leads) collected in those conversations. */
  leads: z.number().int().nonnegative(),
  /** The published version asked for (`?version=`), or null for every version. */
  version: z.number().int().positive().nullable(),
  /**
   * Conversations started in the range per published version they ran (newest first), whichever
   * version was asked for: what the version picker offers. Conversations from before versions were
   * kept count under version 1.
   */
  versions: z.array(
    z.object({ version: z.number().int().positive(), started: z.number().int().nonnegative() }),
  ),
  /** The channel asked for (`?channel=`), or null for every channel. */
  channel: analyticsChannelSchema.nullable(),
  /**
   * Where people write from (issue #33): per channel opened in the range (busiest first: by
   * conversations, then by visits), its headline figures, whichever channel was asked for (the
   * version asked for still applies): what the channel picker offers.
   */
  channels: z.array(
    z.object({
      channel: analyticsChannelSchema,
      opened: z.number().int().nonnegative(),
      started: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
      leads: z.number().int().nonnegative(),
    }),
  ),
  /**
   * Per node (every node some conversation reached or stopped at, busiest first): conversations
   * that reached it (once each, however often they came back), and those whose last step was there
   * without reaching an End node — they left there, or the bot had no way on.
   */
  nodes: z.array(
    z.object({
      nodeId: z.string(),
      reached: z.number().int().nonnegative(),
      stopped: z.number().int().nonnegative(),
    }),
  ),
  /** Per connection taken (busiest first): how many conversations went from `source` to `target`. */
  edges: z.array(
    z.object({
      source: z.string(),
      target: z.string(),
      count: z.number().int().nonnegative(),
    }),
  ),
});
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;

/** `GET /api/plubots/:id/analytics/daily`: the same headline figures, day by day (UTC), every day of the range. */
export const dailyAnalyticsResponseSchema = z.object({
  success: z.literal(true),
  from: isoDay,
  to: isoDay,
  days: z.array(
    z.object({
      day: isoDay,
      opened: z.number().int().nonnegative(),
      started: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
      leads: z.number().int().nonnegative(),
    }),
  ),
});
export type DailyAnalyticsResponse = z.infer<typeof dailyAnalyticsResponseSchema>;

// `GET /api/plubots/:id/analytics.csv?from&to&version&channel`: the daily figures as CSV (day, opened,
// started, completed, leads), then one row per node (node, title, reached, stopped), for a spreadsheet.
