import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import type { ChatDeps } from '../../chat/chatService';
import type { WithSessionLock } from '../../chat/sessionLock';
import { createConnectorContext } from '../../connections/services/serviceConnector';
import {
  type ChannelConnectionRow,
  claimDelivery,
  findChannelConnection,
  openChannelCredentials,
  setChannelError,
} from '../channelRepository';
import {
  answerVerification,
  type MetaInboundEvent,
  readMetaWebhook,
  verifyMetaSignature,
} from '../meta/metaWebhook';
import type { WhatsAppCloudCredentials } from './connectWhatsAppCloud';
import { receiveWhatsAppCloudMessage } from './receiveWhatsAppCloudMessage';
import { recordInbound, storeMessageStatus } from './whatsAppCloudRepository';

/** The header Meta signs every delivery with. */
export const META_SIGNATURE_HEADER = 'x-hub-signature-256';
/** Most deliveries one bot's webhook takes per rate-limit window (Meta posts from shared addresses). */
const DELIVERIES_PER_WINDOW = 1200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const paramsSchema = z.object({ plubotId: z.string().max(100) });

/** The bot's WhatsApp Cloud connection, when `plubotId` is a bot's id and it has one. */
async function findConnection(
  db: Parameters<typeof findChannelConnection>[0],
  plubotId: string | undefined,
): Promise<ChannelConnectionRow | undefined> {
  return plubotId && UUID.test(plubotId) ? findChannelConnection(db, plubotId, 'whatsapp-cloud') : undefined;
}

/**
 * Meta's webhook of a bot (today its WhatsApp Cloud API number; Messenger and Instagram will share
 * it): `GET /api/channels/meta/:plubotId` answers Meta's subscription check (the `hub.challenge`
 * as text/plain when `hub.verify_token` is the connection's, else 403), and `POST` takes the
 * deliveries. A POST's raw body must carry the right `X-Hub-Signature-256` (HMAC-SHA256 with the
 * sealed app secret) before it is parsed at all (else 401). Only events of the connection's phone
 * number id are read: a status is stored (a failed one becomes the channel's error); a message is
 * claimed by its `wamid` (Meta's retry of it does nothing), its time kept for the 24-hour window,
 * and its turn runs off the request — the answer is a fast 200.
 */
export const metaWebhookRoutes: FastifyPluginAsyncZod<{ withSessionLock: WithSessionLock }> = async (
  app,
  options,
) => {
  // The signature is over the bytes as sent: the body stays raw until it is checked.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const connections = new WeakMap<FastifyRequest, ChannelConnectionRow>();
  const rateLimit = {
    max: DELIVERIES_PER_WINDOW,
    timeWindow: app.config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) =>
      `meta-webhook:${(request.params as { plubotId?: string }).plubotId ?? ''}`,
  };

  app.get(
    '/channels/meta/:plubotId',
    {
      config: { rateLimit },
      schema: { tags: ['channels'], params: paramsSchema },
    },
    async (request, reply) => {
      const row = await findConnection(app.db, request.params.plubotId);
      const verification = answerVerification(
        request.query as Record<string, unknown>,
        row?.details.verifyToken ?? '',
      );
      if (!verification.ok) throw new AppError('FORBIDDEN');
      return reply.code(200).type('text/plain; charset=utf-8').send(verification.challenge);
    },
  );

  app.post(
    '/channels/meta/:plubotId',
    {
      config: { rateLimit },
      onRequest: async (request) => {
        const row = await findConnection(app.db, (request.params as { plubotId?: string }).plubotId);
        if (!row || typeof request.headers[META_SIGNATURE_HEADER] !== 'string')
          throw new AppError('UNAUTHORIZED');
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
      const credentials = openChannelCredentials<WhatsAppCloudCredentials>(
        app.config.ENCRYPTION_KEY,
        connection,
      );
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const header = request.headers[META_SIGNATURE_HEADER];
      if (
        !credentials ||
        !verifyMetaSignature(raw, typeof header === 'string' ? header : undefined, credentials.appSecret)
      ) {
        throw new AppError('UNAUTHORIZED');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        request.log.warn('meta delivery unreadable');
        return { ok: true as const };
      }
      const plubotId = connection.plubotId;
      const events = readMetaWebhook(body).filter(
        (event) => event.product === 'whatsapp' && event.accountId === credentials.phoneNumberId,
      );
      const log = app.log.child({ module: 'whatsapp-cloud', plubotId });
      const chatDeps: ChatDeps = {
        config: app.config,
        db: app.db,
        mailer: app.mailer,
        log,
        withSessionLock: options.withSessionLock,
        sessionCache: app.chatSessionCache,
        language: 'es',
        bus: app.liveBus,
        kickIntegrations: app.kickIntegrations,
      };
      const inbox = { plubotId, credentials, ctx: createConnectorContext(app.config), chatDeps, log };
      for (const event of events) {
        if (event.kind === 'status') {
          await takeStatus(plubotId, event);
          continue;
        }
        if (!(await claimDelivery(app.db, 'whatsapp-cloud', plubotId, `message:${event.externalId}`)))
          continue;
        const now = Date.now();
        await recordInbound(app.db, plubotId, event.from, new Date(Math.min(event.timestamp || now, now)));
        // Images, audio, locations…: the window opens, but the bot has nothing to answer them with.
        if (event.kind === 'unsupported') continue;
        void receiveWhatsAppCloudMessage(inbox, event);
      }
      return { ok: true as const };
    },
  );

  /** Stores a status of a sent message; a failed one becomes the channel's error, in Meta's words. */
  async function takeStatus(plubotId: string, event: MetaInboundEvent): Promise<void> {
    const error = event.error
      ? [event.error.title, event.error.details].filter(Boolean).join(' — ') +
        (event.error.code === null ? '' : ` (#${event.error.code})`)
      : null;
    await storeMessageStatus(app.db, {
      plubotId,
      externalId: event.externalId,
      contact: event.from,
      status: event.status ?? 'sent',
      error,
    });
    if (event.status === 'failed') {
      await setChannelError(
        app.db,
        plubotId,
        'whatsapp-cloud',
        translate('es', 'channels.whatsappCloud.deliveryFailed', { reason: error ?? '' }),
      );
    }
  }
};
