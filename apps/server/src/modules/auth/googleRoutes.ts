import { API } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { completeGoogleSignIn, createGoogleAuthorizationUrl, GOOGLE_STATE_TTL_MS } from './googleSignIn';
import {
  clearGoogleSignInCookie,
  readGoogleSignInCookie,
  serializeGoogleSignInCookie,
} from './googleSignInCookie';
import { presentUser } from './presentUser';
import { startSession } from './sessions';

/**
 * `GET /api/auth/google/login` and `GET /api/auth/google/callback` (OpenID Connect, PKCE). The
 * login sets a cookie binding the sign-in's state to this browser; the callback clears it and
 * refuses a state that another browser started (login CSRF).
 */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.APP_ORIGIN.startsWith('https:');
  const limited = {
    rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  };
  registerEndpoint(
    app,
    API.googleLogin,
    { config: limited, schema: { tags: ['auth'] } },
    async (request, reply) => {
      const { url, state } = await createGoogleAuthorizationUrl(app.db, app.config, request.query.state);
      reply.header(
        'set-cookie',
        serializeGoogleSignInCookie(state, { secure, maxAgeSeconds: GOOGLE_STATE_TTL_MS / 1000 }),
      );
      return { success: true as const, url };
    },
  );

  registerEndpoint(
    app,
    API.googleCallback,
    { config: limited, schema: { tags: ['auth'] } },
    async (request, reply) => {
      // Used once, whatever the outcome.
      reply.header('set-cookie', clearGoogleSignInCookie({ secure }));
      const { user, clientState } = await completeGoogleSignIn(
        app.db,
        app.config,
        request.query,
        readGoogleSignInCookie(request.headers.cookie),
      );
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
