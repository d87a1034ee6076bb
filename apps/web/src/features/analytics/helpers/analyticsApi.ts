import { API, type DailyAnalyticsResponse, type FunnelResponse } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import { type AnalyticsRange, toRangeQuery } from './analyticsRange';

/** `GET /api/plubots/:id/analytics/funnel`: the conversation funnel of a bot over a range. */
export function fetchFunnel(
  plubotId: string,
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<FunnelResponse> {
  return callApi(API.analyticsFunnel, {
    params: { id: plubotId },
    query: toRangeQuery(range),
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
    query: toRangeQuery(range),
    ...(signal ? { signal } : {}),
  });
}

/**
 * The bot's name and the nodes that name the steps of the funnel: its saved flow's, or those of
 * the published `version` the funnel counts.
 */
export async function fetchBotFlow(plubotId: string, version?: number, signal?: AbortSignal) {
  const options = { params: { id: plubotId }, ...(signal ? { signal } : {}) };
  const [plubot, nodes] = await Promise.all([
    callApi(API.getPlubot, options),
    version === undefined
      ? callApi(API.getFlow, options).then(({ flow }) => flow.nodes)
      : callApi(API.getPublishedVersion, { ...options, params: { id: plubotId, v: version } }).then(
          ({ flow }) => flow.nodes,
        ),
  ]);
  return { name: plubot.plubot.name, nodes };
}

/**
 * Downloads `GET /api/plubots/:id/analytics.csv` for a range (its version and channel included). It needs the bearer header, so it is
 * fetched and handed to the browser as a file instead of being a plain link.
 */
export async function downloadAnalyticsCsv(
  plubotId: string,
  botName: string,
  range: AnalyticsRange,
): Promise<void> {
  const csv = await callApi(API.analyticsCsv, {
    params: { id: plubotId },
    query: toRangeQuery(range),
  });
  const name = botName.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'bot';
  // The byte-order mark (dropped while decoding) tells spreadsheets the file is UTF-8.
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  const version = range.version === undefined ? '' : `-v${range.version}`;
  const channel = range.channel === undefined ? '' : `-${range.channel}`;
  link.download = `plubot-${name}-analitica${version}${channel}-${range.from}-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
