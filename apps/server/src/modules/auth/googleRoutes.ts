import {
  googleCallbackQuerySchema,
  googleCallbackResponseSchema,
  googleLoginQuerySchema,
  googleLoginResponseSchema,
} from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { completeGoogleSignIn, createGoogleAuthorizationUrl } from './googleSignIn';
import { presentUser } from './presentUser';
import { startSession } from './sessions';

/** `GET /api/auth/google/login` and `GET /api/auth/google/callback` (OpenID Connect, PKCE). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  };
  app.get(
    '/auth/google/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        querystring: googleLoginQuerySchema,
        response: { 200: googleLoginResponseSchema },
      },
    },
    async (request) => {
      const url = await createGoogleAuthorizationUrl(app.db, app.config, request.query.state);
      return { success: true as const, url };
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        querystring: googleCallbackQuerySchema,
        response: { 200: googleCallbackResponseSchema },
      },
    },
    async (request) => {
      const { user, clientState } = await completeGoogleSignIn(app.db, app.config, request.query);
      const tokens = await startSession(app.db, app.config.JWT_SECRET, user.id);
      const language = pickLanguage(request.headers['accept-language']);
      return {
        success: true as const,
        status: 'success' as const,
        message: translate(language, 'auth.loginSuccess'),
        user: presentUser(user),
        ...tokens,
        state: clientState,
      };
    },
  );
};
