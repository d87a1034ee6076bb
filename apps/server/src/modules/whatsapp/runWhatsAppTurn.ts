import { type ChatDeps, replyChat, startChat, type TurnAnswer } from '../chat/chatService';
import { findLatestContactSession } from './whatsappRepository';

/**
 * Answers one WhatsApp message with the bot's flow: the contact's latest conversation goes on if it
 * has not ended; otherwise (first message, or writing again after the end) a new one starts, and
 * the message that opened it only wakes the bot. Call it one message at a time per contact.
 */
export async function runWhatsAppTurn(
  deps: ChatDeps,
  bot: { id: string; publicId: string },
  contact: string,
  text: string,
): Promise<TurnAnswer> {
  const latest = await findLatestContactSession(deps.db, bot.id, contact);
  if (latest && !latest.ended) {
    const answer = await replyChat(deps, latest.id, { text });
    const alreadyOver = answer.ended && answer.messages.length === 0;
    if (!alreadyOver) return answer;
  }
  return startChat(deps, bot.publicId, 'whatsapp', contact);
}
