import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/AppError';
import type { WithSessionLock } from '../../chat/sessionLock';
import { answerChannelDelivery, readChannelTurnDeps } from '../answerChannelDelivery';
import {
  type ChannelConnectionRow,
  claimDelivery,
  findChannelConnection,
  matchesWebhookSecret,
} from '../channelRepository';
import { readTelegramUpdate } from './readTelegramUpdate';

/** The header Telegram sends with the webhook's `secret_token`. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';
/** Most updates one bot's webhook takes per rate-limit window (Telegram posts from shared addresses). */
const UPDATES_PER_WINDOW = 1200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const paramsSchema = z.object({ plubotId: z.string().max(100) });

/**
 * `POST /api/channels/telegram/:plubotId`: where Telegram posts a connected bot's updates. Anyone
 * may call it; before its body is read, the secret header must be the connection's (else 401). It
 * answers 200 as soon as the update is claimed — stored by its `update_id` with the update itself,
 * so Telegram's retry of the same update does nothing and a failed turn can run again
 * (`retryChannelDeliveries`) — and the turn runs off the request (`receiveTelegramUpdate`).
 * Unreadable bodies and updates the bot ignores get 200 too, so Telegram does not retry them.
 */
export const telegramWebhookRoutes: FastifyPluginAsyncZod<{ withSessionLock: WithSessionLock }> = async (
  app,
  options,
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const connections = new WeakMap<FastifyRequest, ChannelConnectionRow>();
  const turnDeps = readChannelTurnDeps(app, options.withSessionLock);

  app.post(
    '/channels/telegram/:plubotId',
    {
      config: {
        rateLimit: {
          max: UPDATES_PER_WINDOW,
          timeWindow: app.config.RATE_LIMIT_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) =>
            `telegram-webhook:${(request.params as { plubotId?: string }).plubotId ?? ''}`,
        },
      },
      onRequest: async (request) => {
        const { plubotId } = request.params as { plubotId?: string };
        const given = request.headers[TELEGRAM_SECRET_HEADER];
        const row =
          plubotId && UUID.test(plubotId) && typeof given === 'string'
            ? await findChannelConnection(app.db, plubotId, 'telegram')
            : undefined;
        if (!row || !matchesWebhookSecret(row.webhookSecretHash, given as string)) {
          throw new AppError('UNAUTHORIZED');
        }
        connections.set(request, row);
      },
      schema: {
        tags: ['channels'],
        params: paramsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const connection = connections.get(request);
      if (!connection) throw new AppError('UNAUTHORIZED');
      let body: unknown;
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        request.log.warn('telegram update unreadable');
        return { ok: true as const };
      }
      const update = readTelegramUpdate(body);
      if (!update) return { ok: true as const };
      const delivery = {
        channel: 'telegram',
        plubotId: connection.plubotId,
        externalId: `update:${update.updateId}`,
        attempt: 1,
      };
      // An update the bot ignores has no turn to run again: it is done once claimed.
      const payload = update.kind === 'ignored' ? undefined : update;
      if (!(await claimDelivery(app.db, delivery.channel, delivery.plubotId, delivery.externalId, payload))) {
        return { ok: true as const };
      }
      void answerChannelDelivery(turnDeps, connection, delivery, update);
      return { ok: true as const };
    },
  );
};
