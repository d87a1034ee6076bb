import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import type { WithSessionLock } from '../../chat/sessionLock';
import {
  answerChannelDelivery,
  type OpenedMetaConnection,
  openMetaConnection,
  readChannelTurnDeps,
} from '../answerChannelDelivery';
import {
  type ChannelConnectionRow,
  claimDelivery,
  listChannelConnections,
  setChannelError,
} from '../channelRepository';
import { type MetaStatusChannel, storeMessageStatus, storeStatusUpTo } from '../meta/metaMessageStatuses';
import {
  answerVerification,
  type MetaInboundEvent,
  readMetaWebhook,
  verifyMetaSignature,
} from '../meta/metaWebhook';
import { recordInbound } from './whatsAppCloudRepository';

/** The header Meta signs every delivery with. */
export const META_SIGNATURE_HEADER = 'x-hub-signature-256';
/** Most deliveries one bot's webhook takes per rate-limit window (Meta posts from shared addresses). */
const DELIVERIES_PER_WINDOW = 1200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const paramsSchema = z.object({ plubotId: z.string().max(100) });

/** The channels Meta's webhook serves: one URL per bot for all three products. */
const META_CHANNELS: readonly string[] = ['whatsapp-cloud', 'messenger', 'instagram'];

/** Which channel serves each of Meta's products. */
const PRODUCT_CHANNEL = {
  whatsapp: 'whatsapp-cloud',
  messenger: 'messenger',
  instagram: 'instagram',
} as const;

/** The bot's Meta connections (WhatsApp Cloud, Messenger, Instagram), when `plubotId` is a bot's id. */
async function findMetaConnections(
  db: Parameters<typeof listChannelConnections>[0],
  plubotId: string | undefined,
): Promise<ChannelConnectionRow[]> {
  if (!plubotId || !UUID.test(plubotId)) return [];
  const rows = await listChannelConnections(db, plubotId);
  return rows.filter((row) => META_CHANNELS.includes(row.channel));
}

/** The account of ours an event must name to be this connection's. */
function accountOf(connection: OpenedMetaConnection): string | undefined {
  if (connection.channel === 'whatsapp-cloud') return connection.credentials.phoneNumberId;
  return connection.channel === 'instagram'
    ? connection.credentials.instagramId
    : connection.credentials.pageId;
}

/**
 * Meta's webhook of a bot, shared by its WhatsApp Cloud API number, its Page's Messenger and its
 * Instagram account: `GET /api/channels/meta/:plubotId` answers Meta's subscription check (the
 * `hub.challenge` as text/plain when `hub.verify_token` is one of the bot's Meta connections', else
 * 403), and `POST` takes the deliveries. A POST's raw body must carry an `X-Hub-Signature-256`
 * (HMAC-SHA256) right for the sealed app secret of at least one of the bot's Meta connections
 * before it is parsed at all (else 401): when a bot's channels were connected with different Meta
 * apps, each connection's secret is tried, and only the connections whose secret signed the
 * delivery take its events. Each event goes to the connection of its product and account (the
 * phone number id for WhatsApp, the Page id for Messenger, the Instagram account id for
 * Instagram); any other is left out. A status of a sent message is stored — WhatsApp's statuses
 * (a failed one becomes the channel's error), Messenger's delivery and read receipts (a watermark
 * covers every message sent to the person before it), Instagram's reads; a message is claimed by
 * its id (`wamid` or `mid`: Meta's retry of it does nothing) with the event, so a failed turn can
 * run again (`retryChannelDeliveries`), its time kept for the window, and its turn runs off the
 * request — a fast 200.
 */
export const metaWebhookRoutes: FastifyPluginAsyncZod<{ withSessionLock: WithSessionLock }> = async (
  app,
  options,
) => {
  // The signature is over the bytes as sent: the body stays raw until it is checked.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const connections = new WeakMap<FastifyRequest, ChannelConnectionRow[]>();
  const turnDeps = readChannelTurnDeps(app, options.withSessionLock);
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
      const rows = await findMetaConnections(app.db, request.params.plubotId);
      const query = request.query as Record<string, unknown>;
      for (const row of rows) {
        const verification = answerVerification(query, row.details.verifyToken ?? '');
        if (verification.ok)
          return reply.code(200).type('text/plain; charset=utf-8').send(verification.challenge);
      }
      throw new AppError('FORBIDDEN');
    },
  );

  app.post(
    '/channels/meta/:plubotId',
    {
      config: { rateLimit },
      onRequest: async (request) => {
        const plubotId = (request.params as { plubotId?: string }).plubotId;
        const rows = await findMetaConnections(app.db, plubotId);
        if (rows.length === 0 || typeof request.headers[META_SIGNATURE_HEADER] !== 'string')
          throw new AppError('UNAUTHORIZED');
        connections.set(request, rows);
      },
      schema: {
        tags: ['channels'],
        params: paramsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const rows = connections.get(request) ?? [];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const header = request.headers[META_SIGNATURE_HEADER];
      const signature = typeof header === 'string' ? header : undefined;
      // Each connection is checked with its own app's secret: only those that signed it are served.
      const signedFor = rows
        .map((row) => ({ row, opened: openMetaConnection(app.config.ENCRYPTION_KEY, row) }))
        .filter(
          (candidate): candidate is { row: ChannelConnectionRow; opened: OpenedMetaConnection } =>
            candidate.opened !== undefined &&
            verifyMetaSignature(raw, signature, candidate.opened.credentials.appSecret),
        );
      const plubotId = rows[0]?.plubotId;
      if (signedFor.length === 0 || !plubotId) throw new AppError('UNAUTHORIZED');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        request.log.warn('meta delivery unreadable');
        return { ok: true as const };
      }
      for (const event of readMetaWebhook(body)) {
        const signed = signedFor.find(
          ({ opened }) =>
            opened.channel === PRODUCT_CHANNEL[event.product] && accountOf(opened) === event.accountId,
        );
        if (!signed) continue;
        const channel = signed.opened.channel;
        if (event.kind === 'status' || event.kind === 'watermark') {
          await takeStatus(plubotId, channel, event);
          continue;
        }
        const delivery = { channel, plubotId, externalId: `message:${event.externalId}`, attempt: 1 };
        // Images, audio, locations…: the window opens, but the bot has nothing to answer them with.
        const payload = event.kind === 'unsupported' ? undefined : event;
        if (!(await claimDelivery(app.db, channel, plubotId, delivery.externalId, payload))) continue;
        const now = Date.now();
        const at = new Date(Math.min(event.timestamp || now, now));
        await recordInbound(app.db, plubotId, event.from, at, channel);
        if (payload) void answerChannelDelivery(turnDeps, signed.row, delivery, payload);
      }
      return { ok: true as const };
    },
  );

  /**
   * Stores a status of a sent message, or a receipt's watermark; a failed WhatsApp message becomes
   * the channel's error, in Meta's words.
   */
  async function takeStatus(
    plubotId: string,
    channel: MetaStatusChannel,
    event: MetaInboundEvent,
  ): Promise<void> {
    if (event.kind === 'watermark') {
      if (event.status !== 'delivered' && event.status !== 'read') return;
      await storeStatusUpTo(app.db, {
        plubotId,
        channel,
        contact: event.from,
        status: event.status,
        upTo: new Date(event.watermark ?? 0),
      });
      return;
    }
    const error = event.error
      ? [event.error.title, event.error.details].filter(Boolean).join(' — ') +
        (event.error.code === null ? '' : ` (#${event.error.code})`)
      : null;
    await storeMessageStatus(app.db, {
      plubotId,
      channel,
      externalId: event.externalId,
      contact: event.from,
      status: event.status ?? 'sent',
      error,
    });
    if (event.status === 'failed' && channel === 'whatsapp-cloud') {
      await setChannelError(
        app.db,
        plubotId,
        'whatsapp-cloud',
        translate('es', 'channels.whatsappCloud.deliveryFailed', { reason: error ?? '' }),
      );
    }
  }
};
