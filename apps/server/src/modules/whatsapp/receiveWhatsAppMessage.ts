import { formatErrorMessage } from '@plubot/contracts';
import type { BotMessage } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/AppError';
import type { ChatDeps } from '../chat/chatService';
import { readDirectContact } from './readDirectContact';
import { renderWhatsAppText } from './renderWhatsAppText';
import { runWhatsAppTurn } from './runWhatsAppTurn';
import { systemClock, type WhatsAppClock } from './whatsappClock';
import { findLinkedBot } from './whatsappRepository';
import type { WhatsAppEvent, WhatsAppTransport } from './whatsappTransport';

export interface WhatsAppInbox {
  plubotId: string;
  chatDeps: ChatDeps;
  log: FastifyBaseLogger;
  /** The socket to answer through right now (it changes when the link reconnects); null when closed. */
  transport: () => WhatsAppTransport | null;
  /** The link's row or bot is gone (forgotten by another copy, or the bot was deleted). */
  onUnlinked: () => Promise<void>;
}

type IncomingMessage = Extract<WhatsAppEvent, { type: 'message' }>;

/**
 * Takes one incoming WhatsApp message for a bot: one-to-one texts from other people are answered
 * with the bot's flow; groups, broadcasts, channels and our own messages are ignored. Messages of
 * one contact are queued here, synchronously, so they run one at a time in arrival order, and each
 * is answered completely (every reply sent) before the next one is read. Never throws.
 */
export function receiveWhatsAppMessage(inbox: WhatsAppInbox, message: IncomingMessage): void {
  if (message.fromMe) return;
  const contact = readDirectContact(message.from, message.fromPhone);
  const text = message.text.trim();
  if (!contact || text === '') return;
  void inbox.chatDeps
    .withSessionLock(`whatsapp:${inbox.plubotId}:${contact}`, () =>
      answer(inbox, message.from, contact, text),
    )
    .then((done) => {
      if (done === null) inbox.log.warn({ contact }, 'whatsapp message dropped: contact busy elsewhere');
    })
    .catch((error) => inbox.log.error({ err: error, contact }, 'whatsapp message not answered'));
}

async function answer(inbox: WhatsAppInbox, to: string, contact: string, text: string): Promise<true> {
  const bot = await findLinkedBot(inbox.chatDeps.db, inbox.plubotId);
  if (!bot) {
    await inbox.onUnlinked();
    return true;
  }
  let turn: Awaited<ReturnType<typeof runWhatsAppTurn>>;
  try {
    turn = await runWhatsAppTurn(
      { ...inbox.chatDeps, log: inbox.log },
      { id: inbox.plubotId, ...bot },
      contact,
      text,
    );
  } catch (error) {
    if (!isVisitorLimit(error)) throw error;
    // Over the hourly limit the contact is told why the bot is silent — once an hour, so a flood of
    // messages never becomes a flood of replies from the owner's number.
    if (shouldTellLimit(`${inbox.plubotId}:${contact}`, Date.now())) {
      const body = formatErrorMessage(error.code, inbox.chatDeps.language, error.options.params);
      await sendReplies(inbox, to, contact, [{ id: 'visitor-limit', nodeId: '', text: body }]);
    }
    return true;
  }
  await sendReplies(inbox, to, contact, turn.messages);
  return true;
}

/** Whether a turn was refused for the visitor's hourly limits (the contact is told, once an hour). */
export const isVisitorLimit = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (error.code === 'CHAT_VISITOR_REPLY_LIMIT' || error.code === 'CHAT_VISITOR_CONVERSATION_LIMIT');

const LIMIT_NOTICE_MS = 60 * 60 * 1000;
const MAX_LIMIT_NOTICES = 10_000;
/**
 * When each contact over a visitor limit was last told (one server copy serves a linked number,
 * so this needs no sharing); the oldest entries go first past `MAX_LIMIT_NOTICES`.
 */
const limitNotices = new Map<string, number>();

/** True when `key` was not told within the last hour; notes that it is being told now. */
export function shouldTellLimit(key: string, now: number): boolean {
  const told = limitNotices.get(key);
  if (told !== undefined && now - told < LIMIT_NOTICE_MS) return false;
  limitNotices.delete(key);
  limitNotices.set(key, now);
  if (limitNotices.size > MAX_LIMIT_NOTICES) {
    const oldest = limitNotices.keys().next().value;
    if (oldest !== undefined) limitNotices.delete(oldest);
  }
  return true;
}

/**
 * Sends a turn's messages in order. A message with a pause ('Esperar') and those after it are sent
 * when the pause is over, from a timer: the wait holds neither this contact's lock nor any other
 * conversation.
 */
export async function sendReplies(
  inbox: Pick<WhatsAppInbox, 'transport' | 'log'>,
  to: string,
  contact: string,
  messages: readonly BotMessage[],
  clock: Pick<WhatsAppClock, 'setTimeout'> = systemClock,
): Promise<void> {
  for (const [index, message] of messages.entries()) {
    if (message.delayMs && message.delayMs > 0) {
      const { delayMs, ...now } = message;
      const later = [now, ...messages.slice(index + 1)];
      clock.setTimeout(() => {
        sendReplies(inbox, to, contact, later, clock).catch((error) =>
          inbox.log.error({ err: error, contact }, 'whatsapp paused reply not sent'),
        );
      }, delayMs);
      return;
    }
    const body = renderWhatsAppText(message);
    if (body === '') continue;
    const transport = inbox.transport();
    if (!transport) {
      inbox.log.warn({ contact }, 'whatsapp reply not sent: socket closed');
      return;
    }
    await transport.sendText(to, body);
  }
}
