import { CONNECTION_SERVICES } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/AppError';
import type { WithSessionLock } from '../../chat/sessionLock';
import { receivePowerWebhook } from './receivePowerWebhook';

/** Most webhooks one address takes per rate-limit window: a service retrying, not a flood. */
const WEBHOOKS_PER_WINDOW = 300;

const ANSWERS = {
  400: 'POWER_WEBHOOK_UNREADABLE',
  401: 'POWER_WEBHOOK_SIGNATURE_INVALID',
  404: 'NOT_FOUND',
  503: 'POWER_WEBHOOK_UNAVAILABLE',
} as const;

/**
 * `POST /api/powers/webhooks/:service/:connectionId` (issue #32): where Stripe, Mercado Pago, PayPal
 * and Calendly tell of a payment or a booking for one owner's connection. Anyone may call it; only
 * what the connection's own secret verifies is read (`receivePowerWebhook`). The body is read as
 * text: the services sign the exact bytes they sent.
 */
export function powerWebhookRoutes(withSessionLock: WithSessionLock): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/powers/webhooks/:service/:connectionId',
      {
        config: { rateLimit: { max: WEBHOOKS_PER_WINDOW, timeWindow: app.config.RATE_LIMIT_WINDOW_MS } },
        schema: {
          tags: ['powers'],
          params: z.object({ service: z.enum(CONNECTION_SERVICES), connectionId: z.string().max(64) }),
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
        }
        const query: Record<string, string> = {};
        for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
          if (typeof value === 'string') query[name] = value;
        }
        const answer = await receivePowerWebhook(
          {
            config: app.config,
            db: app.db,
            mailer: app.mailer,
            log: request.log,
            withSessionLock,
            sessionCache: app.chatSessionCache,
            bus: app.liveBus,
            kickIntegrations: app.kickIntegrations,
          },
          { service: request.params.service, connectionId: request.params.connectionId },
          { headers, rawBody: typeof request.body === 'string' ? request.body : '', query },
        );
        if (answer !== 200) throw new AppError(ANSWERS[answer]);
        return { received: true as const };
      },
    );
  };
}
