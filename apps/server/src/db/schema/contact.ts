import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
