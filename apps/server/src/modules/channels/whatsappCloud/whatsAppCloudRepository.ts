import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { channelContactWindows, channelMessageStatuses } from '../../../db/schema';
import type { MetaDeliveryStatus } from '../meta/metaWebhook';

/** The channel name these rows are stored under (the windows also serve Messenger and Instagram). */
const CHANNEL = 'whatsapp-cloud';

/** Meta's channels, each with its own contacts' windows. */
export type MetaChannelName = 'whatsapp-cloud' | 'messenger' | 'instagram';

/**
 * Notes that a contact wrote at `at` on `channel` (WhatsApp Cloud unless said; the 24-hour window
 * starts again); an older time than the one stored (a late retry) changes nothing.
 */
export async function recordInbound(
  db: Database,
  plubotId: string,
  contact: string,
  at: Date,
  channel: MetaChannelName = CHANNEL,
): Promise<void> {
  await db
    .insert(channelContactWindows)
    .values({ plubotId, channel, contact, lastInboundAt: at })
    .onConflictDoUpdate({
      target: [channelContactWindows.plubotId, channelContactWindows.channel, channelContactWindows.contact],
      set: { lastInboundAt: sql`greatest(${channelContactWindows.lastInboundAt}, excluded.last_inbound_at)` },
    });
}

/** When a contact last wrote to the bot on `channel` (WhatsApp Cloud unless said), or null when never. */
export async function findLastInbound(
  db: Database,
  plubotId: string,
  contact: string,
  channel: MetaChannelName = CHANNEL,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: channelContactWindows.lastInboundAt })
    .from(channelContactWindows)
    .where(
      and(
        eq(channelContactWindows.plubotId, plubotId),
        eq(channelContactWindows.channel, channel),
        eq(channelContactWindows.contact, contact),
      ),
    );
  return row?.at ?? null;
}

/**
 * Stores a status of a message we sent (Meta's id `externalId`): only a further one replaces what
 * is stored (sent → delivered → read → failed), since Meta may post them out of order.
 */
export async function storeMessageStatus(
  db: Database,
  status: {
    plubotId: string;
    externalId: string;
    contact: string;
    status: MetaDeliveryStatus;
    error: string | null;
  },
): Promise<void> {
  const rank = (value: unknown) => sql`array_position(array['sent','delivered','read','failed'], ${value})`;
  await db
    .insert(channelMessageStatuses)
    .values({ ...status, channel: CHANNEL, updatedAt: new Date() })
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
