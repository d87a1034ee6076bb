import type { WhatsAppFailureReason } from '@plubot/contracts';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plubots } from './plubots';

/**
 * A bot's linked WhatsApp number. `status` is 'qr' while a pairing QR is shown and 'connected' once
 * the number is linked (no row = not connected). The client library's credentials and signal keys
 * are sealed with ENCRYPTION_KEY (`v1.iv.tag.data`), never stored in clear.
 */
export const whatsappConnections = pgTable('whatsapp_connections', {
  plubotId: uuid('plubot_id')
    .primaryKey()
    .references(() => plubots.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['qr', 'connected'] }).notNull(),
  phoneNumber: text('phone_number'),
  sealedCreds: text('sealed_creds'),
  sealedKeys: text('sealed_keys'),
  /** The server copy whose socket serves this number, until `leaseUntil` (renewed while alive). */
  holder: text('holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Why a bot's WhatsApp link last failed or dropped ('loggedOut', 'qrExpired', 'connectionReplaced'
 * …), for the sharing panel of every server copy. Its own table because the link row is deleted on
 * exactly those failures (a number logged out or refused, a pairing nobody finished). Cleared when
 * the number links again, when the owner starts a new pairing and when the owner disconnects.
 */
export const whatsappFailures = pgTable('whatsapp_failures', {
  plubotId: uuid('plubot_id')
    .primaryKey()
    .references(() => plubots.id, { onDelete: 'cascade' }),
  reason: text('reason').$type<WhatsAppFailureReason>().notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
});
