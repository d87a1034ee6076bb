import type { ConversationChannel } from '@plubot/contracts';
import { getMonthlyReplyLimit, toPlanId } from '@plubot/flow';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryNamed } from '../../db/queryNamed';
import { usage, users, visitorUsage } from '../../db/schema';

const PRO_SHARDS = 16;

/** The usage month of a date, in UTC: `YYYY-MM`. */
export function getUsageMonth(date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

/** A random usage shard for the reply of an owner whose plan has no reply limit. */
export function pickUsageShard(): number {
  return Math.floor(Math.random() * PRO_SHARDS);
}

/** The periods a visitor's usage is counted in at `date` (UTC): its hour, its day, and what is stale. */
export function getVisitorPeriods(date = new Date()) {
  const iso = date.toISOString();
  const yesterday = new Date(date.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { hour: iso.slice(0, 13), day: iso.slice(0, 10), staleBefore: yesterday };
}

/**
 * One bot turn, reserved in one statement before it runs: the visitor's turn (and new conversation)
 * of this hour under their limits, then — only if the visitor may go on — one of the owner's monthly
 * replies under the plan's limit (100 on the free plan; see `PLAN_LIMITS`; plans without a limit
 * count replies with the turn itself, spread over shards so that busy bots never queue on one row's
 * lock — see persistTurn). Each counter is one row updated conditionally, so concurrent turns
 * cannot overshoot, on any number of server copies. Opening a conversation also deletes the
 * bot's visitor rows older than yesterday, and — when the visitor may go on — inserts the new
 * conversation's row in the same statement (one round trip fewer on the chat's busiest path).
 * `conversationsBefore` tells which limit refused.
 */
const RESERVE_TURN_SQL = `
  with before as (
    select conversations from visitor_usage
    where plubot_id = $4::uuid and period = $5::text and visitor_key = $6::text
  ), visitor as (
    insert into visitor_usage as v (plubot_id, period, visitor_key, replies, conversations)
    select $4::uuid, $5::text, $6::text, 1, $7::int
    where $6::text is not null and $8::int >= 1 and $9::int >= $7::int
    on conflict (plubot_id, period, visitor_key) do update
      set replies = v.replies + 1, conversations = v.conversations + excluded.conversations
      where v.replies < $8::int and v.conversations + excluded.conversations <= $9::int
    returning 1
  ), allowed as (
    select 1 where $6::text is null or exists (select 1 from visitor)
  ), month as (
    insert into usage as u (owner_id, month, shard, replies)
    select $1::uuid, $2::text, 0, 1 from allowed where $3::int is not null
    on conflict (owner_id, month, shard) do update set replies = u.replies + 1
      where u.replies < $3::int
    returning u.replies
  ), stale as (
    delete from visitor_usage where $7::int = 1 and plubot_id = $4::uuid and period < $10::text
  ), session as (
    insert into chat_sessions (plubot_id, channel, contact, state, flow_revision, published_version, visitor_key, by_owner, engaged)
    select $4::uuid, $11::text, $12::text, '{}'::jsonb, $13::int, $16::int, $6::text, $14::boolean, $15::boolean
    from allowed where $11::text is not null
    returning id
  )
  select exists (select 1 from allowed) as "visitorAllowed",
    (select replies from month) as "monthReplies",
    (select conversations from before) as "conversationsBefore",
    (select id from session) as "sessionId"`;

/** The row of a conversation being opened, inserted with its first turn's reservation. */
export interface SessionToOpen {
  channel: ConversationChannel;
  contact: string | null;
  flowRevision: number;
  /** The published version the conversation will run on to its end. */
  publishedVersion: number;
  byOwner: boolean;
  /** The visitor wrote (WhatsApp opens with a message); a page or widget opening is a view. */
  engaged: boolean;
}

export interface TurnToReserve {
  ownerId: string;
  plubotId: string;
  /** The visitor's key, or null when the turn has no visitor to count (older conversations). */
  visitorKey: string | null;
  /** The turn opens a conversation. */
  opensConversation: boolean;
  /** The owner's monthly replies, or null for a plan without a limit (counted with the turn). */
  monthlyLimit: number | null;
  visitorLimits: { replies: number; conversations: number };
  /** The visitor's hour ('YYYY-MM-DDTHH') and the first period kept ('YYYY-MM-DD'). */
  hour: string;
  staleBefore: string;
  /** The conversation this turn opens, inserted when the visitor may go on. */
  session?: SessionToOpen | undefined;
}

export interface TurnReservation {
  /** False when the visitor used up this hour's turns or conversations: nothing was counted. */
  visitorAllowed: boolean;
  /** The owner's replies this month after this one, or null when refused or without a limit. */
  monthReplies: number | null;
  /** The visitor's conversations this hour before this turn. */
  conversationsBefore: number;
  /** The opened conversation's id (a `session` was given and the visitor may go on), else null. */
  sessionId: string | null;
}

/** Reserves one turn (see RESERVE_TURN_SQL): one round trip. */
export async function reserveTurn(db: Database, turn: TurnToReserve): Promise<TurnReservation> {
  const [row] = await queryNamed<{
    visitorAllowed: boolean;
    monthReplies: number | null;
    conversationsBefore: number | null;
    sessionId: string | null;
  }>(db, 'plubot_reserve_turn', RESERVE_TURN_SQL, [
    turn.ownerId,
    getUsageMonth(),
    turn.monthlyLimit,
    turn.plubotId,
    turn.hour,
    turn.visitorKey,
    turn.opensConversation ? 1 : 0,
    turn.visitorLimits.replies,
    turn.visitorLimits.conversations,
    turn.staleBefore,
    turn.session?.channel ?? null,
    turn.session?.contact ?? null,
    turn.session?.flowRevision ?? null,
    turn.session?.byOwner ?? false,
    turn.session?.engaged ?? false,
    turn.session?.publishedVersion ?? null,
  ]);
  return {
    visitorAllowed: Boolean(row?.visitorAllowed),
    monthReplies: row?.monthReplies ?? null,
    conversationsBefore: Number(row?.conversationsBefore ?? 0),
    sessionId: row?.sessionId ?? null,
  };
}

/** Gives a visitor's reserved turn back (the turn failed before answering). */
export async function releaseVisitorTurn(
  db: Database,
  turn: Pick<TurnToReserve, 'plubotId' | 'visitorKey' | 'opensConversation' | 'hour'>,
): Promise<void> {
  if (turn.visitorKey === null) return;
  await db
    .update(visitorUsage)
    .set({
      replies: sql`${visitorUsage.replies} - 1`,
      conversations: sql`${visitorUsage.conversations} - ${turn.opensConversation ? 1 : 0}`,
    })
    .where(
      and(
        eq(visitorUsage.plubotId, turn.plubotId),
        eq(visitorUsage.period, turn.hour),
        eq(visitorUsage.visitorKey, turn.visitorKey),
        sql`${visitorUsage.replies} > 0`,
      ),
    );
}

/**
 * Marks that the owner was told about `percent` of this month's replies; true for the one caller
 * that marked it (a share is told once per month, whichever server copy reaches it).
 */
export async function claimUsageWarning(db: Database, ownerId: string, percent: number): Promise<boolean> {
  const claimed = await db
    .update(usage)
    .set({ notifiedPercent: percent })
    .where(
      and(
        eq(usage.ownerId, ownerId),
        eq(usage.month, getUsageMonth()),
        eq(usage.shard, 0),
        sql`${usage.notifiedPercent} < ${percent}`,
      ),
    )
    .returning({ ownerId: usage.ownerId });
  return claimed.length > 0;
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

/** The owner's month so far: replies used, the plan's monthly limit and the plan (`GET /api/usage`). */
export async function getUsageSummary(db: Database, ownerId: string) {
  const [owner] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, ownerId));
  const plan = toPlanId(owner?.plan);
  return {
    month: getUsageMonth(),
    replies: await getRepliesThisMonth(db, ownerId),
    limit: getMonthlyReplyLimit(plan),
    plan,
  };
}
