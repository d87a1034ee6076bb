import {
  ANALYTICS_CHANNELS,
  type AnalyticsRangeQuery,
  type DailyAnalyticsResponse,
  type FunnelResponse,
  resolveAnalyticsRange,
  shiftIsoDay,
} from '@plubot/contracts';
import type { Database } from '../../db/client';
import {
  selectDailyFigures,
  selectFunnelFigures,
  selectLeadCounts,
  type TimeRange,
} from './analyticsRepository';

/** A resolved range: its days (`YYYY-MM-DD`, both included) and the instants they span. */
export interface AnalyticsRange extends TimeRange {
  from: string;
  to: string;
}

/** The days a (valid) query asks for, as of `now`: see `resolveAnalyticsRange`. */
export function toAnalyticsRange(query: AnalyticsRangeQuery, now: Date = new Date()): AnalyticsRange {
  const { from, to } = resolveAnalyticsRange(query, now.toISOString().slice(0, 10));
  return {
    from,
    to,
    version: query.version,
    channel: query.channel,
    start: new Date(`${from}T00:00:00.000Z`),
    end: new Date(`${shiftIsoDay(to, 1)}T00:00:00.000Z`),
  };
}

/**
 * The conversation funnel of a bot over a range: headline figures, reach and drop-off per node
 * (busiest first), traffic per connection (busiest first), and the headline figures per channel:
 * two statements side by side, one pass over the range's sessions and one over its leads.
 */
export async function getFunnel(
  db: Database,
  plubotId: string,
  range: AnalyticsRange,
): Promise<FunnelResponse> {
  const [figures, leadsByChannel] = await Promise.all([
    selectFunnelFigures(db, plubotId, range),
    selectLeadCounts(db, plubotId, range),
  ]);
  const leads =
    range.channel === undefined
      ? [...leadsByChannel.values()].reduce((sum, count) => sum + count, 0)
      : (leadsByChannel.get(range.channel) ?? 0);
  const nodes = new Map<string, { nodeId: string; reached: number; stopped: number }>();
  const nodeFigures = (nodeId: string) => {
    let entry = nodes.get(nodeId);
    if (!entry) {
      entry = { nodeId, reached: 0, stopped: 0 };
      nodes.set(nodeId, entry);
    }
    return entry;
  };
  for (const [nodeId, count] of figures.reached) nodeFigures(nodeId).reached = count;
  for (const [nodeId, count] of figures.stopped) nodeFigures(nodeId).stopped = count;
  return {
    success: true,
    from: range.from,
    to: range.to,
    opened: figures.opened,
    started: figures.started,
    completed: figures.completed,
    handoffs: figures.handoffs,
    medianMessages: figures.medianMessages,
    leads,
    version: range.version ?? null,
    versions: figures.versions.map(([version, started]) => ({ version, started })),
    channel: range.channel ?? null,
    channels: figures.channels
      .map(([channel, opened, started, completed]) => ({
        channel,
        opened,
        started,
        completed,
        leads: leadsByChannel.get(channel) ?? 0,
      }))
      .sort(
        (a, b) =>
          b.started - a.started ||
          b.opened - a.opened ||
          ANALYTICS_CHANNELS.indexOf(a.channel) - ANALYTICS_CHANNELS.indexOf(b.channel),
      ),
    nodes: [...nodes.values()].sort(
      (a, b) => b.reached - a.reached || b.stopped - a.stopped || (a.nodeId < b.nodeId ? -1 : 1),
    ),
    edges: figures.edges.map(([source, target, count]) => ({ source, target, count })),
  };
}

const DAY_MS = 86_400_000;

/** Started, completed and leads for every day of the range, days without conversations as zeros. */
export async function getDailyAnalytics(
  db: Database,
  plubotId: string,
  range: AnalyticsRange,
): Promise<DailyAnalyticsResponse> {
  const rows = await selectDailyFigures(db, plubotId, range);
  const byDay = new Map(
    rows.map((row) => [new Date(Number(row.day) * DAY_MS).toISOString().slice(0, 10), row]),
  );
  const days: DailyAnalyticsResponse['days'] = [];
  for (let day = range.from; day <= range.to; day = shiftIsoDay(day, 1)) {
    const row = byDay.get(day);
    days.push({
      day,
      opened: Number(row?.opened ?? 0),
      started: Number(row?.started ?? 0),
      completed: Number(row?.completed ?? 0),
      leads: Number(row?.leads ?? 0),
    });
  }
  return { success: true, from: range.from, to: range.to, days };
}
