import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/AppError';
import { verifyAccessToken } from '../modules/auth/accessTokens';
import { isSessionActive } from '../modules/auth/sessions';

export interface AuthContext {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * Requires a valid bearer access token of a live session. Routes name it as their `preHandler`;
     * it runs in `onRequest`, before the body is parsed or validated (see `authenticatePlugin`).
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Reads the bearer token; `authenticate` rejects requests without a valid one with 401. A route
 * that names `app.authenticate` as a `preHandler` gets it moved to the end of its `onRequest`
 * hooks (after the rate limit), so an anonymous request is refused with 401 before its params,
 * query or body are parsed and validated — whatever it sends, it learns nothing about the route.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(app.config.JWT_SECRET, token);
    if (!claims) throw unauthorized('ACCESS_TOKEN_INVALID');
    if (!(await isSessionActive(app.db, claims.userId, claims.sessionId))) {
      throw unauthorized('SESSION_REVOKED');
    }
    request.auth = claims;
  };
  app.decorateRequest('auth', null);
  app.decorate('authenticate', authenticate);
  app.addHook('onRoute', (route) => authenticateOnRequest(route, authenticate));
});

/** The authenticated caller; only call on a route that runs `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Moves `authenticate` from a route's `preHandler` hooks to the end of its `onRequest` hooks. */
function authenticateOnRequest(
  route: RouteOptions,
  authenticate: (request: FastifyRequest) => Promise<void>,
) {
  const preHandlers = toList(route.preHandler);
  if (!preHandlers.some((hook) => hook === authenticate)) return;
  route.preHandler = preHandlers.filter((hook) => hook !== authenticate);
  route.onRequest = [...toList(route.onRequest), authenticate as unknown as onRequestHookHandler];
}

function toList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
