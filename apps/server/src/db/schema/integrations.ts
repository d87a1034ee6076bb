import type { ConnectionService } from '@plubot/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
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
