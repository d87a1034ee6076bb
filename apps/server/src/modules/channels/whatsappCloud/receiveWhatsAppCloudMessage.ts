import type { BotMessage } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatDeps } from '../../chat/chatService';
import type { ConnectorContext } from '../../connections/services/serviceConnector';
import type { ClaimedDelivery } from '../channelDeliveryRepository';
import { sendWhatsApp } from '../meta/metaGraphClient';
import type { MetaInboundEvent } from '../meta/metaWebhook';
import { MetaSendError, receiveMetaMessage } from '../meta/receiveMetaMessage';
import { metaRenderLabels, renderForWhatsApp } from '../meta/renderForMeta';
import type { WhatsAppCloudCredentials } from './connectWhatsAppCloud';

/** What answering a WhatsApp Cloud message needs: the bot, its number's credentials, the conversation's deps. */
export interface WhatsAppCloudInbox {
  plubotId: string;
  credentials: WhatsAppCloudCredentials;
  ctx: ConnectorContext;
  chatDeps: ChatDeps;
  log: FastifyBaseLogger;
}

/** A message Meta did not take (see {@link MetaSendError}). */
export { MetaSendError as WhatsAppCloudSendError } from '../meta/receiveMetaMessage';

/** Answers one WhatsApp Cloud message already claimed (see `receiveMetaMessage`). */
export function receiveWhatsAppCloudMessage(
  inbox: WhatsAppCloudInbox,
  event: MetaInboundEvent,
  delivery: ClaimedDelivery,
): Promise<void> {
  return receiveMetaMessage(
    {
      plubotId: inbox.plubotId,
      channel: 'whatsapp-cloud',
      chatDeps: inbox.chatDeps,
      log: inbox.log,
      failureKey: 'channels.whatsappCloud.replyFailed',
      send: (to, messages) => sendWhatsAppCloudReplies(inbox, to, messages),
    },
    event,
    delivery,
  );
}

/**
 * Sends messages to a WhatsApp number in order (`renderForWhatsApp`: text, reply buttons, lists,
 * images; one Cloud API call each). A message with a pause ('Esperar') and those after it are sent
 * when the pause is over, from a timer that holds no lock (as Telegram and WhatsApp by QR do).
 * Throws {@link MetaSendError} when Meta refuses one.
 */
export async function sendWhatsAppCloudReplies(
  inbox: Pick<WhatsAppCloudInbox, 'ctx' | 'credentials' | 'log'> & { chatDeps: Pick<ChatDeps, 'language'> },
  to: string,
  messages: readonly BotMessage[],
): Promise<void> {
  const { credentials } = inbox;
  const auth = { token: credentials.accessToken, appSecret: credentials.appSecret };
  const labels = metaRenderLabels(inbox.chatDeps.language);
  for (const [index, message] of messages.entries()) {
    if (message.delayMs && message.delayMs > 0) {
      const { delayMs, ...now } = message;
      const later = [now, ...messages.slice(index + 1)];
      setTimeout(() => {
        sendWhatsAppCloudReplies(inbox, to, later).catch((error) =>
          inbox.log.error({ err: error }, 'whatsapp cloud paused reply not sent'),
        );
      }, delayMs).unref();
      return;
    }
    for (const { payload } of renderForWhatsApp(to, [message], labels)) {
      const sent = await sendWhatsApp(inbox.ctx, credentials.phoneNumberId, auth, payload);
      if (!sent.ok) throw new MetaSendError(sent.error, sent.outsideWindow === true);
    }
  }
}
