import { API, type DailyAnalyticsResponse, type FunnelResponse } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import type { AnalyticsRange } from './analyticsRange';

/** `GET /api/plubots/:id/analytics/funnel`: the conversation funnel of a bot over a range. */
export function fetchFunnel(
  plubotId: string,
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<FunnelResponse> {
  return callApi(API.analyticsFunnel, {
    params: { id: plubotId },
    query: { from: range.from, to: range.to },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/plubots/:id/analytics/daily`: started, completed and leads, every day of the range. */
export function fetchDailyAnalytics(
  plubotId: string,
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<DailyAnalyticsResponse> {
  return callApi(API.analyticsDaily, {
    params: { id: plubotId },
    query: { from: range.from, to: range.to },
    ...(signal ? { signal } : {}),
  });
}

/** The bot's name and its saved flow's nodes, to name the steps of the funnel. */
export async function fetchBotFlow(plubotId: string, signal?: AbortSignal) {
  const options = { params: { id: plubotId }, ...(signal ? { signal } : {}) };
  const [plubot, flow] = await Promise.all([callApi(API.getPlubot, options), callApi(API.getFlow, options)]);
  return { name: plubot.plubot.name, nodes: flow.flow.nodes };
}

/**
 * Downloads `GET /api/plubots/:id/analytics.csv` for a range. It needs the bearer header, so it is
 * fetched and handed to the browser as a file instead of being a plain link.
 */
export async function downloadAnalyticsCsv(
  plubotId: string,
  botName: string,
  range: AnalyticsRange,
): Promise<void> {
  const csv = await callApi(API.analyticsCsv, {
    params: { id: plubotId },
    query: { from: range.from, to: range.to },
  });
  const name = botName.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'bot';
  // The byte-order mark (dropped while decoding) tells spreadsheets the file is UTF-8.
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `plubot-${name}-analitica-${range.from}-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
