import { type ChannelName, formatErrorMessage } from '@plubot/contracts';
import type { BotMessage, ConversationState, UserReply } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../../i18n/translate';
import type { ChatDeps } from '../../chat/chatService';
import { isVisitorLimit, shouldTellLimit } from '../../whatsapp/receiveWhatsAppMessage';
import type { ClaimedDelivery } from '../channelDeliveryRepository';
import { findBotPublicId } from '../channelRepository';
import { ChannelTurnSavedError, runChannelTurn } from '../runChannelTurn';
import { type ChannelTurnOutcome, ContactBusyError, settleChannelDelivery } from '../settleChannelDelivery';
import { resolveMetaOptionId } from './metaText';
import type { MetaInboundEvent } from './metaWebhook';

/** A message Meta did not take: its own words (never the token), and whether the 24-hour window was closed. */
export class MetaSendError extends Error {
  constructor(
    readonly reason: string,
    readonly outsideWindow: boolean,
  ) {
    super(`meta send failed: ${reason}`);
  }
}

/** What answering one message of a Meta channel needs: the bot and channel, and how to send. */
export interface MetaReceipt {
  plubotId: string;
  channel: ChannelName;
  chatDeps: ChatDeps;
  log: FastifyBaseLogger;
  /** The i18n key of the channel's error when a reply fails (`{{reason}}`: Meta's words). */
  failureKey: string;
  /** Sends the bot's messages to the contact, in order; throws {@link MetaSendError} when refused. */
  send(to: string, messages: readonly BotMessage[]): Promise<void>;
}

/**
 * Answers one message of a Meta channel (WhatsApp Cloud, Messenger, Instagram) — a text, or a reply
 * button, list row, quick reply or postback pressed — already claimed by the webhook, off the
 * request, or claimed again by the retry sweeper: the turn runs under the contact's lock
 * (`<channel>:<bot>:<contact>`), so one contact's messages run one at a time in arrival order, and
 * every reply is sent before the next message is read. A pressed option is mapped back to the menu
 * the conversation waits on (`resolveMetaOptionId`; an unknown one is read as its title). Over a
 * visitor limit the contact is told why the bot is silent, once an hour. How it ended is stored on
 * the delivery (`settleChannelDelivery`): a turn that failed before it was saved runs again later;
 * replies Meta refused are the channel's error, and the next good turn clears it. Never throws.
 */
export function receiveMetaMessage(
  receipt: MetaReceipt,
  event: MetaInboundEvent,
  delivery: ClaimedDelivery,
): Promise<void> {
  const { chatDeps, plubotId, channel, log } = receipt;
  return chatDeps
    .withSessionLock(`${channel}:${plubotId}:${event.from}`, () => answer(receipt, event))
    .then(
      (outcome): ChannelTurnOutcome => outcome ?? { kind: 'failed', error: new ContactBusyError() },
      (error: unknown): ChannelTurnOutcome => ({ kind: 'failed', error }),
    )
    .then((outcome) => settleChannelDelivery({ db: chatDeps.db, log }, delivery, outcome));
}

/** The reply a choice event stands for in the conversation's state: its option, else its title as text. */
function readChoice(event: MetaInboundEvent, state: Partial<ConversationState>): UserReply {
  const options = state.input?.kind === 'choice' ? state.input.options : [];
  const optionId = resolveMetaOptionId(event.optionId ?? '', options);
  return optionId ? { optionId } : { text: event.text ?? '' };
}

/** Replies Meta did not take (`reason`, its words): the channel's error. */
const notSent = (receipt: MetaReceipt, reason: string): ChannelTurnOutcome => ({
  kind: 'notSent',
  channelError: translate('es', receipt.failureKey, { reason }),
});

async function answer(receipt: MetaReceipt, event: MetaInboundEvent): Promise<ChannelTurnOutcome> {
  const { chatDeps, plubotId, channel, log } = receipt;
  const publicId = await findBotPublicId(chatDeps.db, plubotId);
  if (!publicId) return { kind: 'answered' };
  let messages: BotMessage[];
  try {
    const turn = await runChannelTurn(
      chatDeps,
      { id: plubotId, publicId },
      channel,
      event.from,
      event.kind === 'choice'
        ? (state: Partial<ConversationState>) => readChoice(event, state)
        : { text: event.text ?? '' },
    );
    messages = turn.messages;
  } catch (error) {
    if (error instanceof ChannelTurnSavedError) {
      log.error({ err: error.reason, channel }, 'meta turn failed after it was saved');
      return notSent(receipt, 'internal');
    }
    if (!isVisitorLimit(error)) throw error;
    if (!shouldTellLimit(`${channel}:${plubotId}:${event.from}`, Date.now())) return { kind: 'answered' };
    const text = formatErrorMessage(error.code, chatDeps.language, error.options.params);
    messages = [{ id: 'visitor-limit', nodeId: '', text }];
  }
  try {
    await receipt.send(event.from, messages);
  } catch (error) {
    log.error({ err: error, channel }, 'meta replies not sent');
    return notSent(receipt, error instanceof MetaSendError ? error.reason : 'internal');
  }
  return { kind: 'answered' };
}
