import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { channelConnections, channelContactWindows } from '../../../db/schema';
import type { ChannelConnectionRow } from '../channelRepository';
import { TEMPLATE_DETAIL_KEYS } from '../meta/whatsAppTemplates';

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
 * Keeps the template chosen for the bot's WhatsApp Cloud connection in its details (`details`, see
 * `toTemplateDetails`), or clears it (`null`): the template keys are replaced together, the rest of
 * the details stay. Answers the connection as stored, or undefined when the bot has none.
 */
export async function saveChosenTemplate(
  db: Database,
  plubotId: string,
  details: Record<string, string> | null,
): Promise<ChannelConnectionRow | undefined> {
  const keys = sql`array[${sql.join(
    TEMPLATE_DETAIL_KEYS.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const cleared = sql`${channelConnections.details} - ${keys}`;
  const [row] = await db
    .update(channelConnections)
    .set({
      details: details ? sql`(${cleared}) || ${JSON.stringify(details)}::jsonb` : cleared,
      updatedAt: new Date(),
    })
    .where(and(eq(channelConnections.plubotId, plubotId), eq(channelConnections.channel, CHANNEL)))
    .returning();
  return row;
}
