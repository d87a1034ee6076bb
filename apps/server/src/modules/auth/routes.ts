import {
  authResponseSchema,
  changePasswordBodySchema,
  emailOnlyBodySchema,
  loginBodySchema,
  messageResponseSchema,
  profileResponseSchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenPairResponseSchema,
} from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { unauthorized } from '../../lib/AppError';
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

  app.post(
    '/register',
    { config: limited, schema: { tags, body: registerBodySchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await auth.register(deps(request), request.body);
      return reply.code(201).send(ok(request, 'auth.registerSuccess'));
    },
  );

  app.get(
    '/verify-email/:token',
    {
      config: limited,
      schema: {
        tags,
        params: z.object({ token: z.string().max(200) }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.verifyEmail(deps(request), request.params.token);
      return ok(request, 'auth.emailVerified');
    },
  );

  app.post(
    '/resend-verification',
    {
      config: limited,
      schema: { tags, body: emailOnlyBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.resendVerification(deps(request), request.body.email);
      return ok(request, 'auth.resendSuccess');
    },
  );

  app.post(
    '/login',
    { config: limited, schema: { tags, body: loginBodySchema, response: { 200: authResponseSchema } } },
    async (request) => {
      const { user, tokens } = await auth.login(deps(request), request.body);
      return { ...ok(request, 'auth.loginSuccess'), user: presentUser(user), ...tokens };
    },
  );

  app.post(
    '/refresh',
    {
      config: limited,
      schema: { tags, body: refreshBodySchema, response: { 200: tokenPairResponseSchema } },
    },
    async (request) => {
      const result = await rotateRefreshToken(app.db, app.config.JWT_SECRET, request.body.refresh_token);
      if (!result.ok) {
        throw unauthorized(result.reason === 'reused' ? 'REFRESH_REUSED' : 'REFRESH_INVALID');
      }
      return { success: true as const, status: 'success' as const, ...result.pair };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireAuth(request);
      await revokeSession(app.db, userId, sessionId);
      return ok(request, 'auth.logoutSuccess');
    },
  );

  app.post(
    '/forgot-password',
    {
      config: limited,
      schema: { tags, body: emailOnlyBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.forgotPassword(deps(request), request.body.email);
      return ok(request, 'auth.forgotSuccess');
    },
  );

  app.post(
    '/reset-password',
    {
      config: limited,
      schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.resetPassword(deps(request), request.body);
      return ok(request, 'auth.resetSuccess');
    },
  );

  app.post(
    '/change-password',
    {
      config: { rateLimit: passwordCheckRateLimit(app.config) },
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.changePassword(deps(request), requireAuth(request), request.body);
      return ok(request, 'auth.passwordChanged');
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: { tags, security: [{ bearer: [] }], response: { 200: profileResponseSchema } },
    },
    async (request) => {
      const user = await auth.getUser(app.db, requireAuth(request).userId);
      return { success: true as const, status: 'success' as const, user: presentUser(user) };
    },
  );
};
