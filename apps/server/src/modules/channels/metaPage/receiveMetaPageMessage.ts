import { formatErrorMessage } from '@plubot/contracts';
import type { BotMessage, ConversationState, UserReply } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import type { ChatDeps } from '../../chat/chatService';
import type { ConnectorContext } from '../../connections/services/serviceConnector';
import { shouldTellLimit } from '../../whatsapp/receiveWhatsAppMessage';
import { findBotPublicId, setChannelError } from '../channelRepository';
import { sendMessenger } from '../meta/metaGraphClient';
import { resolveMetaOptionId } from '../meta/metaText';
import type { MetaInboundEvent } from '../meta/metaWebhook';
import { metaRenderLabels, renderForMessenger } from '../meta/renderForMeta';
import { runChannelTurn } from '../runChannelTurn';
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

/** A message Meta did not take: its own words (never the token), and whether the 24-hour window was closed. */
export class MetaPageSendError extends Error {
  constructor(
    readonly reason: string,
    readonly outsideWindow: boolean,
  ) {
    super(`messenger/instagram send failed: ${reason}`);
  }
}

/**
 * Answers one Messenger or Instagram message (text, or a quick reply or postback pressed) already
 * claimed by the webhook, off the request: the turn runs under the contact's lock
 * (`<channel>:<bot>:<person id>`), so one contact's messages run one at a time in arrival order, and
 * every reply is sent before the next message is read. A pressed option is mapped back to the menu
 * the conversation waits on (`resolveMetaOptionId`; an unknown one is read as its title). A failure
 * is logged and kept as the channel's error; the next good turn clears it. Never throws.
 */
export function receiveMetaPageMessage(inbox: MetaPageInbox, event: MetaInboundEvent): Promise<void> {
  const key = `${inbox.channel}:${inbox.plubotId}:${event.from}`;
  return inbox.chatDeps
    .withSessionLock(key, () => answer(inbox, event))
    .then(async (done) => {
      if (done === null) {
        inbox.log.warn('meta page message dropped: contact busy elsewhere');
        return;
      }
      await setChannelError(inbox.chatDeps.db, inbox.plubotId, inbox.channel, null);
    })
    .catch(async (error) => {
      inbox.log.error({ err: error }, 'meta page message not answered');
      const reason = error instanceof MetaPageSendError ? error.reason : 'internal';
      await setChannelError(
        inbox.chatDeps.db,
        inbox.plubotId,
        inbox.channel,
        translate('es', 'channels.metaPage.replyFailed', { reason }),
      ).catch((stored) => inbox.log.error({ err: stored }, 'meta page channel error not stored'));
    });
}

/** The reply a choice event stands for in the conversation's state: its option, else its title as text. */
function readChoice(event: MetaInboundEvent, state: Partial<ConversationState>): UserReply {
  const options = state.input?.kind === 'choice' ? state.input.options : [];
  const optionId = resolveMetaOptionId(event.optionId ?? '', options);
  return optionId ? { optionId } : { text: event.text ?? '' };
}

async function answer(inbox: MetaPageInbox, event: MetaInboundEvent): Promise<true> {
  const publicId = await findBotPublicId(inbox.chatDeps.db, inbox.plubotId);
  if (!publicId) return true;
  const bot = { id: inbox.plubotId, publicId };
  let messages: BotMessage[];
  try {
    const turn = await runChannelTurn(
      inbox.chatDeps,
      bot,
      inbox.channel,
      event.from,
      event.kind === 'choice'
        ? (state: Partial<ConversationState>) => readChoice(event, state)
        : { text: event.text ?? '' },
    );
    messages = turn.messages;
  } catch (error) {
    if (!isVisitorLimit(error)) throw error;
    // Over the hourly limit the contact is told why the bot is silent, once an hour.
    if (!shouldTellLimit(`${inbox.channel}:${inbox.plubotId}:${event.from}`, Date.now())) return true;
    const text = formatErrorMessage(error.code, inbox.chatDeps.language, error.options.params);
    messages = [{ id: 'visitor-limit', nodeId: '', text }];
  }
  await sendMetaPageReplies(inbox, event.from, messages);
  return true;
}

const isVisitorLimit = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (error.code === 'CHAT_VISITOR_REPLY_LIMIT' || error.code === 'CHAT_VISITOR_CONVERSATION_LIMIT');

/**
 * Sends messages to a Messenger or Instagram person in order (`renderForMessenger`: text split at
 * the product's limit, menus as quick replies; one Send API call each, on the Page). With
 * `humanAgent` (a person's reply from the inbox past the 24-hour window) each carries the
 * HUMAN_AGENT tag. A message with a pause ('Esperar') and those after it are sent when the pause is
 * over, from a timer that holds no lock. Throws {@link MetaPageSendError} when Meta refuses one.
 */
export async function sendMetaPageReplies(
  inbox: Pick<MetaPageInbox, 'ctx' | 'credentials' | 'log' | 'channel'> & {
    chatDeps: Pick<ChatDeps, 'language'>;
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
      const sent = await sendMessenger(inbox.ctx, credentials.pageId, auth, payload);
      if (!sent.ok) throw new MetaPageSendError(sent.error, sent.outsideWindow === true);
    }
  }
}
