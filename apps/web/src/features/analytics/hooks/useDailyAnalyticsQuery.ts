import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDailyAnalytics } from '../helpers/analyticsApi';
import type { AnalyticsRange } from '../helpers/analyticsRange';

/** The headline figures of a bot day by day over a range. */
export function useDailyAnalyticsQuery(plubotId: string, range: AnalyticsRange) {
  return useQuery({
    queryKey: [
      'analytics',
      'daily',
      plubotId,
      range.from,
      range.to,
      range.version ?? 'all',
      range.channel ?? 'all',
    ],
    queryFn: ({ signal }) => fetchDailyAnalytics(plubotId, range, signal),
    enabled: plubotId !== '',
    staleTime: 60_000,
    // Another range keeps the figures shown until its own arrive (no flash, one redraw of the canvas).
    placeholderData: keepPreviousData,
  });
}
