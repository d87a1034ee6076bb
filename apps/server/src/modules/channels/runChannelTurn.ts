import type { ConversationState, UserReply } from '@plubot/engine';
import { type Channel, type ChatDeps, replyChat, startChat, type TurnAnswer } from '../chat/chatService';
import { findLatestChannelSession } from './channelRepository';

/**
 * Answers one message of a messaging channel's contact with the bot's flow: the contact's latest
 * conversation on the channel goes on if it has not ended; otherwise (first message, writing again
 * after the end, or `restart` — Telegram's /start) a new one starts, and the message that opened it
 * only wakes the bot. `reply` may be read from the conversation's state (a pressed button's data
 * mapped to its option). Call it one message at a time per contact.
 */
export async function runChannelTurn(
  deps: ChatDeps,
  bot: { id: string; publicId: string },
  channel: Channel,
  contact: string,
  reply: UserReply | ((state: Partial<ConversationState>) => UserReply),
  options: { restart?: boolean } = {},
): Promise<TurnAnswer> {
  if (!options.restart) {
    const latest = await findLatestChannelSession(deps.db, bot.id, channel, contact);
    if (latest && !latest.ended) {
      const answer = await replyChat(
        deps,
        latest.id,
        typeof reply === 'function' ? reply(latest.state as Partial<ConversationState>) : reply,
      );
      const alreadyOver = answer.ended && answer.messages.length === 0;
      if (!alreadyOver) return answer;
    }
  }
  return startChat(deps, bot.publicId, channel, contact);
}
