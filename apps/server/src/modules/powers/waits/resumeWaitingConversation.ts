import { type ConversationState, type PowerEvent, resumeAfterEvent } from '@plubot/engine';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../lib/AppError';
import { type ChatDeps, loadConversationFlow } from '../../chat/chatService';
import { createChatEffects } from '../../chat/createChatEffects';
import type { SessionForTurn } from '../../chat/sessionCache';
import { toBotNewMessage, writeConversationChange } from '../../live/writeConversationChange';

/** What going on with a waiting conversation needs: a turn's own deps (the flow runs as a turn does). */
export type ResumeDeps = Omit<ChatDeps, 'language'>;

type HeldRow = SessionForTurn & { sessionId: string; handlerId: string | null };

/**
 * Goes on with a conversation that waits on a power's link, now that its event came (issue #32): a
 * payment made, a booking confirmed (`done`), or the wait's time over (`notDone`). Under the
 * conversation's lock, as a visitor's turn runs: the engine continues by the node's way
 * (`resumeAfterEvent`), and what the bot says is stored and pushed to the visitor's live stream, so
 * the chat open in their browser shows it at once. Answers whether the conversation went on: not
 * when it no longer waits on that node (it ended, moved on, or a person holds it — the event is
 * still recorded by the caller).
 */
export async function resumeWaitingConversation(
  deps: ResumeDeps,
  sessionId: string,
  event: PowerEvent,
): Promise<boolean> {
  // A visitor's turn under way is waited for (the lock's own wait); past it, the sweeper retries.
  const done = await deps.withSessionLock(sessionId, () => goOn(deps, sessionId, event));
  if (done === null) throw new AppError('CHAT_BUSY');
  return done;
}

async function goOn(deps: ResumeDeps, sessionId: string, event: PowerEvent): Promise<boolean> {
  const [row] = (
    (await deps.db.execute(sql`
      select s.id as "sessionId", s.turn, s.ended, s.state, s.flow_revision as "flowRevision",
        s.published_version as "publishedVersion", s.message_count as "messageCount",
        p.id as "plubotId", p.owner_id as "ownerId", p.name, o.email as "ownerEmail", o.plan,
        s.visitor_key as "visitorKey", s.by_owner as "byOwner", s.channel, s.contact,
        s.handoff_status as "handoffStatus", s.handler_id as "handlerId"
      from chat_sessions s
      join plubots p on p.id = s.plubot_id
      join users o on o.id = p.owner_id
      where s.id = ${sessionId}`)) as unknown as { rows: HeldRow[] }
  ).rows;
  if (!row || row.ended) return false;
  const state = row.state as ConversationState;
  const { flow } = await loadConversationFlow(deps, row, state);
  const effects = createChatEffects({
    ...deps,
    plubot: { id: row.plubotId, name: row.name, ownerId: row.ownerId },
    ownerEmail: row.ownerEmail,
    sessionId,
    byOwner: row.byOwner,
  });
  const result = await resumeAfterEvent(flow, state, event, effects);
  if (!result.applied) return false;
  deps.sessionCache.forget(sessionId);
  await writeConversationChange(deps, {
    sessionId,
    plubotId: row.plubotId,
    ownerId: row.ownerId,
    expectedTurn: row.turn,
    messageCount: row.messageCount,
    previousStatus: row.handoffStatus,
    state: result.state,
    ended: result.ended,
    status: row.handoffStatus,
    handlerId: row.handlerId,
    agentName: null,
    messages: result.messages.map(toBotNewMessage),
    seen: false,
  });
  return true;
}
