import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../../config';
import { perUserRateLimit } from '../../lib/perUserRateLimit';

/**
 * The rate limit of a signed-in route that checks the account's password (delete the account,
 * change the password): `RATE_LIMIT_AUTH_MAX` attempts per window for each account, shared by both
 * routes and whatever the IP, so a stolen access token cannot guess the password from many addresses.
 */
export function passwordCheckRateLimit(config: Config): RateLimitOptions {
  return perUserRateLimit('password-check', config.RATE_LIMIT_AUTH_MAX, config.RATE_LIMIT_WINDOW_MS);
}
