import { formatErrorMessage } from '@plubot/contracts';
import type { BotMessage, ConversationState } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import { pickLanguage, translate } from '../../../i18n/translate';
import type { ChatDeps } from '../../chat/chatService';
import { isVisitorLimit, shouldTellLimit } from '../../whatsapp/receiveWhatsAppMessage';
import { findBotPublicId, setChannelError } from '../channelRepository';
import { runChannelTurn } from '../runChannelTurn';
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
 * Answers one update already claimed (deduplicated) by the webhook, off the request: a pressed
 * button is acknowledged at once (`answerCallbackQuery`, so the client stops its spinner); then the
 * turn runs under the contact's lock (`telegram:<bot>:<chat>`), so one contact's updates run one at
 * a time in arrival order, and every reply is sent before the next update is read. A failure is
 * logged and kept as the channel's error (the sharing panel shows it); the next good turn clears it.
 * Never throws.
 */
export function receiveTelegramUpdate(inbox: TelegramInbox, update: TelegramUpdateRequest): Promise<void> {
  if (update.kind === 'ignored') {
    if (update.callbackId === undefined) return Promise.resolve();
    return acknowledge(inbox, update.callbackId);
  }
  const chatDeps: ChatDeps = {
    ...inbox.chatDeps,
    log: inbox.log,
    language: pickLanguage(update.languageCode),
  };
  const acknowledged = update.kind === 'button' ? acknowledge(inbox, update.callbackId) : Promise.resolve();
  const key = `telegram:${inbox.plubotId}:${update.chatId}`;
  return acknowledged
    .then(() => chatDeps.withSessionLock(key, () => answer({ ...inbox, chatDeps }, update)))
    .then(async (done) => {
      if (done === null) {
        inbox.log.warn({ chatId: update.chatId }, 'telegram update dropped: contact busy elsewhere');
        return;
      }
      await setChannelError(inbox.chatDeps.db, inbox.plubotId, 'telegram', null);
    })
    .catch(async (error) => {
      inbox.log.error({ err: error, chatId: update.chatId }, 'telegram update not answered');
      const reason = error instanceof TelegramSendError ? error.reason : 'internal';
      await setChannelError(
        inbox.chatDeps.db,
        inbox.plubotId,
        'telegram',
        translate('es', 'channels.telegram.replyFailed', { reason }),
      ).catch((stored) => inbox.log.error({ err: stored }, 'telegram channel error not stored'));
    });
}

async function acknowledge(inbox: TelegramInbox, callbackId: string): Promise<void> {
  const answered = await inbox.api.call('answerCallbackQuery', { callback_query_id: callbackId });
  if (!answered.ok) inbox.log.warn({ error: answered.error }, 'telegram callback not answered');
}

type AnsweredUpdate = Exclude<TelegramUpdateRequest, { kind: 'ignored' }>;

async function answer(inbox: TelegramInbox, update: AnsweredUpdate): Promise<true> {
  const publicId = await findBotPublicId(inbox.chatDeps.db, inbox.plubotId);
  if (!publicId) return true;
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
    if (!isVisitorLimit(error)) throw error;
    // Over the hourly limit the contact is told why the bot is silent, once an hour.
    if (!shouldTellLimit(`telegram:${inbox.plubotId}:${update.chatId}`, Date.now())) return true;
    const text = formatErrorMessage(error.code, inbox.chatDeps.language, error.options.params);
    messages = [{ id: 'visitor-limit', nodeId: '', text }];
  }
  await sendTelegramReplies(inbox, update.chatId, messages);
  return true;
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
