import { CONVERSATION_CHANNELS } from '@plubot/contracts';
import type { ChatCard } from '@plubot/engine';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plubots } from './plubots';
import { users } from './users';

/** One conversation with a bot on one channel; `state` is the engine's ConversationState. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: [...CONVERSATION_CHANNELS, 'simulation'] as const }).notNull(),
    contact: text('contact'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    flowRevision: integer('flow_revision').notNull(),
    /**
     * The published version the conversation runs on, from its first turn to its end, even across
     * later publishes (`published_flows`). Null for conversations from before publishing existed,
     * which go on by `flow_revision`.
     */
    publishedVersion: integer('published_version'),
    turn: integer('turn').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    ended: boolean('ended').notNull().default(false),
    /** Reached an End node (`ended` is also set by a dead end, the loop guard or an error). */
    completed: boolean('completed').notNull().default(false),
    /** The last node the conversation ran: where it stands, or where it stopped. */
    lastNodeId: text('last_node_id'),
    /** The nodes and connections it went through so far: a `chat_paths` key (real conversations). */
    pathKey: uuid('path_key'),
    /** Who opened it, hashed: a key of the IP (or WhatsApp number), for the visitor's limits. */
    visitorKey: text('visitor_key'),
    /** Opened by the bot's owner, signed in (it never counts as received). */
    byOwner: boolean('by_owner').notNull().default(false),
    /**
     * Counts as received for progress (milestones, challenges, featured bots): set once, at the
     * visitor's first reply, under `COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY` (qualifyConversation.ts).
     */
    counted: boolean('counted').notNull().default(false),
    /**
     * The visitor wrote (a reply on the page or widget; any WhatsApp conversation, which a message
     * opens). Until then the conversation is only a view: it is not billed, listed or analysed as a
     * conversation, only counted among the funnel's «Abrieron el chat».
     */
    engaged: boolean('engaged').notNull().default(false),
    /**
     * Who answers it now (issue #29): the bot; `waiting` for a person since `waiting_since`; a
     * `person` of the team (`handler_id`), the bot quiet; or `closed`.
     */
    handoffStatus: text('handoff_status', { enum: ['bot', 'waiting', 'person', 'closed'] })
      .notNull()
      .default('bot'),
    handlerId: uuid('handler_id').references(() => users.id, { onDelete: 'set null' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** The visitor was told nobody took it in time (once per wait). */
    waitingTimedOut: boolean('waiting_timed_out').notNull().default(false),
    /** It asked for a person at least once (the funnel counts hand-offs). */
    askedPerson: boolean('asked_person').notNull().default(false),
    /** The last message (`seq`) the owner saw in the inbox: later visitor messages are unread. */
    ownerSeenSeq: integer('owner_seen_seq').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_sessions_plubot').on(table.plubotId, table.updatedAt),
    index('chat_sessions_contact').on(table.plubotId, table.contact),
    // The funnel of a range reads only this index (started, completed, median, stopped, paths), of
    // every channel or one (the breakdown per channel too).
    index('chat_sessions_funnel')
      .on(
        table.plubotId,
        table.createdAt,
        table.completed,
        table.messageCount,
        table.lastNodeId,
        table.pathKey,
        table.engaged,
        table.publishedVersion,
        table.askedPerson,
        table.channel,
      )
      .where(sql`channel <> 'simulation'`),
    // The owner's list of conversations: those the visitor wrote in, most recently active first.
    index('chat_sessions_engaged').on(table.plubotId, table.updatedAt).where(sql`engaged`),
    // Conversations received, per bot and time: the Coliseum's challenges and featured bots.
    index('chat_sessions_counted').on(table.plubotId, table.createdAt).where(sql`counted`),
    // The inbox's conversations waiting for a person, and the sweep that tells visitors nobody came.
    index('chat_sessions_waiting').on(table.waitingSince).where(sql`handoff_status = 'waiting'`),
  ],
);

/**
 * The conversation funnel's paths: a set of nodes and of connections (source → target, in two
 * parallel arrays) that real conversations of a bot went through, sorted, keyed by a hash of them.
 * A conversation points at its path so far (`chat_sessions.path_key`), so conversations that went
 * the same way share one row and the funnel of a range groups sessions by path instead of reading
 * one row per visit. Written with the turn (persistTurn.ts); a node visited again changes nothing.
 */
export const chatPaths = pgTable(
  'chat_paths',
  {
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    nodes: text('nodes').array().notNull(),
    edgeSources: text('edge_sources').array().notNull(),
    edgeTargets: text('edge_targets').array().notNull(),
  },
  (table) => [primaryKey({ name: 'chat_paths_pk', columns: [table.plubotId, table.key] })],
);

/** The transcript: every message of a conversation, in order. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** `person`: a person of the team wrote it (`author_name`); `system`: a note (e.g. who took it). */
    role: text('role', { enum: ['bot', 'user', 'person', 'system'] }).notNull(),
    text: text('text').notNull(),
    authorName: text('author_name'),
    buttons: jsonb('buttons').$type<{ id: string; label: string }[]>(),
    /** 'markdown' when the bot's text uses the small safe Markdown (a decision's switch). */
    format: text('format', { enum: ['markdown'] }),
    /** The bot's card (a Figma or Canva design, issue #31); `text` holds its title and link. */
    card: jsonb('card').$type<ChatCard>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('chat_messages_session_seq').on(table.sessionId, table.seq)],
);

/**
 * A bot's contacts ("leads"): the people it collected an e-mail, a phone or a name from. A
 * conversation that captures an e-mail or a phone creates or updates the bot's one contact with it
 * (`chat/saveConversationResult.ts`); a «Guardar datos» action without either adds a row of its own.
 * `data` holds the latest values the person gave, `session_id` the conversation that created it.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    /** The latest conversation that updated it. */
    lastSessionId: uuid('last_session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    /** Lower-cased; one contact per e-mail per bot. */
    email: text('email'),
    /** Digits with an optional leading '+'; one contact per phone per bot. */
    phone: text('phone'),
    name: text('name'),
    /** Conversations that gave this contact's details. */
    conversations: integer('conversations').notNull().default(1),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_plubot').on(table.plubotId, table.createdAt),
    uniqueIndex('leads_plubot_email').on(table.plubotId, table.email).where(sql`email is not null`),
    uniqueIndex('leads_plubot_phone').on(table.plubotId, table.phone).where(sql`phone is not null`),
  ],
);

/**
 * What each conversation collected: its variables once the visitor wrote (built-in ones left out),
 * rewritten after every turn that changed them, with the contact they went to.
 */
export const chatResults = pgTable(
  'chat_results',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_results_plubot').on(table.plubotId, table.updatedAt)],
);

/**
 * A bot's own records (the database node): small rows in named collections ('clientes', 'reservas'),
 * one per key per collection — saving with an existing key updates it. The owner browses and
 * exports them; they go with the bot.
 */
export const botRecords = pgTable(
  'bot_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    collection: text('collection').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bot_records_key').on(table.plubotId, table.collection, table.key),
    index('bot_records_updated').on(table.plubotId, table.collection, table.updatedAt),
  ],
);

/** Bot replies per owner per month (the free plan allows 100): the sum over the shards. */
export const usage = pgTable(
  'usage',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    /** Pro owners' turns spread over 16 rows so busy bots do not queue on one counter. */
    shard: integer('shard').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    /** The highest share of the month (80, 100 %) the owner was told about (shard 0's row). */
    notifiedPercent: integer('notified_percent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.month, table.shard] })],
);

/**
 * What one visitor (`chat_sessions.visitor_key`) took from one bot in one period: per UTC hour
 * (`period` 'YYYY-MM-DDTHH') bot turns and new conversations, under `VISITOR_HOURLY_LIMITS`; per UTC
 * day ('YYYY-MM-DD') conversations counted as received. Rows older than yesterday are deleted when
 * the bot opens a conversation.
 */
export const visitorUsage = pgTable(
  'visitor_usage',
  {
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    visitorKey: text('visitor_key').notNull(),
    replies: integer('replies').notNull().default(0),
    conversations: integer('conversations').notNull().default(0),
    counted: integer('counted').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'visitor_usage_pk', columns: [table.plubotId, table.period, table.visitorKey] }),
  ],
);

/**
 * The live events of conversations (issue #29), stored before they are pushed so a stream that
 * dropped resumes from the last id it saw (`Last-Event-ID`): a message a person or the system
 * added, or a change of who answers. Kept a day (`live/liveEvents.ts` `pruneLiveEvents`, run by the hand-off sweep); typing is never stored.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** The event as the streams send it (`liveEventSchema` of `@plubot/contracts`). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('live_events_owner').on(table.ownerId, table.id),
    index('live_events_session').on(table.sessionId, table.id),
    index('live_events_created').on(table.createdAt),
  ],
);
