import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSessions, plubots, whatsappConnections } from '../../db/schema';

export type WhatsAppConnectionRow = typeof whatsappConnections.$inferSelect;

/** The bot's WhatsApp link, if any. */
export async function findConnection(
  db: Database,
  plubotId: string,
): Promise<WhatsAppConnectionRow | undefined> {
  const [row] = await db.select().from(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId));
  return row;
}

/** Every bot whose number is linked: the sockets to reopen when the server starts. */
export async function listLinkedConnections(db: Database): Promise<string[]> {
  const rows = await db
    .select({ plubotId: whatsappConnections.plubotId })
    .from(whatsappConnections)
    .where(eq(whatsappConnections.status, 'connected'));
  return rows.map((row) => row.plubotId);
}

/** Starts a new pairing: any earlier link and its credentials are replaced by an empty 'qr' row. */
export async function startPairing(db: Database, plubotId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId));
    await tx.insert(whatsappConnections).values({ plubotId, status: 'qr' });
  });
}

/** Records the linked number. `false` when the row is gone (the link was forgotten meanwhile). */
export async function markLinked(db: Database, plubotId: string, phoneNumber: string): Promise<boolean> {
  const updated = await db
    .update(whatsappConnections)
    .set({ status: 'connected', phoneNumber, updatedAt: new Date() })
    .where(eq(whatsappConnections.plubotId, plubotId))
    .returning({ plubotId: whatsappConnections.plubotId });
  return updated.length > 0;
}

/** Stores sealed credentials or keys. `false` when the row is gone. */
export async function saveSealed(
  db: Database,
  plubotId: string,
  sealed: { sealedCreds: string } | { sealedKeys: string },
): Promise<boolean> {
  const updated = await db
    .update(whatsappConnections)
    .set({ ...sealed, updatedAt: new Date() })
    .where(eq(whatsappConnections.plubotId, plubotId))
    .returning({ plubotId: whatsappConnections.plubotId });
  return updated.length > 0;
}

/** Forgets the link and its credentials. */
export async function deleteConnection(db: Database, plubotId: string): Promise<void> {
  await db.delete(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId));
}

/** The public id of a bot whose link still exists (`undefined` once it is forgotten or the bot deleted). */
export async function findLinkedBot(
  db: Database,
  plubotId: string,
): Promise<{ publicId: string } | undefined> {
  const [row] = await db
    .select({ publicId: plubots.publicId })
    .from(whatsappConnections)
    .innerJoin(plubots, eq(plubots.id, whatsappConnections.plubotId))
    .where(eq(whatsappConnections.plubotId, plubotId));
  return row;
}

/** The contact's most recent WhatsApp conversation with the bot. */
export async function findLatestContactSession(
  db: Database,
  plubotId: string,
  contact: string,
): Promise<{ id: string; ended: boolean } | undefined> {
  const [row] = await db
    .select({ id: chatSessions.id, ended: chatSessions.ended })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.plubotId, plubotId),
        eq(chatSessions.channel, 'whatsapp'),
        eq(chatSessions.contact, contact),
      ),
    )
    .orderBy(desc(chatSessions.createdAt))
    .limit(1);
  return row;
}

/** Drops pairings nobody finished before `before` (their sockets died with an earlier process). */
export async function deleteStalePairings(db: Database, before: Date): Promise<void> {
  await db
    .delete(whatsappConnections)
    .where(and(eq(whatsappConnections.status, 'qr'), lt(whatsappConnections.updatedAt, before)));
}

/** Marks a pairing as alive (its QR just rotated), so every server copy reports it as shown. */
export async function touchPairing(db: Database, plubotId: string): Promise<void> {
  await db
    .update(whatsappConnections)
    .set({ updatedAt: new Date() })
    .where(and(eq(whatsappConnections.plubotId, plubotId), eq(whatsappConnections.status, 'qr')));
}
