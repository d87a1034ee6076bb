import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plubots } from './plubots';

/**
 * What became of a message a Meta channel sent (issue #33: WhatsApp Cloud API, Messenger,
 * Instagram), keyed by Meta's id of it (a `wamid.…`, a `mid`): its furthest status (`sent` →
 * `delivered` → `read`, or `failed` with Meta's words in `error`), as the provider's status webhooks
 * and receipts tell it. `created_at` is when it was sent (Messenger's receipts name a time — a
 * watermark — and every message sent to the person before it).
 */
export const channelMessageStatuses = pgTable(
  'channel_message_statuses',
  {
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    externalId: text('external_id').notNull(),
    contact: text('contact').notNull(),
    status: text('status', { enum: ['sent', 'delivered', 'read', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.plubotId, table.channel, table.externalId] }),
    index('channel_message_statuses_contact').on(
      table.plubotId,
      table.channel,
      table.contact,
      table.createdAt,
    ),
  ],
);

/**
 * When a contact of a Meta channel last wrote to the bot: the 24-hour customer-service window
 * (`decideOutsideWindow`) is counted from it.
 */
export const channelContactWindows = pgTable(
  'channel_contact_windows',
  {
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    contact: text('contact').notNull(),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.plubotId, table.channel, table.contact] })],
);
