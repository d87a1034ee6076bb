import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    /** preHandler: requires a valid bearer access token of a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads the bearer token; `authenticate` rejects requests without a valid one with 401. */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(app.config.JWT_SECRET, token);
    if (!claims) throw unauthorized('ACCESS_TOKEN_INVALID');
    if (!(await isSessionActive(app.db, claims.userId, claims.sessionId))) {
      throw unauthorized('SESSION_REVOKED');
    }
    request.auth = claims;
  });
});

/** The authenticated caller; only call after the `authenticate` preHandler. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
