import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export interface UserPreferences {
  language?: 'es' | 'en';
  ultraMode?: boolean;
  inactivityLogout?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    profilePicture: text('profile_picture'),
    isVerified: boolean('is_verified').notNull().default(false),
    role: text('role').notNull().default('user'),
    plan: text('plan').notNull().default('free'),
    xp: integer('xp').notNull().default(0),
    plucoins: integer('plucoins').notNull().default(0),
    energyLevel: integer('energy_level').notNull().default(100),
    lastDailyRewardAt: timestamp('last_daily_reward_at', { withTimezone: true }),
    /** The calendar day (YYYY-MM-DD, in `timeZone`) of the last daily reward, and the row of days. */
    lastDailyRewardDate: text('last_daily_reward_date'),
    dailyStreak: integer('daily_streak').notNull().default(0),
    /** IANA time zone the daily reward's calendar day is counted in (the browser's, first claim). */
    timeZone: text('time_zone'),
    /** Shown in the Coliseum's ranking, only when the user opted in. */
    displayName: text('display_name'),
    leaderboardOptIn: boolean('leaderboard_opt_in').notNull().default(false),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    /** The Stripe customer and subscription of a paid plan (set by Stripe's webhook only). */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash_unique').on(table.tokenHash),
    index('auth_tokens_user').on(table.userId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_user').on(table.userId),
  ],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('subscribers_email_unique').on(table.email)],
);

/** Messages of the public contact form (/contact); `mailedAt` is set once CONTACT_TO got it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/** Ratings and comments of the feedback form (/tu-opinion). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    email: text('email'),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);

/** Pending Google sign-ins: the PKCE verifier and the client's state, single use, 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  clientState: text('client_state'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Uploaded files (profile pictures) kept in the database so every server copy can serve them. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_owner').on(table.ownerId)],
);

export interface EmbedConfig {
  theme: 'light' | 'dark' | 'auto';
  position: 'right' | 'left' | 'center';
  width: string;
  height: string;
  primaryColor: string;
  welcomeMessage: string;
}

export const plubots = pgTable(
  'plubots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tone: text('tone').notNull(),
    color: text('color').notNull(),
    powers: text('powers').array().notNull().default([]),
    purpose: text('purpose').notNull(),
    initialMessage: text('initial_message').notNull(),
    publicId: text('public_id').notNull(),
    localId: text('local_id'),
    embedConfig: jsonb('embed_config').$type<EmbedConfig>(),
    /** Set while the owner shows the bot in the Torre de Creativos gallery. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publicDescription: text('public_description'),
    cloneCount: integer('clone_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plubots_public_id_unique').on(table.publicId),
    uniqueIndex('plubots_owner_local_id_unique').on(table.ownerId, table.localId),
    index('plubots_owner').on(table.ownerId),
    index('plubots_published').on(table.publishedAt),
  ],
);

type JsonNodes = Record<string, unknown>[];
interface JsonViewport {
  x: number;
  y: number;
  zoom: number;
}

/** The current flow of each bot. `revision` grows by one on every accepted save. */
export const flows = pgTable('flows', {
  plubotId: uuid('plubot_id')
    .primaryKey()
    .references(() => plubots.id, { onDelete: 'cascade' }),
  flowName: text('flow_name').notNull(),
  nodes: jsonb('nodes').$type<JsonNodes>().notNull(),
  edges: jsonb('edges').$type<JsonNodes>().notNull(),
  viewport: jsonb('viewport').$type<JsonViewport>().notNull(),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A snapshot per accepted save (the newest 50 per bot are kept). */
export const flowVersions = pgTable(
  'flow_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    flowName: text('flow_name').notNull(),
    nodes: jsonb('nodes').$type<JsonNodes>().notNull(),
    edges: jsonb('edges').$type<JsonNodes>().notNull(),
    viewport: jsonb('viewport').$type<JsonViewport>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('flow_versions_plubot_revision').on(table.plubotId, table.revision)],
);

/** Named backups the owner makes on purpose; kept until deleted. */
export const flowBackups = pgTable(
  'flow_backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    flowName: text('flow_name').notNull(),
    nodes: jsonb('nodes').$type<JsonNodes>().notNull(),
    edges: jsonb('edges').$type<JsonNodes>().notNull(),
    viewport: jsonb('viewport').$type<JsonViewport>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('flow_backups_plubot').on(table.plubotId)],
);

/** One conversation with a bot on one channel; `state` is the engine's ConversationState. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['web', 'widget', 'whatsapp', 'simulation'] }).notNull(),
    contact: text('contact'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    flowRevision: integer('flow_revision').notNull(),
    turn: integer('turn').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    ended: boolean('ended').notNull().default(false),
    /** Reached an End node (`ended` is also set by a dead end, the loop guard or an error). */
    completed: boolean('completed').notNull().default(false),
    /** The last node the conversation ran: where it stands, or where it stopped. */
    lastNodeId: text('last_node_id'),
    /** The nodes and connections it went through so far: a `chat_paths` key (real conversations). */
    pathKey: uuid('path_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_sessions_plubot').on(table.plubotId, table.updatedAt),
    index('chat_sessions_contact').on(table.plubotId, table.contact),
    // The funnel of a range reads only this index (started, completed, median, stopped, paths).
    index('chat_sessions_funnel')
      .on(
        table.plubotId,
        table.createdAt,
        table.completed,
        table.messageCount,
        table.lastNodeId,
        table.pathKey,
      )
      .where(sql`channel <> 'simulation'`),
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
    role: text('role', { enum: ['bot', 'user'] }).notNull(),
    text: text('text').notNull(),
    buttons: jsonb('buttons').$type<{ id: string; label: string }[]>(),
    /** 'markdown' when the bot's text uses the small safe Markdown (a decision's switch). */
    format: text('format', { enum: ['markdown'] }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('chat_messages_session_seq').on(table.sessionId, table.seq)],
);

/** What a bot collected from a visitor (name, e-mail, reason …). */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('leads_plubot').on(table.plubotId, table.createdAt)],
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
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.month, table.shard] })],
);

/**
 * A bot's linked WhatsApp number. `status` is 'qr' while a pairing QR is shown and 'connected' once
 * the number is linked (no row = not connected). The client library's credentials and signal keys
 * are sealed with ENCRYPTION_KEY (`v1.iv.tag.data`), never stored in clear.
 */
export const whatsappConnections = pgTable('whatsapp_connections', {
  plubotId: uuid('plubot_id')
    .primaryKey()
    .references(() => plubots.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['qr', 'connected'] }).notNull(),
  phoneNumber: text('phone_number'),
  sealedCreds: text('sealed_creds'),
  sealedKeys: text('sealed_keys'),
  /** The server copy whose socket serves this number, until `leaseUntil` (renewed while alive). */
  holder: text('holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Achievements a user unlocked (once each). */
export const achievements = pgTable(
  'achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);

/** The user's recent activity feed (rewards, achievements, creations). */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('activities_user').on(table.userId, table.createdAt)],
);

/**
 * The progress ledger: every XP and PluCoin movement, with its reason and an idempotency key unique
 * per user ('first_bot', 'daily:2026-11-25', 'lesson:decisions' …), written in the transaction of
 * the fact it rewards. `users.xp` and `users.plucoins` are the running sums of these rows.
 */
export const progressEvents = pgTable(
  'progress_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    key: text('key').notNull(),
    xp: integer('xp').notNull().default(0),
    plucoins: integer('plucoins').notNull().default(0),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('progress_events_user_key').on(table.userId, table.key),
    index('progress_events_user_time').on(table.userId, table.createdAt),
    index('progress_events_time').on(table.createdAt),
  ],
);

/** What a user bought with PluCoins: a power's trial (until `expiresAt`), a widget theme, a character. */
export const unlocks = pgTable(
  'unlocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['power_trial', 'widget_theme', 'character'] }).notNull(),
    itemId: text('item_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.itemId] })],
);

/** Facts the browser reported (a share copied, a tab opened), counted and rate-limited by the server. */
export const gamificationFacts = pgTable(
  'gamification_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    plubotId: uuid('plubot_id').references(() => plubots.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('gamification_facts_user').on(table.userId, table.kind, table.createdAt)],
);

/**
 * A Discord bot connected in the profile's Integraciones tab (flow-editor spec §7
 * `discord-integrations`): a Discord node without its own token posts with the owner's first active
 * one. The token is sealed with ENCRYPTION_KEY and never returned in full.
 */
export const discordIntegrations = pgTable(
  'discord_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sealedToken: text('sealed_token').notNull(),
    /** 'active' once Discord accepted the token; 'error' with `tokenError` otherwise. */
    status: text('status', { enum: ['active', 'error'] }).notNull(),
    tokenError: text('token_error'),
    /** The Discord bot's own user name, as Discord reported it. */
    botUsername: text('bot_username'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discord_integrations_user').on(table.userId, table.createdAt)],
);

/**
 * In-app notifications of a user (a bot's 'Enviar notificación' action, among others), shown by
 * the bell in the header. Only the newest `MAX_NOTIFICATIONS_PER_USER` are kept.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plubotId: uuid('plubot_id').references(() => plubots.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user').on(table.userId, table.createdAt)],
);
