import type { StoredHandoffSettings } from '@plubot/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

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
    /**
     * The version of `published_flows` visitors get on every channel (new conversations); null
     * until the bot's first publish. Changed only with the new version row, in one transaction.
     */
    publishedVersion: integer('published_version'),
    /**
     * The bot's hand-off settings (issue #29): `{ phrases, timeoutMinutes }`; null for the defaults
     * (`DEFAULT_HANDOFF_PHRASE_LIST`, `HANDOFF_TIMEOUT_MS`).
     */
    handoffSettings: jsonb('handoff_settings').$type<StoredHandoffSettings>(),
    /** Grows with every change of the bot's knowledge passages: a search's cached statistics are this old. */
    knowledgeVersion: integer('knowledge_version').notNull().default(0),
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
  /** The flow JSON version `nodes` and `edges` are stored at (rows written before version 2: 1). */
  flowVersion: integer('flow_version').notNull().default(1),
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
    /** The flow JSON version `nodes` and `edges` are stored at (rows written before version 2: 1). */
    flowVersion: integer('flow_version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('flow_versions_plubot_revision').on(table.plubotId, table.revision)],
);

/**
 * What visitors talk to: each 'Publicar' (and each rollback) writes a new, immutable version — a
 * copy of the draft (`flows`) at that moment. `plubots.published_version` points at the live one.
 */
export const publishedFlows = pgTable(
  'published_flows',
  {
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per bot. */
    version: integer('version').notNull(),
    flowName: text('flow_name').notNull(),
    nodes: jsonb('nodes').$type<JsonNodes>().notNull(),
    edges: jsonb('edges').$type<JsonNodes>().notNull(),
    viewport: jsonb('viewport').$type<JsonViewport>().notNull(),
    flowVersion: integer('flow_version').notNull().default(2),
    /** The draft's revision it was published from. */
    draftRevision: integer('draft_revision').notNull(),
    /** A rollback: the version it copies. */
    restoredFrom: integer('restored_from'),
    note: text('note'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('published_flows_plubot_version').on(table.plubotId, table.version)],
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
    /** The flow JSON version `nodes` and `edges` are stored at (rows written before version 2: 1). */
    flowVersion: integer('flow_version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [index('flow_backups_plubot').on(table.plubotId)],
);
