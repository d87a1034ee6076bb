import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plubots } from './plubots';
import { users } from './users';

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
    /**
     * Waits for the owner's e-mail digest (a first conversation, a new contact): cleared when a
     * digest takes it — sent, or dropped because the owner switched the digest off.
     */
    digestPending: boolean('digest_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user').on(table.userId, table.createdAt),
    index('notifications_digest').on(table.userId, table.createdAt).where(sql`digest_pending`),
  ],
);
