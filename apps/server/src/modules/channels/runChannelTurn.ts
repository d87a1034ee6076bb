import type { ConversationState, UserReply } from '@plubot/engine';
import { type Channel, type ChatDeps, replyChat, startChat, type TurnAnswer } from '../chat/chatService';
import { findLatestChannelSession } from './channelRepository';

/**
 * A channel turn that failed after the contact's conversation was saved (a step after the turn, e.g.
 * keeping its result): running the update again would answer it twice, so it is not retried.
 */
export class ChannelTurnSavedError extends Error {
  constructor(readonly reason: unknown) {
    super('channel turn failed after it was saved');
  }
}

type LatestSession = Awaited<ReturnType<typeof findLatestChannelSession>>;

/**
 * Answers one message of a messaging channel's contact with the bot's flow: the contact's latest
 * conversation on the channel goes on if it has not ended; otherwise (first message, writing again
 * after the end, or `restart` — Telegram's /start) a new one starts, and the message that opened it
 * only wakes the bot. `reply` may be read from the conversation's state (a pressed button's data
 * mapped to its option). Call it one message at a time per contact. A failure once the turn was
 * saved (the conversation's turn moved on) is thrown as {@link ChannelTurnSavedError}; any other
 * failure left nothing of the turn, so the message may be answered again.
 */
export async function runChannelTurn(
  deps: ChatDeps,
  bot: { id: string; publicId: string },
  channel: Channel,
  contact: string,
  reply: UserReply | ((state: Partial<ConversationState>) => UserReply),
  options: { restart?: boolean } = {},
): Promise<TurnAnswer> {
  const latest = await findLatestChannelSession(deps.db, bot.id, channel, contact);
  try {
    // A conversation whose first turn was never saved (it failed) is no conversation to go on with.
    if (!options.restart && latest && !latest.ended && latest.turn > 0) {
      const answer = await replyChat(
        deps,
        latest.id,
        typeof reply === 'function' ? reply(latest.state as Partial<ConversationState>) : reply,
      );
      const alreadyOver = answer.ended && answer.messages.length === 0;
      if (!alreadyOver) return answer;
    }
    return await startChat(deps, bot.publicId, channel, contact);
  } catch (error) {
    if (await wasSaved(deps, bot.id, channel, contact, latest)) throw new ChannelTurnSavedError(error);
    throw error;
  }
}

/** Whether the contact's conversation moved on since `before` (a turn was saved). */
async function wasSaved(
  deps: ChatDeps,
  plubotId: string,
  channel: Channel,
  contact: string,
  before: LatestSession,
): Promise<boolean> {
  try {
    const after = await findLatestChannelSession(deps.db, plubotId, channel, contact);
    if (!after || after.turn === 0) return false;
    return after.id !== before?.id || after.turn !== before.turn;
  } catch {
    // The database still failing: the turn most likely failed on it too.
    return false;
  }
}
