import { z } from 'zod';

/** The longest range one analytics request covers, in days (a year and a day). */
export const MAX_ANALYTICS_RANGE_DAYS = 366;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (inclusive days, UTC) of the analytics endpoints; both optional —
 * the default is the last 30 days. `from` after `to`, or a range over
 * {@link MAX_ANALYTICS_RANGE_DAYS}, is a 400 with a Spanish message.
 */
export const analyticsRangeQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/**
 * `GET /api/plubots/:id/analytics/funnel`: the conversation funnel of a bot over a range, counted
 * from the stored turns of real conversations (link, widget, WhatsApp; simulations excluded), for
 * conversations started within the range.
 */
export const funnelResponseSchema = z.object({
  success: z.literal(true),
  from: isoDay,
  to: isoDay,
  /** Conversations started. */
  started: z.number().int().nonnegative(),
  /** Conversations that reached an End node. */
  completed: z.number().int().nonnegative(),
  /** Median number of messages (visitor's and bot's) per conversation; null with none. */
  medianMessages: z.number().nonnegative().nullable(),
  /** Leads collected from those conversations. */
  leads: z.number().int().nonnegative(),
  /** Per node: conversations that reached it, and those whose last step was there (not ended). */
  nodes: z.array(
    z.object({
      nodeId: z.string(),
      reached: z.number().int().nonnegative(),
      stopped: z.number().int().nonnegative(),
    }),
  ),
  /** Per connection taken: how many conversations went from `source` to `target`. */
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
      started: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
      leads: z.number().int().nonnegative(),
    }),
  ),
});
export type DailyAnalyticsResponse = z.infer<typeof dailyAnalyticsResponseSchema>;

// `GET /api/plubots/:id/analytics.csv?from&to`: the daily figures as CSV (day, started, completed,
// leads), then one row per node (node, title, reached, stopped), for a spreadsheet.
