import type { ConversationMessage, HandoffStatus, LiveEvent } from '@plubot/contracts';
import type { BotMessage, ConversationState } from '@plubot/engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chatSessions } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import type { LiveBus } from './liveBus';
import { insertLiveEvents, publishLiveEvents } from './liveEvents';

/** A message to store: who wrote it (`user` is the visitor), what, and (a person) their name. */
export interface NewMessage {
  role: 'bot' | 'user' | 'person' | 'system';
  text: string;
  buttons?: BotMessage['buttons'];
  authorName?: string;
  /** A card the bot showed (a checkout's, a product's; issue #32). */
  card?: BotMessage['card'];
}

/** A message the bot said, as stored (its buttons and card with it). */
export function toBotNewMessage(message: BotMessage): NewMessage {
  return {
    role: 'bot',
    text: message.text,
    ...(message.buttons ? { buttons: message.buttons } : {}),
    ...(message.card ? { card: message.card } : {}),
  };
}

/** A change of a conversation outside the bot's own turns: a person's, or a hand-off's. */
export interface ConversationChange {
  sessionId: string;
  plubotId: string;
  ownerId: string;
  /** The turn and message count the change was decided on: another write in between refuses it. */
  expectedTurn: number;
  messageCount: number;
  previousStatus: HandoffStatus;
  state: ConversationState;
  ended: boolean;
  status: HandoffStatus;
  handlerId: string | null;
  /** The display name of the person holding it, told with the status. */
  agentName: string | null;
  messages: readonly NewMessage[];
  /**
   * The person saw everything (they wrote it): nothing is left unread. A number: what was said up
   * to that message needs no person (the start of a wait: only what the visitor says from then on
   * is unread).
   */
  seen: boolean | number;
  /** The visitor was told nobody took the conversation in time (once per wait). */
  timedOut?: boolean;
}

export interface ConversationChangeDeps {
  db: Database;
  bus?: LiveBus | undefined;
  log: { warn(payload: unknown, message: string): void };
}

const AUTHORS = { user: 'visitor', bot: 'bot', person: 'person', system: 'system' } as const;

/** The wait for a person: it starts (counted as a hand-off), is told it timed out, or ends. */
function waitingColumns(change: ConversationChange, now: Date) {
  if (change.status !== 'waiting') return { waitingSince: null, waitingTimedOut: false };
  if (change.previousStatus !== 'waiting')
    return { waitingSince: now, waitingTimedOut: false, askedPerson: true };
  return change.timedOut ? { waitingTimedOut: true } : {};
}

/** What the owner has seen: everything (they wrote it), up to a message, or no change. */
function seenColumns(change: ConversationChange, added: number) {
  if (change.seen === true) return { ownerSeenSeq: change.messageCount + added };
  return change.seen === false ? {} : { ownerSeenSeq: change.seen };
}

/**
 * Writes a change of a conversation in one transaction — the session (a new turn, so a turn read
 * before it cannot overwrite it; `engaged` once the visitor wrote), its new messages and the live
 * events that tell of them — then pushes the events to the streams. Stored before pushed: a stream
 * that missed the push finds them when it resumes. Answers the stored messages.
 */
export async function writeConversationChange(
  deps: ConversationChangeDeps,
  change: ConversationChange,
): Promise<ConversationMessage[]> {
  const now = new Date();
  const stored: ConversationMessage[] = change.messages.map((message, index) => ({
    seq: change.messageCount + index + 1,
    from: AUTHORS[message.role],
    text: message.text,
    ...(message.buttons?.length ? { buttons: message.buttons } : {}),
    ...(message.authorName ? { author: message.authorName } : {}),
    ...(message.card ? { card: message.card } : {}),
    at: now.toISOString(),
  }));
  const { sessionId, plubotId } = change;
  const events: Exclude<LiveEvent, { type: 'typing' }>[] = [
    ...stored.map((message) => ({ type: 'message' as const, sessionId, plubotId, message })),
    ...(change.status !== change.previousStatus
      ? [{ type: 'status' as const, sessionId, plubotId, status: change.status, agentName: change.agentName }]
      : []),
  ];
  const visitorWrote = change.messages.some((message) => message.role === 'user');
  const busEvents = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(chatSessions)
      .set({
        turn: sql`${chatSessions.turn} + 1`,
        state: change.state as unknown as Record<string, unknown>,
        ended: change.ended,
        messageCount: sql`${chatSessions.messageCount} + ${stored.length}`,
        handoffStatus: change.status,
        handlerId: change.handlerId,
        ...waitingColumns(change, now),
        ...seenColumns(change, stored.length),
        ...(visitorWrote ? { engaged: true } : {}),
        updatedAt: now,
      })
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.turn, change.expectedTurn)))
      .returning({ id: chatSessions.id });
    if (updated.length === 0) throw new AppError('CHAT_BUSY');
    if (stored.length > 0) {
      await tx.insert(chatMessages).values(
        change.messages.map((message, index) => ({
          sessionId,
          seq: change.messageCount + index + 1,
          role: message.role,
          text: message.text,
          buttons: message.buttons?.length ? message.buttons : null,
          authorName: message.authorName ?? null,
          card: message.card ?? null,
        })),
      );
    }
    return insertLiveEvents(tx as unknown as Database, change.ownerId, events);
  });
  if (deps.bus) {
    await publishLiveEvents(deps.bus, busEvents, (error) =>
      deps.log.warn({ err: error }, 'live event not pushed'),
    );
  }
  return stored;
}
