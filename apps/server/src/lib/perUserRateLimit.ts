import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The rate limit of a signed-in route counted per account, whatever the IP: `max` requests per
 * `timeWindow` ms for each user (`name` tells the counters apart in the log and in Redis). It runs
 * as a preHandler, after `authenticate` has named the account; an anonymous request (refused by
 * `authenticate` anyway) is counted by its IP.
 * @example config: { rateLimit: perUserRateLimit('flow-save', app.config.RATE_LIMIT_FLOW_SAVES_MAX, app.config.RATE_LIMIT_WINDOW_MS) }
 */
export function perUserRateLimit(name: string, max: number, timeWindow: number): RateLimitOptions {
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `${name}:user:${request.auth.userId}` : `${name}:ip:${request.ip}`,
  };
}
