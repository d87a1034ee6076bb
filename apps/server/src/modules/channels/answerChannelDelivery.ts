import type { FastifyInstance } from 'fastify';
import type { ChatDeps } from '../chat/chatService';
import type { WithSessionLock } from '../chat/sessionLock';
import { createConnectorContext } from '../connections/services/serviceConnector';
import type { ClaimedDelivery } from './channelDeliveryRepository';
import { type ChannelConnectionRow, openChannelCredentials } from './channelRepository';
import type { MetaInboundEvent } from './meta/metaWebhook';
import type { MetaPageChannel, MetaPageCredentials } from './metaPage/connectMetaPage';
import { receiveMetaPageMessage } from './metaPage/receiveMetaPageMessage';
import { settleChannelDelivery } from './settleChannelDelivery';
import type { TelegramCredentials } from './telegram/connectTelegram';
import type { TelegramUpdateRequest } from './telegram/readTelegramUpdate';
import { receiveTelegramUpdate } from './telegram/receiveTelegramUpdate';
import { createTelegramApi } from './telegram/telegramApi';
import type { WhatsAppCloudCredentials } from './whatsappCloud/connectWhatsAppCloud';
import { receiveWhatsAppCloudMessage } from './whatsappCloud/receiveWhatsAppCloudMessage';

/** What a channel's turn needs of the server, whoever runs it (a webhook, the retry sweeper). */
export type ChannelTurnDeps = Omit<ChatDeps, 'language' | 'visitor'>;

/** A Meta connection of a bot with its credentials opened (all carry their app's secret). */
export type OpenedMetaConnection =
  | { channel: 'whatsapp-cloud'; credentials: WhatsAppCloudCredentials }
  | { channel: MetaPageChannel; credentials: MetaPageCredentials };

/** The server's deps for channel turns. */
export function readChannelTurnDeps(app: FastifyInstance, withSessionLock: WithSessionLock): ChannelTurnDeps {
  return {
    config: app.config,
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    withSessionLock,
    sessionCache: app.chatSessionCache,
    bus: app.liveBus,
    kickIntegrations: app.kickIntegrations,
  };
}

/** A Meta connection's credentials opened, when they still open. */
export function openMetaConnection(
  encryptionKey: string,
  row: ChannelConnectionRow,
): OpenedMetaConnection | undefined {
  if (row.channel === 'whatsapp-cloud') {
    const credentials = openChannelCredentials<WhatsAppCloudCredentials>(encryptionKey, row);
    return credentials ? { channel: 'whatsapp-cloud', credentials } : undefined;
  }
  if (row.channel !== 'messenger' && row.channel !== 'instagram') return undefined;
  const credentials = openChannelCredentials<MetaPageCredentials>(encryptionKey, row);
  return credentials ? { channel: row.channel, credentials } : undefined;
}

/**
 * Runs the turn of one claimed incoming update of `connection` (a Telegram update, a Meta message
 * event: `payload`, as claimed) through its channel's receiver — the webhook's first run and the
 * sweeper's retries alike, so both keep the contact's lock and order. Credentials that no longer
 * open fail the run (it is tried again, then given up). Never throws.
 */
export function answerChannelDelivery(
  deps: ChannelTurnDeps,
  connection: ChannelConnectionRow,
  delivery: ClaimedDelivery,
  payload: object,
): Promise<void> {
  const { plubotId } = connection;
  const { config } = deps;
  delivery = { ...delivery, channelInError: connection.status === 'error' };
  if (connection.channel === 'telegram') {
    const log = deps.log.child({ module: 'telegram', plubotId });
    const credentials = openChannelCredentials<TelegramCredentials>(config.ENCRYPTION_KEY, connection);
    if (!credentials) return credentialsLost({ ...deps, log }, delivery);
    const inbox = {
      plubotId,
      api: createTelegramApi(config, credentials.token),
      log,
      chatDeps: { ...deps, language: 'es' as const },
    };
    return receiveTelegramUpdate(inbox, payload as TelegramUpdateRequest, delivery);
  }
  const log = deps.log.child({ module: 'meta-webhook', plubotId, channel: connection.channel });
  const opened = openMetaConnection(config.ENCRYPTION_KEY, connection);
  if (!opened) return credentialsLost({ ...deps, log }, delivery);
  const event = payload as MetaInboundEvent;
  const inbox = {
    plubotId,
    ctx: createConnectorContext(config),
    chatDeps: { ...deps, log, language: 'es' as const },
    log,
  };
  if (opened.channel === 'whatsapp-cloud')
    return receiveWhatsAppCloudMessage({ ...inbox, credentials: opened.credentials }, event, delivery);
  return receiveMetaPageMessage(
    { ...inbox, channel: opened.channel, credentials: opened.credentials },
    event,
    delivery,
  );
}

function credentialsLost(deps: ChannelTurnDeps, delivery: ClaimedDelivery): Promise<void> {
  deps.log.error({ channel: delivery.channel }, 'channel credentials no longer open');
  return settleChannelDelivery(deps, delivery, {
    kind: 'failed',
    error: new Error('credentials no longer open'),
  });
}
