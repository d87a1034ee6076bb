import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFunnel } from '../helpers/analyticsApi';
import type { AnalyticsRange } from '../helpers/analyticsRange';

/** The query key of a bot's funnel over a range. */
export function funnelQueryKey(plubotId: string, range: AnalyticsRange) {
  return [
    'analytics',
    'funnel',
    plubotId,
    range.from,
    range.to,
    range.version ?? 'all',
    range.channel ?? 'all',
  ] as const;
}

/** The funnel of a bot over a range; nothing is fetched while `enabled` is false. */
export function useFunnelQuery(plubotId: string, range: AnalyticsRange, enabled = true) {
  return useQuery({
    queryKey: funnelQueryKey(plubotId, range),
    queryFn: ({ signal }) => fetchFunnel(plubotId, range, signal),
    enabled: enabled && plubotId !== '',
    staleTime: 60_000,
    // Another range keeps the figures shown until its own arrive (no flash, one redraw of the canvas).
    placeholderData: keepPreviousData,
  });
}
