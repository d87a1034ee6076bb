import { type ConversationMessage, isSupportedChannel } from '@plubot/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { channelConnections, chatSessions } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { LiveBus } from '../live/liveBus';
import { claimDelivery, openChannelCredentials, setChannelError } from './channelRepository';
import { followOutgoingMessages, type OutgoingMessage } from './followOutgoingMessages';
import type { OutgoingAuthor } from './meta/customerWindow';
import { deliverMetaPageMessage } from './metaPage/deliverMetaPageMessage';
import type { TelegramCredentials } from './telegram/connectTelegram';
import { sendTelegramReplies, TelegramSendError } from './telegram/receiveTelegramUpdate';
import { createTelegramApi } from './telegram/telegramApi';
import { deliverWhatsAppCloudMessage } from './whatsappCloud/deliverWhatsAppCloudMessage';

/**
 * Carries to the official channels (Telegram, WhatsApp Cloud, Messenger, Instagram) what the inbox's people write and what the bot says
 * outside its own turns (given back, resumed after a payment), like `deliverInboxMessages` does for
 * WhatsApp by QR. Every server copy hears every event; the first to claim it (`channel_deliveries`,
 * `out:<event id>`) sends it, so it goes out once. A refusal is kept as the channel's error.
 * Returns the unsubscribe.
 */
export function deliverChannelMessages(options: {
  db: Database;
  config: Config;
  bus: LiveBus;
  log: FastifyBaseLogger;
}): () => void {
  const { db, config, bus, log } = options;
  const deliver = async ({ eventId, plubotId, sessionId, message }: OutgoingMessage) => {
    const [row] = await db
      .select({ contact: chatSessions.contact, connection: channelConnections })
      .from(chatSessions)
      .innerJoin(
        channelConnections,
        and(
          eq(channelConnections.plubotId, chatSessions.plubotId),
          sql`${channelConnections.channel} = ${chatSessions.channel}`,
        ),
      )
      .where(eq(chatSessions.id, sessionId));
    if (!row?.contact || row.connection.plubotId !== plubotId) return;
    const { channel } = row.connection;
    if (!isSupportedChannel(channel)) return;
    if (!(await claimDelivery(db, channel, plubotId, `out:${eventId}`))) return;
    const author = outgoingAuthor(message.from);
    const bot = { id: '', nodeId: '', text: message.text };
    const outgoing = {
      ...bot,
      ...(message.buttons ? { buttons: message.buttons } : {}),
      ...(message.card ? { card: message.card } : {}),
    };
    switch (channel) {
      case 'telegram': {
        const credentials = openChannelCredentials<TelegramCredentials>(
          config.ENCRYPTION_KEY,
          row.connection,
        );
        if (!credentials) return;
        const api = createTelegramApi(config, credentials.token);
        try {
          await sendTelegramReplies({ api, log }, row.contact, [outgoing]);
        } catch (error) {
          if (!(error instanceof TelegramSendError)) throw error;
          const reason = translate('es', 'channels.telegram.replyFailed', { reason: error.reason });
          await setChannelError(db, plubotId, channel, reason);
          throw error;
        }
        break;
      }
      case 'whatsapp-cloud': {
        await deliverWhatsAppCloudMessage({ db, config, log }, row.connection, row.contact, outgoing, author);
        break;
      }
      case 'messenger':
      case 'instagram': {
        await deliverMetaPageMessage({ db, config, log }, row.connection, row.contact, outgoing, author);
        break;
      }
    }
  };
  return followOutgoingMessages({ bus, log, failure: 'channel inbox message not sent', deliver });
}

/** Who wrote an outgoing message, as the customer window rules see it. */
function outgoingAuthor(from: ConversationMessage['from']): OutgoingAuthor {
  if (from === 'person') return 'human';
  return from === 'system' ? 'note' : 'bot';
}
