import type { SupportedChannel } from '@plubot/contracts';
import {
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

/**
 * A bot's connection to an official messaging channel (issue #33; today Telegram). The provider's
 * credentials are sealed with ENCRYPTION_KEY bound to the bot and channel (`secretBox`); the
 * webhook's secret is random per connection and kept only as its SHA-256 (the provider sends it back
 * on every update). `status` is 'error' with `error` (the owner's language) while deliveries fail;
 * no row = not configured. `details` holds what may be shown (Telegram's bot username).
 */
export const channelConnections = pgTable(
  'channel_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<SupportedChannel>().notNull(),
    sealedCredentials: text('sealed_credentials').notNull(),
    webhookSecretHash: text('webhook_secret_hash').notNull(),
    status: text('status', { enum: ['connected', 'error'] }).notNull(),
    error: text('error'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('channel_connections_bot_channel').on(table.plubotId, table.channel)],
);

/**
 * What a channel already took or sent, for exactly-once: an incoming update (`update:<id>`,
 * `message:<id>`), stored before its turn runs, so a provider's retry finds it and does nothing; an
 * inbox message sent out (`out:<live event id>`), so only one server copy sends it.
 *
 * An incoming update is also the job of its turn (`retryChannelDeliveries.ts`): `pending` with the
 * parsed event in `payload` (never a secret) while its turn runs — `next_attempt_at` is then when
 * another copy may take it as abandoned — `done` once answered (payload cleared), `failed` when its
 * turn failed before the conversation was saved: tried again at `next_attempt_at`, or given up when
 * that is null. `attempts` counts the runs; `last_error` says what failed (a code, never the text).
 * Outgoing claims are `done` from the start.
 */
export const channelDeliveries = pgTable(
  'channel_deliveries',
  {
    channel: text('channel').notNull(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    state: text('state', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('done'),
    payload: jsonb('payload').$type<object>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channel, table.plubotId, table.externalId] }),
    // The sweeper's due turns (few: pending and failed) and its pruning of old ones, by state.
    index('channel_deliveries_state_updated').on(table.state, table.updatedAt),
  ],
);
