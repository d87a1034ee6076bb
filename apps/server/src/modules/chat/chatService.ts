import { type ConversationChannel, isMessagingChannel, type StoredHandoffSettings } from '@plubot/contracts';
import {
  asksForPerson,
  type BotMessage,
  type ConversationState,
  continueConversation,
  DEFAULT_HANDOFF_PHRASE_LIST,
  type InputRequest,
  startConversation,
  type UserReply,
} from '@plubot/engine';
import { getMaxMenuButtons } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryNamed } from '../../db/queryNamed';
import { chatSessions, plubots } from '../../db/schema';
import type { Language } from '../../i18n/translate';
import { AppError, notFound } from '../../lib/AppError';
import { getTurnPath } from '../analytics/getTurnPath';
import type { LiveBus } from '../live/liveBus';
import { afterTheTurn } from './afterTheTurn';
import { countTurn, limitNotice } from './countTurn';
import type { ChatEffectsContext } from './createChatEffects';
import { createChatEffects } from './createChatEffects';
import { getCompiledFlow, getCompiledPublishedFlow } from './flowCache';
import { type HandoffAnswer, replyToPerson, requestPerson } from './handoffTurn';
import { countAsReceived, keepResult } from './keepResult';
import { persistTurn, type TurnRecord } from './persistTurn';
import type { SessionCache, SessionForTurn } from './sessionCache';
import type { WithSessionLock } from './sessionLock';
import { getVisitorKey } from './visitorKey';
import { createVisitorToken } from './visitorToken';

export type Channel = ConversationChannel;

/** Who writes on the public chat: where from (hashed) and, when signed in, which user. */
export interface VisitorIdentity {
  /** `getVisitorKey` of the visitor's IP. */
  key: string;
  /** The user of a valid access token sent with the request, else null. */
  userId: string | null;
}

export interface ChatDeps
  extends Omit<ChatEffectsContext, 'plubot' | 'ownerEmail' | 'sessionId' | 'visitorReply'> {
  withSessionLock: WithSessionLock;
  sessionCache: SessionCache;
  language: Language;
  /** Pushes what a hand-off changed to the live streams (issue #29); absent, nothing is pushed. */
  bus?: LiveBus | undefined;
  /** The visitor opening a conversation on the page or the widget (WhatsApp: the contact is). */
  visitor?: VisitorIdentity | undefined;
}

export interface TurnAnswer {
  sessionId: string;
  messages: BotMessage[];
  input: InputRequest;
  ended: boolean;
  /** The visitor's credential for the conversation (its start on the page or the widget). */
  visitorToken?: string;
  /** While a person is asked for or answers (issue #29). */
  handoff?: HandoffAnswer['handoff'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What opening a conversation needs of a bot, its owner and its flow, in one statement. */
interface BotToChat {
  id: string;
  ownerId: string;
  name: string;
  initialMessage: string;
  ownerEmail: string;
  plan: string;
  /** The live published version; null when the bot was never published. */
  publishedVersion: number | null;
  /** The draft revision the live version was published from. */
  revision: number | null;
  /** The bot's own hand-off settings, null for the defaults. */
  handoffSettings: StoredHandoffSettings | null;
}

const LOAD_BOT_SQL = `
  select p.id, p.owner_id as "ownerId", p.name, p.initial_message as "initialMessage",
         u.email as "ownerEmail", u.plan, p.published_version as "publishedVersion",
         pf.draft_revision as revision, p.handoff_settings as "handoffSettings"
  from plubots p
  join users u on u.id = p.owner_id
  left join published_flows pf on pf.plubot_id = p.id and pf.version = p.published_version
  where p.public_id = $1::text`;

const botsInFlight = new WeakMap<Database, Map<string, Promise<BotToChat | undefined>>>();

/**
 * The bot a conversation opens with. Conversations of the same bot opened at the same moment share
 * one read (the one already in flight): a busy bot is read once per round trip, not once per
 * visitor, and nothing is kept once it is answered, so the next opening reads afresh.
 */
async function loadBotByPublicId(db: Database, publicId: string): Promise<BotToChat> {
  let inFlight = botsInFlight.get(db);
  if (!inFlight) {
    inFlight = new Map();
    botsInFlight.set(db, inFlight);
  }
  let read = inFlight.get(publicId);
  if (!read) {
    const reads = inFlight;
    read = queryNamed<BotToChat>(db, 'plubot_load_bot_to_chat', LOAD_BOT_SQL, [publicId])
      .then(([row]) => row)
      .finally(() => reads.delete(publicId));
    reads.set(publicId, read);
  }
  const row = await read;
  if (!row) throw notFound('CHAT_BOT_NOT_FOUND');
  return row;
}

/** The visitor opening a conversation: the page's or widget's, or the WhatsApp contact. */
function readVisitor(deps: ChatDeps, channel: Channel, contact: string | null): VisitorIdentity | undefined {
  if (!isMessagingChannel(channel) || !contact) return deps.visitor;
  // WhatsApp's keys keep their first form (`whatsapp:<number>`), so limits carry over.
  return { key: getVisitorKey(deps.config.JWT_SECRET, `${channel}:${contact}`), userId: null };
}

/**
 * Opens a conversation with a bot by its public id and runs the first turn (the welcome and
 * whatever follows until the bot waits for the visitor). The conversation remembers its visitor,
 * whose limits every later turn counts against, and whether the owner opened it. On the page and
 * the widget this is a view: not billed, and not a conversation until the visitor writes
 * (`engaged`); a WhatsApp conversation opens with the contact's message, so it is both at once.
 */
export async function startChat(
  deps: ChatDeps,
  publicId: string,
  channel: Channel,
  contact: string | null = null,
): Promise<TurnAnswer> {
  const turn = afterTheTurn(deps);
  try {
    return await startChatTurn(turn.deps, publicId, channel, contact);
  } finally {
    turn.runQueued();
  }
}

async function startChatTurn(
  deps: ChatDeps,
  publicId: string,
  channel: Channel,
  contact: string | null,
): Promise<TurnAnswer> {
  const plubot = await loadBotByPublicId(deps.db, publicId);
  const { ownerEmail, plan, revision, publishedVersion } = plubot;
  // Visitors talk to the published version, never to the draft the owner is editing.
  const flow =
    publishedVersion === null
      ? undefined
      : await getCompiledPublishedFlow(deps.db, plubot.id, publishedVersion, deps.config.ENCRYPTION_KEY);
  if (!flow || revision === null || publishedVersion === null) throw notFound('CHAT_BOT_NOT_FOUND');

  const visitor = readVisitor(deps, channel, contact);
  const visitorKey = visitor?.key ?? null;
  const byOwner = visitor?.userId === plubot.ownerId;
  const visitorWrote = isMessagingChannel(channel);
  const opened = {
    channel,
    contact,
    flowRevision: revision,
    publishedVersion,
    byOwner,
    engaged: visitorWrote,
  };
  const count = await countTurn(deps, {
    ownerId: plubot.ownerId,
    plubotId: plubot.id,
    botName: plubot.name,
    plan,
    visitorKey,
    opensConversation: true,
    billable: visitorWrote,
    session: opened,
  });
  try {
    const session = count.sessionId
      ? { id: count.sessionId }
      : (
          await deps.db
            .insert(chatSessions)
            .values({ plubotId: plubot.id, ...opened, state: {}, visitorKey })
            .returning({ id: chatSessions.id })
        )[0];
    if (!session) throw new AppError('CHAT_FAILED');
    const base = { sessionId: session.id, expectedTurn: 0, messageCount: 0, userText: null };
    if (!count.allowed) {
      const notice = limitNotice(deps, 0);
      await persistTurn(deps.db, { ...base, ended: true, state: null, messages: [notice] });
      return { sessionId: session.id, messages: [notice], input: { kind: 'none' }, ended: true };
    }
    const result = await startConversation(
      flow,
      { name: plubot.name, initialMessage: plubot.initialMessage },
      { flowRevision: revision, channel, maxButtons: getMaxMenuButtons(plan), language: deps.language },
      createChatEffects({ ...deps, plubot, ownerEmail, sessionId: session.id, byOwner }),
    );
    const { messageCount } = await persistTurn(deps.db, {
      ...base,
      ended: result.ended,
      state: result.state,
      messages: result.messages,
      countForOwner: count.countForOwner,
      path: getTurnPath(result.trace),
    });
    const row: SessionForTurn = {
      turn: 1,
      ended: false,
      state: result.state,
      flowRevision: revision,
      publishedVersion,
      messageCount,
      plubotId: plubot.id,
      ownerId: plubot.ownerId,
      name: plubot.name,
      ownerEmail,
      plan,
      visitorKey,
      byOwner,
      channel,
      contact,
      handoffStatus: 'bot',
      handoffSettings: plubot.handoffSettings,
      engaged: visitorWrote,
    };
    // A «Hablar con una persona» node right after the start: the conversation waits for a person.
    const handoff =
      result.state.handoff && !result.ended
        ? await requestPerson(deps, session.id, row, result.state, null, flow)
        : undefined;
    if (!result.ended && !handoff) deps.sessionCache.set(session.id, row);
    if (visitorWrote) {
      const conversation = { sessionId: session.id, plubotId: plubot.id, ownerId: plubot.ownerId };
      await keepResult(deps, { ...conversation, botName: plubot.name, byOwner, channel, contact }, flow, {
        before: undefined,
        after: result.state.variables,
      });
    }
    return {
      sessionId: session.id,
      messages: result.messages,
      input: result.input,
      ended: result.ended,
      ...(handoff ? { handoff: handoff.handoff } : {}),
      ...(isMessagingChannel(channel)
        ? {}
        : { visitorToken: createVisitorToken(deps.config.JWT_SECRET, session.id) }),
    };
  } catch (error) {
    await count.release();
    throw error;
  }
}

/**
 * Runs one turn of an existing conversation. Turns of one session run one at a time, in arrival
 * order, so two messages sent together get two answers, never a double reply to one.
 */
export async function replyChat(deps: ChatDeps, sessionId: string, reply: UserReply): Promise<TurnAnswer> {
  if (!UUID.test(sessionId)) throw notFound('CHAT_SESSION_NOT_FOUND');
  const turn = afterTheTurn(deps);
  try {
    const answer = await deps.withSessionLock(sessionId, () => runReply(turn.deps, sessionId, reply));
    if (!answer) throw new AppError('CHAT_BUSY');
    return answer;
  } finally {
    turn.runQueued();
  }
}

const LOAD_SESSION_SQL = `
  select s.turn, s.ended, s.state, s.flow_revision as "flowRevision",
         s.published_version as "publishedVersion", s.message_count as "messageCount",
         p.id as "plubotId", p.owner_id as "ownerId", p.name, u.email as "ownerEmail", u.plan,
         s.visitor_key as "visitorKey", s.by_owner as "byOwner", s.channel, s.contact,
         s.handoff_status as "handoffStatus", s.handler_id as "handlerId", s.engaged,
         p.handoff_settings as "handoffSettings"
  from chat_sessions s
  join plubots p on p.id = s.plubot_id
  join users u on u.id = p.owner_id
  where s.id = $1::uuid`;

async function readSessionRow(deps: ChatDeps, sessionId: string): Promise<SessionForTurn | undefined> {
  const [row] = await queryNamed<SessionForTurn>(deps.db, 'plubot_load_session', LOAD_SESSION_SQL, [
    sessionId,
  ]);
  return row;
}

/** The session row a turn starts from: the copy this process kept after the last turn, or the database's. */
async function loadSession(deps: ChatDeps, sessionId: string) {
  const cached = deps.sessionCache.get(sessionId);
  if (cached) return { row: cached, cached: true };
  return { row: await readSessionRow(deps, sessionId), cached: false };
}

/** Writes a turn; a write refused because a kept row was out of date says why (gone, or busy). */
async function persistReply(deps: ChatDeps, cached: boolean, record: TurnRecord) {
  try {
    return await persistTurn(deps.db, record);
  } catch (error) {
    if (cached && error instanceof AppError && error.statusCode === 409) {
      if (!(await readSessionRow(deps, record.sessionId))) throw notFound('CHAT_SESSION_NOT_FOUND');
    }
    throw error;
  }
}

async function runReply(deps: ChatDeps, sessionId: string, reply: UserReply): Promise<TurnAnswer> {
  const { row, cached } = await loadSession(deps, sessionId);
  if (!row) throw notFound('CHAT_SESSION_NOT_FOUND');
  const state = row.state as unknown as ConversationState;
  if (row.ended || state.ended) {
    return { sessionId, messages: [], input: { kind: 'none' }, ended: true };
  }
  const userText = reply.text ?? findButtonLabel(state.input, reply.optionId) ?? '';
  const base = { sessionId, expectedTurn: row.turn, messageCount: row.messageCount, userText };
  // A person is asked for or answers (issue #29): the message is theirs, the bot quiet, no reply billed.
  const held = row.handoffStatus === 'waiting' || row.handoffStatus === 'person';
  const asking =
    !held &&
    reply.text !== undefined &&
    asksForPerson(reply.text, row.handoffSettings?.phrases ?? DEFAULT_HANDOFF_PHRASE_LIST);
  const count = await countTurn(deps, {
    ownerId: row.ownerId,
    plubotId: row.plubotId,
    botName: row.name,
    plan: row.plan,
    visitorKey: row.visitorKey,
    opensConversation: false,
    billable: !held && !asking,
  });
  if (!count.allowed) {
    const notice = limitNotice(deps, row.turn + 1);
    // Not kept in memory: the next turn reads the owner's plan afresh, so an upgrade counts at once.
    await persistReply(deps, cached, { ...base, ended: false, state, messages: [notice] });
    return { sessionId, messages: [notice], input: state.input, ended: false };
  }
  if (held || asking) {
    try {
      const conversation = {
        sessionId,
        plubotId: row.plubotId,
        ownerId: row.ownerId,
        botName: row.name,
        byOwner: row.byOwner,
        channel: row.channel,
        contact: row.contact,
      };
      const keep = async (before: ConversationState['variables'], after: ConversationState['variables']) => {
        const { flow } = await loadConversationFlow(deps, row, state);
        await keepResult(deps, conversation, flow, { before, after });
      };
      const answer = held
        ? await replyToPerson(deps, sessionId, row, state, userText, keep, () =>
            readFlowToAnnounce(deps, row, state),
          )
        : await requestPerson(
            deps,
            sessionId,
            { ...row, engaged: true },
            state,
            userText,
            await readFlowToAnnounce(deps, row, state),
          );
      // On WhatsApp the note reaches the contact from the live events, like a person's messages.
      const messages = isMessagingChannel(row.channel) ? [] : answer.messages;
      return { sessionId, ...answer, messages, input: state.input, ended: false };
    } catch (error) {
      await count.release();
      throw error;
    }
  }
  try {
    const { flow, runState } = await loadConversationFlow(deps, row, state);
    const plubot = { id: row.plubotId, name: row.name, ownerId: row.ownerId };
    const effects = createChatEffects({
      ...deps,
      plubot,
      ownerEmail: row.ownerEmail,
      sessionId,
      visitorReply: userText,
      byOwner: row.byOwner,
    });
    const result = await continueConversation(flow, runState, reply, effects);
    const { messageCount } = await persistReply(deps, cached, {
      ...base,
      ended: result.ended,
      state: result.state,
      messages: result.messages,
      countForOwner: count.countForOwner,
      path: getTurnPath(result.trace),
    });
    // A «Hablar con una persona» node paused the bot: the conversation now waits for a person.
    const handoff =
      result.state.handoff && !result.ended
        ? await requestPerson(
            deps,
            sessionId,
            { ...row, turn: row.turn + 1, messageCount, engaged: true },
            result.state,
            null,
            flow,
          )
        : undefined;
    if (!result.ended && !handoff) {
      deps.sessionCache.set(sessionId, {
        ...row,
        turn: row.turn + 1,
        state: result.state,
        flowRevision: result.state.flowRevision,
        messageCount,
      });
    }
    if (row.turn === 1) await countAsReceived(deps, sessionId, row);
    await keepResult(
      deps,
      {
        sessionId,
        plubotId: row.plubotId,
        ownerId: row.ownerId,
        botName: row.name,
        byOwner: row.byOwner,
        channel: row.channel,
        contact: row.contact,
      },
      flow,
      {
        before: state.variables,
        after: result.state.variables,
      },
    );
    return {
      sessionId,
      messages: result.messages,
      input: result.input,
      ended: result.ended,
      ...(handoff ? { handoff: handoff.handoff } : {}),
    };
  } catch (error) {
    await count.release();
    throw error;
  }
}

/** The flow whose powers announce a hand-off; without it (no longer kept) only mail and the bell do. */
function readFlowToAnnounce(deps: ChatDeps, row: SessionForTurn, state: ConversationState) {
  return loadConversationFlow(deps, row, state).then(
    ({ flow }) => flow,
    () => undefined,
  );
}

/**
 * The flow a conversation goes on with: the published version it started on (kept to its end,
 * whatever is published since). A conversation from before publishing existed goes on with the
 * draft revision it started on while that is kept, else with the live version.
 */
export async function loadConversationFlow(
  deps: Pick<ChatDeps, 'config' | 'db'>,
  row: Pick<SessionForTurn, 'plubotId' | 'flowRevision' | 'publishedVersion'>,
  state: ConversationState,
) {
  const key = deps.config.ENCRYPTION_KEY;
  if (row.publishedVersion !== null) {
    const flow = await getCompiledPublishedFlow(deps.db, row.plubotId, row.publishedVersion, key);
    if (!flow) throw notFound('CHAT_BOT_NOT_FOUND');
    return { flow, runState: state };
  }
  const kept = await getCompiledFlow(deps.db, row.plubotId, row.flowRevision, key);
  if (kept) return { flow: kept, runState: state };
  const [live] = await deps.db
    .select({ version: plubots.publishedVersion })
    .from(plubots)
    .where(eq(plubots.id, row.plubotId));
  const flow =
    live?.version == null
      ? undefined
      : await getCompiledPublishedFlow(deps.db, row.plubotId, live.version, key);
  if (!flow) throw notFound('CHAT_BOT_NOT_FOUND');
  return { flow, runState: state };
}

function findButtonLabel(input: InputRequest | undefined, optionId: string | undefined): string | undefined {
  if (!optionId || input?.kind !== 'choice') return undefined;
  return input.options.find((option) => option.id === optionId)?.label;
}
