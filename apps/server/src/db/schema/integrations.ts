import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
