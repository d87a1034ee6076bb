import type { ConnectionService } from '@plubot/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatSessions } from './chat';
import { createdAt } from './columns';
import { plubots } from './plubots';
import { users } from './users';

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
 * An owner's connection to an outside service (issue #31; profile → Integraciones): its
 * credentials as JSON sealed with ENCRYPTION_KEY, bound to the connection and its owner (they never
 * leave the server), what is not secret in `settings`, and how the service answered the last check.
 * A bot uses its owner's first active connection of a service.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').$type<ConnectionService>().notNull(),
    name: text('name').notNull(),
    sealedCredentials: text('sealed_credentials').notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    /** 'active' while the service accepts the credentials; 'error' with `error` once it refused them. */
    status: text('status', { enum: ['active', 'error'] }).notNull(),
    error: text('error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('connections_user').on(table.userId, table.service, table.createdAt)],
);

/**
 * A power action waiting to run after the reply, or that ran (issue #31): the durable job queue of
 * the connected services' actions. A worker claims due jobs (`FOR UPDATE SKIP LOCKED`, then a lease
 * in `locked_until`), runs them with the owner's connection and retries what may pass (the network,
 * 429, 5xx) with backoff; a job that failed for good stays `failed` with the service's answer for
 * the bot's «Errores de integraciones» and Bot Doctor. Done jobs are pruned after a day, failed ones
 * after 30 days.
 */
export const integrationJobs = pgTable(
  'integration_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's connection that acts; null once it was removed (the job then fails). */
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'set null' }),
    service: text('service').notNull(),
    action: text('action').notNull(),
    nodeId: text('node_id'),
    /**
     * The conversation that queued it (a ticket's transcript, an analytics event's visitor); null
     * in the simulation or once the conversation was deleted.
     */
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    inputs: jsonb('inputs').$type<Record<string, string>>().notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The service's answer at the last failed try. */
    error: text('error'),
    /** The owner was told of this failure (once per bot and connection a day). */
    notified: boolean('notified').notNull().default(false),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('integration_jobs_due').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('integration_jobs_bot').on(table.plubotId, table.status, table.finishedAt),
  ],
);

/**
 * Counters of power actions (issue #31): an owner's calls in a month (`user:<id>`, `YYYY-MM`) under
 * the plan's limit, a connection's calls in a minute (`connection:<id>`, `YYYY-MM-DDTHH:MM`) under
 * the per-connection rate. Each is one row raised conditionally, so copies of the server never
 * overshoot together. Minute rows are pruned by the worker.
 */
export const integrationUsage = pgTable(
  'integration_usage',
  {
    key: text('key').notNull(),
    period: text('period').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.period] })],
);
