import { PLAN_LIMITS } from '@plubot/flow';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usage } from '../../db/schema';

/** Bot replies a free owner gets per month (`PLAN_LIMITS` of `@plubot/flow`). */
export const FREE_MONTHLY_REPLIES = PLAN_LIMITS.free.monthlyReplies;
const PRO_SHARDS = 16;

/** The usage month of a date, in UTC: `YYYY-MM`. */
export function getUsageMonth(date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

/** A random usage shard for a Pro owner's reply. */
export function pickUsageShard(): number {
  return Math.floor(Math.random() * PRO_SHARDS);
}

/**
 * Reserves one of a free owner's 100 monthly replies. The count lives in one row and the statement
 * refuses the 101st atomically, so concurrent turns cannot overshoot. (Pro owners have no limit:
 * their replies are counted with the turn itself, spread over shards so that busy bots never queue
 * on one row's lock — see persistTurn.)
 */
export async function reserveFreeReply(db: Database, ownerId: string): Promise<boolean> {
  const counted = await db
    .insert(usage)
    .values({ ownerId, month: getUsageMonth(), shard: 0, replies: 1 })
    .onConflictDoUpdate({
      target: [usage.ownerId, usage.month, usage.shard],
      set: { replies: sql`${usage.replies} + 1` },
      setWhere: sql`${usage.replies} < ${FREE_MONTHLY_REPLIES}`,
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
