import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { channelMessageStatuses } from '../../../db/schema';
import type { MetaDeliveryStatus } from './metaWebhook';

/** Meta's channels, whose sent messages' statuses are kept. */
export type MetaStatusChannel = 'whatsapp-cloud' | 'messenger' | 'instagram';

/** The order of the statuses: only a further one replaces what is stored. */
const rank = (value: unknown) => sql`array_position(array['sent','delivered','read','failed'], ${value})`;

/**
 * Stores a status of a message a Meta channel sent (Meta's id `externalId`): only a further one
 * replaces what is stored (sent → delivered → read → failed), since Meta may post them out of order.
 * `sentAt` (when it was sent) is kept from the first status stored.
 */
export async function storeMessageStatus(
  db: Database,
  status: {
    plubotId: string;
    channel: MetaStatusChannel;
    externalId: string;
    contact: string;
    status: MetaDeliveryStatus;
    error: string | null;
    sentAt?: Date;
  },
): Promise<void> {
  const { sentAt, ...row } = status;
  const now = new Date();
  await db
    .insert(channelMessageStatuses)
    .values({ ...row, createdAt: sentAt ?? now, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        channelMessageStatuses.plubotId,
        channelMessageStatuses.channel,
        channelMessageStatuses.externalId,
      ],
      set: { status: sql`excluded.status`, error: sql`excluded.error`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${rank(sql`${channelMessageStatuses.status}`)} < ${rank(sql`excluded.status`)}`,
    });
}

/**
 * Notes that we sent `externalId` to `contact` at `sentAt` (the moment we asked Meta to send it, so
 * a receipt's watermark taken by Meta's clock is never earlier): Messenger and Instagram post no
 * `sent` status of their own.
 */
export function recordSentMessage(
  db: Database,
  sent: { plubotId: string; channel: MetaStatusChannel; externalId: string; contact: string; sentAt: Date },
): Promise<void> {
  return storeMessageStatus(db, { ...sent, status: 'sent', error: null });
}

/**
 * A Messenger receipt's watermark: every message sent to `contact` up to `upTo` is `status`
 * (delivered, or read) unless it is further already. Answers how many changed.
 */
export async function storeStatusUpTo(
  db: Database,
  receipt: {
    plubotId: string;
    channel: MetaStatusChannel;
    contact: string;
    status: 'delivered' | 'read';
    upTo: Date;
  },
): Promise<number> {
  const updated = await db
    .update(channelMessageStatuses)
    .set({ status: receipt.status, updatedAt: new Date() })
    .where(
      and(
        eq(channelMessageStatuses.plubotId, receipt.plubotId),
        eq(channelMessageStatuses.channel, receipt.channel),
        eq(channelMessageStatuses.contact, receipt.contact),
        lte(channelMessageStatuses.createdAt, receipt.upTo),
        sql`${rank(sql`${channelMessageStatuses.status}`)} < ${rank(receipt.status)}`,
      ),
    )
    .returning({ externalId: channelMessageStatuses.externalId });
  return updated.length;
}
