import { analyticsRangeQuerySchema, dailyAnalyticsResponseSchema, funnelResponseSchema } from '../analytics';
import { defineEndpoint } from './defineEndpoint';

/** The owner's conversation funnel of a bot, over a range of days (issue #18). */
export const ANALYTICS_ENDPOINTS = {
  analyticsFunnel: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/analytics/funnel',
    query: analyticsRangeQuerySchema,
    response: funnelResponseSchema,
  }),
  analyticsDaily: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/analytics/daily',
    query: analyticsRangeQuerySchema,
    response: dailyAnalyticsResponseSchema,
  }),
  analyticsCsv: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/analytics.csv',
    query: analyticsRangeQuerySchema,
    response: 'text',
  }),
};
