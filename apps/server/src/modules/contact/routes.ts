import { API, HONEYPOT_FIELD } from '@plubot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { receiveContactMessage, receiveFeedback } from './contactService';

/**
 * `POST /api/contact` (the /contact form) and `POST /api/feedback` (the /tu-opinion form): public,
 * rate-limited per IP. A filled honeypot field is answered like a success before validation, and
 * nothing is stored or sent. The answer never names the operator's address.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = {
    rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  };
  const tags = ['content'];
  const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
  const ok = (request: FastifyRequest, key: string) =>
    ({ success: true, status: 'success', message: translate(languageOf(request), key) }) as const;
  /** Answers bots that filled the honeypot as if all went well, before the body is even validated. */
  const honeypot = (successKey: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return;
    const trap: unknown = Reflect.get(body, HONEYPOT_FIELD);
    if (typeof trap === 'string' && trap.trim() !== '') {
      request.log.info('honeypot filled; answered without storing');
      return reply.send(ok(request, successKey));
    }
  };

  registerEndpoint(
    app,
    API.sendContactMessage,
    { config, preValidation: honeypot('contact.sent'), schema: { tags } },
    async (request) => {
      await receiveContactMessage(
        { db: app.db, mailer: app.mailer, contactTo: app.config.CONTACT_TO, log: request.log },
        request.body,
        languageOf(request),
      );
      return ok(request, 'contact.sent');
    },
  );

  registerEndpoint(
    app,
    API.sendFeedback,
    { config, preValidation: honeypot('feedback.sent'), schema: { tags } },
    async (request) => {
      await receiveFeedback({ db: app.db }, request.body, languageOf(request));
      return ok(request, 'feedback.sent');
    },
  );
};
