import { createHash, timingSafeEqual } from 'node:crypto';
import type { SupportedChannel } from '@plubot/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelConnections, chatSessions, plubots } from '../../db/schema';
import { openSecret, sealSecret } from '../../lib/secretBox';

export type ChannelConnectionRow = typeof channelConnections.$inferSelect;

/** The context a channel's credentials are sealed to: they open only for this bot's channel. */
const sealContext = (plubotId: string, channel: SupportedChannel) => `channel:${plubotId}:${channel}`;

/** The SHA-256 (hex) of a webhook secret: what is stored, and compared with what the provider sends. */
export function hashWebhookSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `given` is the secret whose hash is `storedHash` (in constant time). */
export function matchesWebhookSecret(storedHash: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(given).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Every channel connection of a bot. */
export async function listChannelConnections(
  db: Database,
  plubotId: string,
): Promise<ChannelConnectionRow[]> {
  return db.select().from(channelConnections).where(eq(channelConnections.plubotId, plubotId));
}

/** A bot's connection to `channel`, if any. */
export async function findChannelConnection(
  db: Database,
  plubotId: string,
  channel: SupportedChannel,
): Promise<ChannelConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.plubotId, plubotId), eq(channelConnections.channel, channel)));
  return row;
}

/** The credentials of a connection, opened; null when they no longer open (another key). */
export function openChannelCredentials<T>(encryptionKey: string, row: ChannelConnectionRow): T | null {
  const opened = openSecret(encryptionKey, row.sealedCredentials, sealContext(row.plubotId, row.channel));
  if (opened === null) return null;
  try {
    return JSON.parse(opened) as T;
  } catch {
    return null;
  }
}

/**
 * Stores (or replaces) a bot's connection to `channel`: credentials sealed, the webhook secret as
 * its hash, connected and without error.
 */
export async function saveChannelConnection(
  db: Database,
  encryptionKey: string,
  connection: {
    plubotId: string;
    channel: SupportedChannel;
    credentials: Record<string, string>;
    webhookSecret: string;
    details: Record<string, string>;
  },
): Promise<ChannelConnectionRow> {
  const values = {
    sealedCredentials: sealSecret(
      encryptionKey,
      JSON.stringify(connection.credentials),
      sealContext(connection.plubotId, connection.channel),
    ),
    webhookSecretHash: hashWebhookSecret(connection.webhookSecret),
    status: 'connected' as const,
    error: null,
    details: connection.details,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(channelConnections)
    .values({ plubotId: connection.plubotId, channel: connection.channel, ...values })
    .onConflictDoUpdate({ target: [channelConnections.plubotId, channelConnections.channel], set: values })
    .returning();
  if (!row) throw new Error('channel connection not stored');
  return row;
}

/** Removes a bot's connection to `channel`; true when there was one. */
export async function deleteChannelConnection(
  db: Database,
  plubotId: string,
  channel: SupportedChannel,
): Promise<boolean> {
  const deleted = await db
    .delete(channelConnections)
    .where(and(eq(channelConnections.plubotId, plubotId), eq(channelConnections.channel, channel)))
    .returning({ id: channelConnections.id });
  return deleted.length > 0;
}

/**
 * Notes why a channel failed (`error`, the owner's language), or clears a failure (`null`) — then
 * only a connection in error is written, so a healthy channel costs one cheap update.
 */
export async function setChannelError(
  db: Database,
  plubotId: string,
  channel: SupportedChannel,
  error: string | null,
): Promise<void> {
  const where = and(eq(channelConnections.plubotId, plubotId), eq(channelConnections.channel, channel));
  await db
    .update(channelConnections)
    .set(
      error === null
        ? { status: 'connected', error: null, updatedAt: new Date() }
        : { status: 'error', error: error.slice(0, 500), updatedAt: new Date() },
    )
    .where(error === null ? and(where, eq(channelConnections.status, 'error')) : where);
}

/** Another bot already connected to the same account of `channel` (`details[key] = value`), if any. */
export async function findOtherBotOnAccount(
  db: Database,
  plubotId: string,
  channel: SupportedChannel,
  key: string,
  value: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ plubotId: channelConnections.plubotId })
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.channel, channel),
        ne(channelConnections.plubotId, plubotId),
        sql`${channelConnections.details} ->> ${key} = ${value}`,
      ),
    )
    .limit(1);
  return row?.plubotId;
}

export { claimDelivery } from './channelDeliveryRepository';

/** Public ids already read: a bot's never changes, so every message need not ask again. */
const publicIds = new Map<string, string>();
const MAX_REMEMBERED_PUBLIC_IDS = 10_000;

/** The bot behind a channel connection: its public id (conversations open by it). */
export async function findBotPublicId(db: Database, plubotId: string): Promise<string | undefined> {
  const known = publicIds.get(plubotId);
  if (known) return known;
  const [row] = await db.select({ publicId: plubots.publicId }).from(plubots).where(eq(plubots.id, plubotId));
  if (row) {
    if (publicIds.size >= MAX_REMEMBERED_PUBLIC_IDS) publicIds.clear();
    publicIds.set(plubotId, row.publicId);
  }
  return row?.publicId;
}

/** The contact's most recent conversation with the bot on `channel`, with the input it waits for. */
export async function findLatestChannelSession(
  db: Database,
  plubotId: string,
  channel: string,
  contact: string,
): Promise<{ id: string; turn: number; ended: boolean; state: Record<string, unknown> } | undefined> {
  const [row] = await db
    .select({
      id: chatSessions.id,
      turn: chatSessions.turn,
      ended: chatSessions.ended,
      state: chatSessions.state,
    })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.plubotId, plubotId),
        sql`${chatSessions.channel} = ${channel}`,
        eq(chatSessions.contact, contact),
      ),
    )
    .orderBy(desc(chatSessions.createdAt))
    .limit(1);
  return row;
}
