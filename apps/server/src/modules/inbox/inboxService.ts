import type { ConversationMessage } from '@plubot/contracts';
import {
  type ConversationState,
  closeConversation,
  handOffToPerson,
  resumeConversation,
  type TurnResult,
} from '@plubot/engine';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSessions, users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { type ChatDeps, loadConversationFlow } from '../chat/chatService';
import { createChatEffects } from '../chat/createChatEffects';
import type { SessionForTurn } from '../chat/sessionCache';
import type { LiveBus } from '../live/liveBus';
import {
  type ConversationChange,
  type NewMessage,
  toBotNewMessage,
  writeConversationChange,
} from '../live/writeConversationChange';
import { findInboxConversation } from './inboxRepository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the inbox's actions need: the chat's own deps (a resumed flow runs as a turn does) and the bus. */
export interface InboxDeps extends ChatDeps {
  bus: LiveBus;
}

/** A conversation as an action reads it, under its lock: the turn's row, its state, the person acting. */
interface HeldConversation {
  row: SessionForTurn & { sessionId: string; handlerId: string | null };
  state: ConversationState;
  person: { id: string; name: string };
}

const LOAD_SQL = sql`
  select s.id as "sessionId", s.turn, s.ended, s.state, s.flow_revision as "flowRevision", s.published_version as "publishedVersion",
    s.message_count as "messageCount", p.id as "plubotId", p.owner_id as "ownerId", p.name,
    o.email as "ownerEmail", o.plan, s.visitor_key as "visitorKey", s.by_owner as "byOwner", s.channel,
    s.contact, s.handoff_status as "handoffStatus", s.handler_id as "handlerId"
  from chat_sessions s
  join plubots p on p.id = s.plubot_id
  join users o on o.id = p.owner_id`;

/**
 * Runs `action` on one conversation of the user's bots, one at a time with its visitor's turns (the
 * session's lock), and answers the conversation as it is afterwards with what the action added.
 * Anyone else's conversation, a simulation or an unknown id is `CONVERSATION_NOT_FOUND`.
 */
async function withConversation(
  deps: InboxDeps,
  userId: string,
  sessionId: string,
  action: (held: HeldConversation) => Promise<ConversationMessage[]>,
) {
  if (!UUID.test(sessionId)) throw new AppError('CONVERSATION_NOT_FOUND');
  const result = await deps.withSessionLock(sessionId, async () => {
    const [row] = (
      (await deps.db.execute(
        sql`${LOAD_SQL} where s.id = ${sessionId} and p.owner_id = ${userId} and s.channel <> 'simulation'`,
      )) as unknown as { rows: HeldConversation['row'][] }
    ).rows;
    if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
    const [person] = await deps.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) throw new AppError('CONVERSATION_NOT_FOUND');
    const state = row.state as ConversationState;
    if (row.ended || state.ended || row.handoffStatus === 'closed') throw new AppError('CONVERSATION_CLOSED');
    // The visitor's next turn must read the row afresh: a person changed it.
    deps.sessionCache.forget(sessionId);
    return action({ row, state, person: { id: person.id, name: person.name || person.id.slice(0, 8) } });
  });
  if (!result) throw new AppError('CHAT_BUSY');
  const conversation = await findInboxConversation(deps.db, userId, sessionId);
  if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
  return { conversation, messages: result };
}

/** Writes what an action changed (see `writeConversationChange`); the person saw it all. */
function commit(
  deps: InboxDeps,
  held: HeldConversation,
  change: Pick<ConversationChange, 'state' | 'ended' | 'status' | 'handlerId' | 'messages'>,
): Promise<ConversationMessage[]> {
  const { row } = held;
  return writeConversationChange(deps, {
    ...change,
    sessionId: row.sessionId,
    plubotId: row.plubotId,
    ownerId: row.ownerId,
    expectedTurn: row.turn,
    messageCount: row.messageCount,
    previousStatus: row.handoffStatus,
    agentName: change.status === 'person' ? held.person.name : null,
    seen: true,
  });
}

/** A note of the system in the visitor's language (the conversation's), Spanish by default. */
function note(state: ConversationState, key: string, values: Record<string, string>): NewMessage {
  return { role: 'system', text: translate(state.language ?? 'es', `inbox.notes.${key}`, values) };
}

/**
 * 'Tomar la conversación': the bot stops answering and the person answers; the visitor is told who
 * (a note). Taking a conversation already held by the same person changes nothing.
 */
export function takeConversation(deps: InboxDeps, userId: string, sessionId: string) {
  return withConversation(deps, userId, sessionId, async (held) => {
    if (held.row.handoffStatus === 'person' && held.row.handlerId === userId) {
      return [];
    }
    return commit(deps, held, {
      state: handOffToPerson(held.state),
      ended: false,
      status: 'person',
      handlerId: userId,
      messages: [note(held.state, 'taken', { name: held.person.name })],
    });
  });
}

/** A person's message to the visitor: only while they hold the conversation. */
export function sendPersonMessage(deps: InboxDeps, userId: string, sessionId: string, text: string) {
  return withConversation(deps, userId, sessionId, async (held) => {
    if (held.row.handoffStatus !== 'person' || held.row.handlerId !== userId) {
      throw new AppError('CONVERSATION_NOT_TAKEN');
    }
    return commit(deps, held, {
      state: held.state,
      ended: false,
      status: 'person',
      handlerId: userId,
      messages: [{ role: 'person', text: text.trim(), authorName: held.person.name }],
    });
  });
}

/** Runs the engine for an action that gives the conversation back (resume) or ends it (close). */
async function runFlow(
  deps: InboxDeps,
  held: HeldConversation,
  run: (flow: Awaited<ReturnType<typeof loadConversationFlow>>['flow']) => Promise<TurnResult>,
) {
  const { flow } = await loadConversationFlow(deps, held.row, held.state);
  const result = await run(flow);
  return { flow, result };
}

/**
 * 'Devolver al bot': the bot goes on at `nodeId` (a node of the version this conversation runs),
 * else where it paused, and says what that node says; the visitor is told first (a note).
 */
export function returnToBot(deps: InboxDeps, userId: string, sessionId: string, nodeId: string | undefined) {
  return withConversation(deps, userId, sessionId, async (held) => {
    if (held.row.handoffStatus === 'bot') return [];
    const effects = effectsFor(deps, held);
    const { result } = await runFlow(deps, held, async (flow) => {
      if (nodeId !== undefined && !flow.nodes.has(nodeId)) throw new AppError('RESUME_NODE_NOT_FOUND');
      return resumeConversation(flow, held.state, nodeId ?? null, effects);
    });
    return commit(deps, held, {
      state: result.state,
      ended: result.ended,
      status: result.ended ? 'closed' : 'bot',
      handlerId: null,
      messages: [note(held.state, 'returned', {}), ...result.messages.map(toBotNewMessage)],
    });
  });
}

/** 'Cerrar': the conversation ends with the flow's End message. */
export function closeHeldConversation(deps: InboxDeps, userId: string, sessionId: string) {
  return withConversation(deps, userId, sessionId, async (held) => {
    const { result } = await runFlow(deps, held, (flow) =>
      closeConversation(flow, held.state, effectsFor(deps, held)),
    );
    return commit(deps, held, {
      state: result.state,
      ended: true,
      status: 'closed',
      handlerId: null,
      messages: [...result.messages.map(toBotNewMessage), note(held.state, 'closed', {})],
    });
  });
}

/** The engine's effects for a flow a person resumes or closes: as a visitor's turn has them. */
function effectsFor(deps: InboxDeps, held: HeldConversation) {
  return createChatEffects({
    ...deps,
    plubot: { id: held.row.plubotId, name: held.row.name, ownerId: held.row.ownerId },
    ownerEmail: held.row.ownerEmail,
    sessionId: held.row.sessionId,
    byOwner: held.row.byOwner,
  });
}

/** Marks every message of a conversation the owner opened as seen (its unread count drops to 0). */
export async function markConversationSeen(db: Database, sessionId: string): Promise<void> {
  await db
    .update(chatSessions)
    .set({ ownerSeenSeq: sql`${chatSessions.messageCount}` })
    .where(eq(chatSessions.id, sessionId));
}
