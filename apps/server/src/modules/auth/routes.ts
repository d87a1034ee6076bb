import { API } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { unauthorized } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import * as auth from './authService';
import { passwordCheckRateLimit } from './passwordCheckRateLimit';
import { presentUser } from './presentUser';
import { revokeSession, rotateRefreshToken } from './sessions';

/** Account routes under /api/auth (spec app.md §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  };
  const deps = (request: FastifyRequest): auth.AuthDeps => ({
    db: app.db,
    mailer: app.mailer,
    jwtSecret: app.config.JWT_SECRET,
    origin: app.config.APP_ORIGIN,
    language: pickLanguage(request.headers['accept-language']),
  });
  const t = (request: FastifyRequest, key: string) =>
    translate(pickLanguage(request.headers['accept-language']), key);
  const ok = (request: FastifyRequest, key: string) =>
    ({ success: true, status: 'success', message: t(request, key) }) as const;
  const tags = ['auth'];

  registerEndpoint(
    app,
    API.register,
    { config: limited, successCodes: [201], schema: { tags } },
    async (request, reply) => {
      await auth.register(deps(request), request.body);
      return reply.code(201).send(ok(request, 'auth.registerSuccess'));
    },
  );

  registerEndpoint(
    app,
    API.verifyEmail,
    { config: limited, schema: { tags, params: z.object({ token: z.string().max(200) }) } },
    async (request) => {
      await auth.verifyEmail(deps(request), request.params.token);
      return ok(request, 'auth.emailVerified');
    },
  );

  registerEndpoint(app, API.resendVerification, { config: limited, schema: { tags } }, async (request) => {
    await auth.resendVerification(deps(request), request.body.email);
    return ok(request, 'auth.resendSuccess');
  });

  registerEndpoint(app, API.login, { config: limited, schema: { tags } }, async (request) => {
    const { user, tokens } = await auth.login(deps(request), request.body);
    return { ...ok(request, 'auth.loginSuccess'), user: presentUser(user), ...tokens };
  });

  registerEndpoint(app, API.refreshSession, { config: limited, schema: { tags } }, async (request) => {
    const result = await rotateRefreshToken(app.db, app.config.JWT_SECRET, request.body.refresh_token);
    if (!result.ok) {
      throw unauthorized(result.reason === 'reused' ? 'REFRESH_REUSED' : 'REFRESH_INVALID');
    }
    return { success: true as const, status: 'success' as const, ...result.pair };
  });

  registerEndpoint(
    app,
    API.logout,
    { preHandler: app.authenticate, schema: { tags, security: [{ bearer: [] }] } },
    async (request) => {
      const { userId, sessionId } = requireAuth(request);
      await revokeSession(app.db, userId, sessionId);
      return ok(request, 'auth.logoutSuccess');
    },
  );

  registerEndpoint(app, API.forgotPassword, { config: limited, schema: { tags } }, async (request) => {
    await auth.forgotPassword(deps(request), request.body.email);
    return ok(request, 'auth.forgotSuccess');
  });

  registerEndpoint(app, API.resetPassword, { config: limited, schema: { tags } }, async (request) => {
    await auth.resetPassword(deps(request), request.body);
    return ok(request, 'auth.resetSuccess');
  });

  registerEndpoint(
    app,
    API.changePassword,
    {
      config: { rateLimit: passwordCheckRateLimit(app.config) },
      preHandler: app.authenticate,
      schema: { tags, security: [{ bearer: [] }] },
    },
    async (request) => {
      await auth.changePassword(deps(request), requireAuth(request), request.body);
      return ok(request, 'auth.passwordChanged');
    },
  );

  registerEndpoint(
    app,
    API.profile,
    { preHandler: app.authenticate, schema: { tags, security: [{ bearer: [] }] } },
    async (request) => {
      const user = await auth.getUser(app.db, requireAuth(request).userId);
      return { success: true as const, status: 'success' as const, user: presentUser(user) };
    },
  );
};
