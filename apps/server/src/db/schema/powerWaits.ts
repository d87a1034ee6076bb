import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatSessions } from './chat';
import { createdAt } from './columns';
import { connections } from './integrations';
import { plubots } from './plubots';

/**
 * A conversation waiting on a power's link (issue #32): a checkout ('Cobrar' of Stripe, Mercado
 * Pago or PayPal) or a booking link (Calendly). `reference` is sent to the service and comes back in
 * its signed webhook; `externalId` is what the service made (a checkout session, a preference, an
 * order). `pending` until the event comes (`done`: paid or booked, with `eventId`, the service's id
 * of the payment or booking, unique per service so the same webhook twice pays once), it failed for
 * good (`failed`), or its time ran out (`expired`: the conversation goes on by 'No pagado').
 */
export const powerWaits = pgTable(
  'power_waits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'set null' }),
    service: text('service').notNull(),
    action: text('action').notNull(),
    externalId: text('external_id'),
    /** A payment's amount asked, in minor units, and its currency; null for a booking. */
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    status: text('status', { enum: ['pending', 'done', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    eventId: text('event_id'),
    /** What the event gave (the payment's id, the booking's start), saved into the node's variables. */
    outputs: jsonb('outputs').$type<Record<string, string | number | boolean | null>>(),
    /** Why an event was not taken (an amount or currency other than asked). */
    error: text('error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * When the conversation was told how the wait ended (it went on by 'Pagado' or 'No pagado', or
     * no longer waited); null while that is still to do — the sweeper retries it.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('power_waits_reference').on(table.reference),
    uniqueIndex('power_waits_event').on(table.service, table.eventId),
    index('power_waits_due').on(table.expiresAt).where(sql`status = 'pending'`),
    index('power_waits_unsettled')
      .on(table.finishedAt)
      .where(sql`settled_at is null and status <> 'pending'`),
    index('power_waits_session').on(table.sessionId),
  ],
);
