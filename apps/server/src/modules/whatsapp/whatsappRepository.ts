import type { WhatsAppFailureReason } from '@plubot/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSessions, plubots, whatsappConnections, whatsappFailures } from '../../db/schema';
import { recordProgress } from '../gamification/progressLedger';
import { getPlubotOwnerId } from '../plubots/plubotRepository';

export type WhatsAppConnectionRow = typeof whatsappConnections.$inferSelect;

/** The bot's WhatsApp link, if any. */
export async function findConnection(
  db: Database,
  plubotId: string,
): Promise<WhatsAppConnectionRow | undefined> {
  const [row] = await db.select().from(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId));
  return row;
}

/** A lease is free when nobody holds it or its holder stopped renewing it. */
const leaseIsFree = () =>
  or(isNull(whatsappConnections.holder), lt(whatsappConnections.leaseUntil, sql`now()`));
const leaseEnd = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

/** Linked numbers no live server copy serves: the sockets to open (at start, and when a copy dies). */
export async function listUnservedLinks(db: Database): Promise<string[]> {
  const rows = await db
    .select({ plubotId: whatsappConnections.plubotId })
    .from(whatsappConnections)
    .where(and(eq(whatsappConnections.status, 'connected'), leaseIsFree()));
  return rows.map((row) => row.plubotId);
}

/**
 * Takes the number for this server copy for `leaseMs` (only one copy opens a number's socket).
 * `true` when it is ours: free, expired, or already held by us.
 */
export async function claimLease(db: Database, plubotId: string, holder: string, leaseMs: number) {
  const claimed = await db
    .update(whatsappConnections)
    .set({ holder, leaseUntil: leaseEnd(leaseMs) })
    .where(
      and(
        eq(whatsappConnections.plubotId, plubotId),
        or(leaseIsFree(), eq(whatsappConnections.holder, holder)),
      ),
    )
    .returning({ plubotId: whatsappConnections.plubotId });
  return claimed.length > 0;
}

/** Extends this copy's leases; answers the numbers still held (a lease lost meanwhile is not). */
export async function renewLeases(
  db: Database,
  plubotIds: string[],
  holder: string,
  leaseMs: number,
): Promise<Set<string>> {
  if (plubotIds.length === 0) return new Set();
  const renewed = await db
    .update(whatsappConnections)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(and(inArray(whatsappConnections.plubotId, plubotIds), eq(whatsappConnections.holder, holder)))
    .returning({ plubotId: whatsappConnections.plubotId });
  return new Set(renewed.map((row) => row.plubotId));
}

/** Gives a number back (this copy stops serving it), so another copy may take it at once. */
export async function releaseLease(db: Database, plubotId: string, holder: string): Promise<void> {
  await db
    .update(whatsappConnections)
    .set({ holder: null, leaseUntil: null })
    .where(and(eq(whatsappConnections.plubotId, plubotId), eq(whatsappConnections.holder, holder)));
}

/**
 * Starts a new pairing, held by this copy: any earlier link and its credentials are replaced by an
 * empty 'qr' row.
 */
export async function startPairing(db: Database, plubotId: string, holder: string, leaseMs: number) {
  await db.transaction(async (tx) => {
    await tx.delete(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId));
    await tx
      .insert(whatsappConnections)
      .values({ plubotId, status: 'qr', holder, leaseUntil: leaseEnd(leaseMs) });
  });
}

/**
 * Records the linked number (and, in the same transaction, the owner's first share when this is
 * it). `false` when the row is gone (the link was forgotten meanwhile).
 */
export async function markLinked(db: Database, plubotId: string, phoneNumber: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(whatsappConnections)
      .set({ status: 'connected', phoneNumber, updatedAt: new Date() })
      .where(eq(whatsappConnections.plubotId, plubotId))
      .returning({ plubotId: whatsappConnections.plubotId });
    if (updated.length === 0) return false;
    const ownerId = await getPlubotOwnerId(tx, plubotId);
    if (ownerId) {
      await recordProgress(tx, ownerId, [
        { reason: 'first_share', key: 'first_share', detail: { channel: 'whatsapp' } },
      ]);
    }
    return true;
  });
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

/** Records why the bot's link last failed (replacing the previous reason). */
export async function saveFailure(
  db: Database,
  plubotId: string,
  reason: WhatsAppFailureReason,
  failedAt: Date,
): Promise<void> {
  await db
    .insert(whatsappFailures)
    .values({ plubotId, reason, failedAt })
    .onConflictDoUpdate({ target: whatsappFailures.plubotId, set: { reason, failedAt } });
}

/** The bot's last failure, if it happened after `since`. */
export async function findFailure(
  db: Database,
  plubotId: string,
  since: Date,
): Promise<{ reason: WhatsAppFailureReason; failedAt: Date } | undefined> {
  const [row] = await db
    .select({ reason: whatsappFailures.reason, failedAt: whatsappFailures.failedAt })
    .from(whatsappFailures)
    .where(and(eq(whatsappFailures.plubotId, plubotId), gt(whatsappFailures.failedAt, since)));
  return row;
}

/** Forgets the bot's last failure. */
export async function deleteFailure(db: Database, plubotId: string): Promise<void> {
  await db.delete(whatsappFailures).where(eq(whatsappFailures.plubotId, plubotId));
}
