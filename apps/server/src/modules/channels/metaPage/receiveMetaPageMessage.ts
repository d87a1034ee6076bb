import type { BotMessage } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatDeps } from '../../chat/chatService';
import type { ConnectorContext } from '../../connections/services/serviceConnector';
import type { ClaimedDelivery } from '../channelDeliveryRepository';
import { sendMessenger } from '../meta/metaGraphClient';
import { recordSentMessage } from '../meta/metaMessageStatuses';
import type { MetaInboundEvent } from '../meta/metaWebhook';
import { MetaSendError, receiveMetaMessage } from '../meta/receiveMetaMessage';
import { metaRenderLabels, renderForMessenger } from '../meta/renderForMeta';
import type { MetaPageChannel, MetaPageCredentials } from './connectMetaPage';

/** What answering a Messenger or Instagram message needs: the bot, its Page's credentials, the conversation's deps. */
export interface MetaPageInbox {
  plubotId: string;
  channel: MetaPageChannel;
  credentials: MetaPageCredentials;
  ctx: ConnectorContext;
  chatDeps: ChatDeps;
  log: FastifyBaseLogger;
}

/** A message Meta did not take (see {@link MetaSendError}). */
export { MetaSendError as MetaPageSendError } from '../meta/receiveMetaMessage';

/** Answers one Messenger or Instagram message already claimed (see `receiveMetaMessage`). */
export function receiveMetaPageMessage(
  inbox: MetaPageInbox,
  event: MetaInboundEvent,
  delivery: ClaimedDelivery,
): Promise<void> {
  return receiveMetaMessage(
    {
      plubotId: inbox.plubotId,
      channel: inbox.channel,
      chatDeps: inbox.chatDeps,
      log: inbox.log,
      failureKey: 'channels.metaPage.replyFailed',
      send: (to, messages) => sendMetaPageReplies(inbox, to, messages),
    },
    event,
    delivery,
  );
}

/**
 * Sends messages to a Messenger or Instagram person in order (`renderForMessenger`: text split at
 * the product's limit, menus as quick replies; one Send API call each, on the Page). With
 * `humanAgent` (a person's reply from the inbox past the 24-hour window) each carries the
 * HUMAN_AGENT tag. A message with a pause ('Esperar') and those after it are sent when the pause is
 * over, from a timer that holds no lock. Each message Meta takes is noted as `sent` (its `mid`,
 * `recordSentMessage`), so the person's delivery and read receipts can find it. Throws
 * {@link MetaSendError} when Meta refuses one.
 */
export async function sendMetaPageReplies(
  inbox: Pick<MetaPageInbox, 'ctx' | 'credentials' | 'log' | 'channel' | 'plubotId'> & {
    chatDeps: Pick<ChatDeps, 'language' | 'db'>;
  },
  to: string,
  messages: readonly BotMessage[],
  options: { humanAgent?: boolean } = {},
): Promise<void> {
  const { credentials } = inbox;
  const auth = { token: credentials.accessToken, appSecret: credentials.appSecret };
  const labels = metaRenderLabels(inbox.chatDeps.language);
  for (const [index, message] of messages.entries()) {
    if (message.delayMs && message.delayMs > 0) {
      const { delayMs, ...now } = message;
      const later = [now, ...messages.slice(index + 1)];
      setTimeout(() => {
        sendMetaPageReplies(inbox, to, later, options).catch((error) =>
          inbox.log.error({ err: error }, 'meta page paused reply not sent'),
        );
      }, delayMs).unref();
      return;
    }
    for (const { payload } of renderForMessenger(inbox.channel, to, [message], labels, options)) {
      const sentAt = new Date();
      const sent = await sendMessenger(inbox.ctx, credentials.pageId, auth, payload);
      if (!sent.ok) throw new MetaSendError(sent.error, sent.outsideWindow === true);
      if (sent.value.messageId) await noteSent(inbox, to, sent.value.messageId, sentAt);
    }
  }
}

/** Notes a message Meta took as `sent`; failing to note it never fails the sending. */
async function noteSent(
  inbox: Pick<MetaPageInbox, 'channel' | 'plubotId' | 'log'> & { chatDeps: Pick<ChatDeps, 'db'> },
  contact: string,
  externalId: string,
  sentAt: Date,
): Promise<void> {
  try {
    await recordSentMessage(inbox.chatDeps.db, {
      plubotId: inbox.plubotId,
      channel: inbox.channel,
      externalId,
      contact,
      sentAt,
    });
  } catch (error) {
    inbox.log.warn({ err: error, channel: inbox.channel }, 'meta page message status not stored');
  }
}
