import { type CommunityProfile, getLevel, RANKING_SIZE, type RankingResponse } from '@plubot/contracts';
import { and, desc, eq, gt, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { progressEvents, users } from '../../db/schema';
import { getIsoWeek } from './isoWeek';

const optedIn = and(eq(users.leaderboardOptIn, true), isNotNull(users.displayName));

/**
 * The Coliseum's ranking: the top users by XP among those who opted in with a public name, each
 * with their level and the XP earned this ISO week, plus the caller's own row when they opted in.
 * Only public names are read: e-mails and real names never leave the table.
 */
export async function readRanking(db: Database, userId: string, now = new Date()): Promise<RankingResponse> {
  const weekStart = getIsoWeek(now).start;
  const top = await selectRankingRows(db, weekStart, optedIn, RANKING_SIZE);
  const ranks = new Map<number, number>();
  const entries = top.map((row, index) => {
    const rank = ranks.get(row.xp) ?? index + 1;
    ranks.set(row.xp, rank);
    return present(row, rank, userId);
  });
  const profile = await readCommunityProfile(db, userId);
  const me = entries.find((entry) => entry.isMe) ?? (await readOwnRow(db, userId, weekStart));
  return { success: true, entries, me, profile };
}

type RankingRow = { id: string; displayName: string | null; xp: number; weeklyXp: number };

/** Users matching `where` with their XP earned since `weekStart`, best first. */
function selectRankingRows(db: Database, weekStart: Date, where: SQL | undefined, limit: number) {
  const weekly = db
    .select({
      userId: progressEvents.userId,
      xp: sql<number>`coalesce(sum(${progressEvents.xp}), 0)::int`.as('weekly_xp'),
    })
    .from(progressEvents)
    .where(gte(progressEvents.createdAt, weekStart))
    .groupBy(progressEvents.userId)
    .as('weekly');
  const weeklyXp = sql<number>`coalesce(${weekly.xp}, 0)::int`;
  return db
    .select({ id: users.id, displayName: users.displayName, xp: users.xp, weeklyXp })
    .from(users)
    .leftJoin(weekly, eq(weekly.userId, users.id))
    .where(where)
    .orderBy(desc(users.xp), desc(weeklyXp), users.createdAt)
    .limit(limit);
}

function present(row: RankingRow, rank: number, userId: string) {
  return {
    rank,
    displayName: row.displayName ?? '',
    level: getLevel(row.xp).level,
    xp: row.xp,
    weeklyXp: Number(row.weeklyXp),
    isMe: row.id === userId,
  };
}

/** The caller's row when they opted in but are outside the top: ranked after everyone with more XP. */
async function readOwnRow(db: Database, userId: string, weekStart: Date) {
  const [own] = await selectRankingRows(db, weekStart, and(optedIn, eq(users.id, userId)), 1);
  if (!own) return null;
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(optedIn, gt(users.xp, own.xp)));
  return present(own, Number(ahead?.n ?? 0) + 1, userId);
}

/** The caller's public name and whether they appear in the ranking. */
export async function readCommunityProfile(db: Database, userId: string): Promise<CommunityProfile> {
  const [row] = await db
    .select({ displayName: users.displayName, optIn: users.leaderboardOptIn })
    .from(users)
    .where(eq(users.id, userId));
  return { displayName: row?.displayName ?? null, optIn: row?.optIn ?? false };
}

/**
 * Joins or leaves the ranking. Joining needs a valid public name (checked by the body's schema);
 * leaving keeps the name unless another valid one is sent, so joining again is one click.
 */
export async function updateCommunityProfile(
  db: Database,
  userId: string,
  body: { optIn: boolean; displayName: string | null },
): Promise<CommunityProfile> {
  const changes: Partial<typeof users.$inferInsert> = { leaderboardOptIn: body.optIn };
  if (body.displayName !== null) changes.displayName = body.displayName;
  await db.update(users).set(changes).where(eq(users.id, userId));
  return readCommunityProfile(db, userId);
}
