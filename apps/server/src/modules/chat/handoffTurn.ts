import { completeHandoffSettings } from '@plubot/contracts';
import { type BotMessage, type ConversationState, type EngineFlow, handOffToPerson } from '@plubot/engine';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { Mailer } from '../../lib/mailer';
import type { LiveBus } from '../live/liveBus';
import { type NewMessage, writeConversationChange } from '../live/writeConversationChange';
import { notifyOwner } from '../notifications/notifyOwner';
import { announceHandoff } from './announceHandoff';
import type { SessionForTurn } from './sessionCache';

/** What a hand-off turn needs beyond the session row. */
export interface HandoffTurnDeps {
  db: Database;
  bus?: LiveBus | undefined;
  log: FastifyBaseLogger;
}

/** What announcing a hand-off needs beyond a turn's (`announceHandoff`). */
export interface AnnounceDeps extends HandoffTurnDeps {
  config: Config;
  mailer: Mailer;
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
  deps: AnnounceDeps,
  sessionId: string,
  row: SessionForTurn & { handlerId?: string | null },
  previous: ConversationState,
  text: string,
  keep?: KeepVariables,
  readFlow?: () => Promise<EngineFlow | undefined>,
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
  // The visitor's first words in a wait the flow began before they wrote: now the owner is told.
  if (status === 'waiting' && row.engaged === false)
    await tellOwner(deps, sessionId, row, text, readFlow ? await readFlow() : undefined);
  return {
    messages: [],
    handoff: { status, agentName: await readAgentName(deps.db, row.handlerId ?? null) },
  };
}

/**
 * Tells the owner a visitor waits for a person: the bell at once and, after the answer (never
 * delaying it), an e-mail and a post on the channels of the bot's Slack, Telegram and Discord
 * powers in `flow` (`announceHandoff`), as the bot's settings say. Not when the owner is the one
 * chatting (their simulation or own test).
 */
async function tellOwner(
  deps: AnnounceDeps,
  sessionId: string,
  row: SessionForTurn,
  visitorText: string | null,
  flow: EngineFlow | undefined,
): Promise<void> {
  if (row.byOwner) return;
  await notifyOwner(deps.db, row.ownerId, {
    kind: 'handoff_requested',
    plubotId: row.plubotId,
    botName: row.name,
  });
  const settings = row.handoffSettings
    ? completeHandoffSettings(row.handoffSettings)
    : { notifyByEmail: true, notifyChannels: true };
  void announceHandoff(deps, {
    sessionId,
    plubotId: row.plubotId,
    ownerId: row.ownerId,
    botName: row.name,
    visitorText,
    settings,
    flow,
  }).catch((error: unknown) => deps.log.warn({ err: error }, 'the hand-off could not be announced'));
}

/**
 * The conversation starts waiting for a person: because the visitor asked (their message and a
 * note telling them a person will answer), or because a «Hablar con una persona» node did (its
 * messages were stored with the turn; `turnMessages` empty). The owner is told (`tellOwner`) once
 * the visitor has written in it.
 */
export async function requestPerson(
  deps: AnnounceDeps,
  sessionId: string,
  row: SessionForTurn,
  state: ConversationState,
  visitorText: string | null,
  flow: EngineFlow | undefined,
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
  // A wait nobody wrote in yet (a flow that hands off at once, on a page view) is told once the visitor writes.
  if (row.engaged !== false) await tellOwner(deps, sessionId, row, visitorText, flow);
  return {
    messages: visitorText === null ? [] : [{ id: `${held.turn + 1}-0`, nodeId: '', text: notice }],
    handoff: { status: 'waiting', agentName: null },
  };
}
