import { API } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { unprocessable } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { addSubscriber } from './subscriberRepository';

/**
 * `POST /api/subscribe`: the footer's Architect sign-up (multipart field `email`, or JSON). Each
 * e-mail is stored once; the answer is the same either way.
 */
export const subscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    API.subscribe,
    {
      config: {
        rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
      },
      // Multipart (the footer's form) or JSON: the handler reads either and validates it itself.
      bodyParsedByHandler: true,
      schema: { tags: ['content'], consumes: ['multipart/form-data', 'application/json'] },
    },
    async (request) => {
      let raw: unknown = request.body;
      if (request.isMultipart()) {
        const fields: Record<string, string> = {};
        for await (const part of request.parts({ limits: { files: 0, fields: 5, fieldSize: 1024 } })) {
          if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
        raw = fields;
      }
      const parsed = API.subscribe.body.safeParse(raw ?? {});
      if (!parsed.success)
        throw unprocessable({ email: [parsed.error.issues[0]?.message ?? 'auth.invalidEmail'] });
      await addSubscriber(app.db, parsed.data.email);
      const language = pickLanguage(request.headers['accept-language']);
      return {
        success: true as const,
        status: 'success' as const,
        message: translate(language, 'subscribe.success'),
      };
    },
  );
};
