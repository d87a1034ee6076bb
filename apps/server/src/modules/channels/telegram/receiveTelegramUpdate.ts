import { formatErrorMessage } from '@plubot/contracts';
import type { BotMessage, ConversationState } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import { pickLanguage, translate } from '../../../i18n/translate';
import type { ChatDeps } from '../../chat/chatService';
import { isVisitorLimit, shouldTellLimit } from '../../whatsapp/receiveWhatsAppMessage';
import type { ClaimedDelivery } from '../channelDeliveryRepository';
import { findBotPublicId } from '../channelRepository';
import { ChannelTurnSavedError, runChannelTurn } from '../runChannelTurn';
import { type ChannelTurnOutcome, ContactBusyError, settleChannelDelivery } from '../settleChannelDelivery';
import type { TelegramUpdateRequest } from './readTelegramUpdate';
import { readCallbackData, renderTelegramMessage } from './renderTelegramMessage';
import type { TelegramApi } from './telegramApi';

/** What answering a Telegram update needs: the bot, its Bot API, the conversation's deps. */
export interface TelegramInbox {
  plubotId: string;
  api: TelegramApi;
  chatDeps: ChatDeps;
  log: FastifyBaseLogger;
}

/** A reply Telegram did not take: its own description, kept as the channel's error. */
export class TelegramSendError extends Error {
  constructor(readonly reason: string) {
    super(`telegram send failed: ${reason}`);
  }
}

/**
 * Answers one update already claimed (deduplicated) by the webhook, off the request — or claimed
 * again by the retry sweeper (`delivery.attempt` > 1): a pressed button is acknowledged at once on
 * its first run (`answerCallbackQuery`, so the client stops its spinner); then the turn runs under
 * the contact's lock (`telegram:<bot>:<chat>`), so one contact's updates run one at a time in
 * arrival order, and every reply is sent before the next update is read. How it ended is stored on
 * the delivery (`settleChannelDelivery`): a turn that failed before it was saved runs again later;
 * replies Telegram refused are the channel's error (the sharing panel shows it), and the next good
 * turn clears it. Never throws.
 */
export function receiveTelegramUpdate(
  inbox: TelegramInbox,
  update: TelegramUpdateRequest,
  delivery: ClaimedDelivery,
): Promise<void> {
  if (update.kind === 'ignored') {
    if (update.callbackId === undefined) return Promise.resolve();
    return acknowledge(inbox, update.callbackId).catch((error) =>
      inbox.log.warn({ err: error }, 'telegram callback not answered'),
    );
  }
  const chatDeps: ChatDeps = {
    ...inbox.chatDeps,
    log: inbox.log,
    language: pickLanguage(update.languageCode),
  };
  // A retry comes long after the press: Telegram no longer takes its acknowledgement.
  const acknowledged =
    update.kind === 'button' && delivery.attempt === 1
      ? acknowledge(inbox, update.callbackId).catch((error) =>
          inbox.log.warn({ err: error }, 'telegram callback not answered'),
        )
      : Promise.resolve();
  const key = `telegram:${inbox.plubotId}:${update.chatId}`;
  return acknowledged
    .then(() => chatDeps.withSessionLock(key, () => answer({ ...inbox, chatDeps }, update)))
    .then(
      (outcome): ChannelTurnOutcome => outcome ?? { kind: 'failed', error: new ContactBusyError() },
      (error: unknown): ChannelTurnOutcome => ({ kind: 'failed', error }),
    )
    .then((outcome) => settleChannelDelivery({ db: inbox.chatDeps.db, log: inbox.log }, delivery, outcome));
}

async function acknowledge(inbox: TelegramInbox, callbackId: string): Promise<void> {
  const answered = await inbox.api.call('answerCallbackQuery', { callback_query_id: callbackId });
  if (!answered.ok) inbox.log.warn({ error: answered.error }, 'telegram callback not answered');
}

type AnsweredUpdate = Exclude<TelegramUpdateRequest, { kind: 'ignored' }>;

/** Replies Telegram did not take (`reason`, its words): the channel's error. */
const notSent = (reason: string): ChannelTurnOutcome => ({
  kind: 'notSent',
  channelError: translate('es', 'channels.telegram.replyFailed', { reason }),
});

async function answer(inbox: TelegramInbox, update: AnsweredUpdate): Promise<ChannelTurnOutcome> {
  const publicId = await findBotPublicId(inbox.chatDeps.db, inbox.plubotId);
  if (!publicId) return { kind: 'answered' };
  const bot = { id: inbox.plubotId, publicId };
  let messages: BotMessage[];
  try {
    const turn = await runChannelTurn(
      inbox.chatDeps,
      bot,
      'telegram',
      update.chatId,
      update.kind === 'button'
        ? (state: Partial<ConversationState>) => ({
            optionId: readCallbackData(
              update.data,
              state.input?.kind === 'choice' ? state.input.options : [],
            ),
          })
        : { text: update.kind === 'text' ? update.text : '/start' },
      { restart: update.kind === 'start' },
    );
    messages = turn.messages;
  } catch (error) {
    if (error instanceof ChannelTurnSavedError) {
      inbox.log.error(
        { err: error.reason, chatId: update.chatId },
        'telegram turn failed after it was saved',
      );
      return notSent('internal');
    }
    if (!isVisitorLimit(error)) throw error;
    // Over the hourly limit the contact is told why the bot is silent, once an hour.
    if (!shouldTellLimit(`telegram:${inbox.plubotId}:${update.chatId}`, Date.now()))
      return { kind: 'answered' };
    const text = formatErrorMessage(error.code, inbox.chatDeps.language, error.options.params);
    messages = [{ id: 'visitor-limit', nodeId: '', text }];
  }
  try {
    await sendTelegramReplies(inbox, update.chatId, messages);
  } catch (error) {
    inbox.log.error({ err: error, chatId: update.chatId }, 'telegram replies not sent');
    return notSent(error instanceof TelegramSendError ? error.reason : 'internal');
  }
  return { kind: 'answered' };
}

/**
 * Sends messages to a Telegram chat in order (`sendMessage`, see `renderTelegramMessage`). A message
 * with a pause ('Esperar') and those after it are sent when the pause is over, from a timer that
 * holds no lock. Throws {@link TelegramSendError} when Telegram refuses one.
 */
export async function sendTelegramReplies(
  inbox: Pick<TelegramInbox, 'api' | 'log'>,
  chatId: string,
  messages: readonly BotMessage[],
): Promise<void> {
  for (const [index, message] of messages.entries()) {
    if (message.delayMs && message.delayMs > 0) {
      const { delayMs, ...now } = message;
      const later = [now, ...messages.slice(index + 1)];
      setTimeout(() => {
        sendTelegramReplies(inbox, chatId, later).catch((error) =>
          inbox.log.error({ err: error, chatId }, 'telegram paused reply not sent'),
        );
      }, delayMs).unref();
      return;
    }
    for (const piece of renderTelegramMessage(message)) {
      const sent = await inbox.api.call('sendMessage', { chat_id: chatId, ...piece });
      if (!sent.ok) throw new TelegramSendError(sent.error);
    }
  }
}
