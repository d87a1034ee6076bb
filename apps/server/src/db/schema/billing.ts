import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every Stripe webhook event applied, by Stripe's event id: a redelivered event (Stripe retries,
 * or two server copies receive it) is recognised and acknowledged without being applied twice.
 * `createdAt` is the event's own `created`, `receivedAt` when this server took it.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
