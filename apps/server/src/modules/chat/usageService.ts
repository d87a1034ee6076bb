import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usage } from '../../db/schema';

const PRO_SHARDS = 16;

/** The usage month of a date, in UTC: `YYYY-MM`. */
export function getUsageMonth(date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

/** A random usage shard for the reply of an owner whose plan has no reply limit. */
export function pickUsageShard(): number {
  return Math.floor(Math.random() * PRO_SHARDS);
}

/**
 * Reserves one of an owner's `limit` monthly replies (100 on the free plan; see `PLAN_LIMITS`). The
 * count lives in one row and the statement refuses the one past the limit atomically, so concurrent
 * turns cannot overshoot. (Plans without a limit count replies with the turn itself, spread over
 * shards so that busy bots never queue on one row's lock — see persistTurn.)
 */
export async function reserveReply(db: Database, ownerId: string, limit: number): Promise<boolean> {
  const counted = await db
    .insert(usage)
    .values({ ownerId, month: getUsageMonth(), shard: 0, replies: 1 })
    .onConflictDoUpdate({
      target: [usage.ownerId, usage.month, usage.shard],
      set: { replies: sql`${usage.replies} + 1` },
      setWhere: sql`${usage.replies} < ${limit}`,
    })
    .returning({ replies: usage.replies });
  return counted.length > 0;
}

/** Gives a counted reply back (the turn failed before answering). */
export async function releaseReply(db: Database, ownerId: string): Promise<void> {
  const month = getUsageMonth();
  const [row] = await db
    .select({ shard: usage.shard })
    .from(usage)
    .where(and(eq(usage.ownerId, ownerId), eq(usage.month, month), sql`${usage.replies} > 0`))
    .limit(1);
  if (!row) return;
  await db
    .update(usage)
    .set({ replies: sql`${usage.replies} - 1` })
    .where(and(eq(usage.ownerId, ownerId), eq(usage.month, month), eq(usage.shard, row.shard)));
}

/** Replies used this month (all shards). */
export async function getRepliesThisMonth(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ replies: sql<number>`coalesce(sum(${usage.replies}), 0)::int` })
    .from(usage)
    .where(and(eq(usage.ownerId, ownerId), eq(usage.month, getUsageMonth())));
  return Number(row?.replies ?? 0);
}
