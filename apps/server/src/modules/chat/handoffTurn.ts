import { type BotMessage, type ConversationState, handOffToPerson } from '@plubot/engine';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { LiveBus } from '../live/liveBus';
import { type NewMessage, writeConversationChange } from '../live/writeConversationChange';
import { notifyOwner } from '../notifications/notifyOwner';
import type { SessionForTurn } from './sessionCache';

/** What a hand-off turn needs beyond the session row. */
export interface HandoffTurnDeps {
  db: Database;
  bus?: LiveBus | undefined;
  log: { warn(payload: unknown, message: string): void };
}

/** What the visitor's reply answers while a person is asked for or answers: no bot messages. */
export interface HandoffAnswer {
  messages: BotMessage[];
  handoff: { status: 'waiting' | 'person'; agentName: string | null };
}

/** The person holding a conversation, by name (for the visitor's banner). */
async function readAgentName(db: Database, handlerId: string | null): Promise<string | null> {
  if (!handlerId) return null;
  const [agent] = await db.select({ name: users.name }).from(users).where(eq(users.id, handlerId));
  return agent?.name ?? null;
}

/** Keeps what a conversation collected, from its variables before and after (`chat/keepResult`). */
export type KeepVariables = (
  before: ConversationState['variables'],
  after: ConversationState['variables'],
) => Promise<void>;

/**
 * A visitor's reply while the conversation waits for or is held by a person: stored and pushed to
 * the owner's inbox (unread), the bot quiet. An e-mail left while nobody has taken it yet (as the
 * wait's notes ask) becomes the conversation's `email` and so the bot's contact (`keep`).
 */
export async function replyToPerson(
  deps: HandoffTurnDeps,
  sessionId: string,
  row: SessionForTurn & { handlerId?: string | null },
  previous: ConversationState,
  text: string,
  keep?: KeepVariables,
): Promise<HandoffAnswer> {
  const status = row.handoffStatus === 'person' ? 'person' : 'waiting';
  const email = status === 'waiting' && isValidEmail(text.trim()) ? normalizeEmail(text.trim()) : null;
  const state = email ? { ...previous, variables: { ...previous.variables, email } } : previous;
  await writeConversationChange(deps, {
    sessionId,
    plubotId: row.plubotId,
    ownerId: row.ownerId,
    expectedTurn: row.turn,
    messageCount: row.messageCount,
    previousStatus: status,
    state,
    ended: false,
    status,
    handlerId: row.handlerId ?? null,
    agentName: null,
    messages: [{ role: 'user', text }],
    seen: false,
  });
  if (email && keep) await keep(previous.variables, state.variables);
  return {
    messages: [],
    handoff: { status, agentName: await readAgentName(deps.db, row.handlerId ?? null) },
  };
}

/**
 * The conversation starts waiting for a person: because the visitor asked (their message and a
 * note telling them a person will answer), or because a «Hablar con una persona» node did (its
 * messages were stored with the turn; `turnMessages` empty). The owner hears of it in the bell and
 * the e-mail digest.
 */
export async function requestPerson(
  deps: HandoffTurnDeps,
  sessionId: string,
  row: SessionForTurn,
  state: ConversationState,
  visitorText: string | null,
): Promise<HandoffAnswer> {
  const held = handOffToPerson(state);
  const language = state.language ?? 'es';
  const notice = translate(language, 'inbox.notes.waiting', {});
  const messages: NewMessage[] =
    visitorText === null
      ? []
      : [
          { role: 'user', text: visitorText },
          { role: 'system', text: notice },
        ];
  await writeConversationChange(deps, {
    sessionId,
    plubotId: row.plubotId,
    ownerId: row.ownerId,
    expectedTurn: row.turn,
    messageCount: row.messageCount,
    previousStatus: 'bot',
    state: held,
    ended: false,
    status: 'waiting',
    handlerId: null,
    agentName: null,
    messages,
    seen: row.messageCount,
  });
  if (!row.byOwner) {
    await notifyOwner(deps.db, row.ownerId, {
      kind: 'handoff_requested',
      plubotId: row.plubotId,
      botName: row.name,
    });
  }
  return {
    messages: visitorText === null ? [] : [{ id: `${held.turn + 1}-0`, nodeId: '', text: notice }],
    handoff: { status: 'waiting', agentName: null },
  };
}
