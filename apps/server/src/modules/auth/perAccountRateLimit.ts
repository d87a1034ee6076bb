import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The rate limit of a signed-in route that checks the account's password (delete the account,
 * change the password): `RATE_LIMIT_AUTH_MAX` attempts per window for each account, whatever the
 * IP, so a stolen access token cannot guess the password from many addresses. It runs as a
 * preHandler, after `authenticate` has named the account.
 */
export function perAccountRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.RATE_LIMIT_AUTH_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `account:${request.auth.userId}` : `ip:${request.ip}`,
  };
}
