import { MAX_NOTIFICATIONS_PER_USER, NOTIFICATION_PAGE_SIZE } from '@plubot/contracts';
import { and, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NewNotification {
  userId: string;
  plubotId?: string | null;
  kind: string;
  title: string;
  body: string;
  /** Also goes into the owner's e-mail digest (`sendDigests.ts`), unless they switched it off. */
  digest?: boolean;
}

/** Stores an in-app notification and drops the user's oldest beyond the kept number. */
export async function createNotification(db: Database, notification: NewNotification): Promise<void> {
  await db.transaction(async (tx) => {
    const { digest, ...row } = notification;
    await tx
      .insert(notifications)
      .values({ ...row, plubotId: row.plubotId ?? null, digestPending: digest ?? false });
    // Everything but the newest kept ones goes: rows written at the same instant are told apart
    // by id, so exactly MAX_NOTIFICATIONS_PER_USER stay.
    const kept = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, notification.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(MAX_NOTIFICATIONS_PER_USER);
    await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, notification.userId), notInArray(notifications.id, kept)));
  });
}

/** The user's newest notifications and the unread count. */
export async function listNotifications(db: Database, userId: string) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(NOTIFICATION_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    success: true as const,
    unread: unread?.n ?? 0,
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      plubotId: row.plubotId,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Marks the user's notifications read: the given ids (others' ids are ignored), or all. */
export async function markNotificationsRead(db: Database, userId: string, ids: string[] | undefined) {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}
