import {
  type GamificationFact,
  type GamificationState,
  getLevel,
  HISTORYVERSE_CHARACTERS,
  isUnlockableItem,
  POWER_TRIAL_DAYS,
  STREAK_BONUS_DAYS,
  UNLOCK_COSTS,
  type UnlockBody,
} from '@plubot/contracts';
import { and, count, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements, gamificationFacts, progressEvents, unlocks, users } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { getUser } from '../auth/authService';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { type RecordedProgress, recordProgress } from './progressLedger';
import { getReadingTimeMs, type ReadingFolder } from './readingTime';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Copies of one bot's link or code in the sharing panel that make an 'embed master' (spec app.md §4, §9). */
export const EMBED_MASTER_COPIES = 5;

/** A valid IANA time zone name, or undefined. */
export function readTimeZone(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function toLocalDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The day before a YYYY-MM-DD day. */
export function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The user's progress as `GET /api/gamification/me` answers it. */
export async function readState(db: Database, userId: string, now = new Date()): Promise<GamificationState> {
  const user = await getUser(db, userId);
  const [unlocked, recent, bought] = await Promise.all([
    db.select().from(achievements).where(eq(achievements.userId, userId)),
    db
      .select()
      .from(progressEvents)
      .where(eq(progressEvents.userId, userId))
      .orderBy(desc(progressEvents.createdAt))
      .limit(10),
    db.select().from(unlocks).where(eq(unlocks.userId, userId)),
  ]);
  const today = toLocalDate(now, user.timeZone ?? 'UTC');
  const { level, levelName, nextLevelXp } = getLevel(user.xp);
  const streakAlive = user.lastDailyRewardDate === today || user.lastDailyRewardDate === previousDate(today);
  return {
    success: true,
    xp: user.xp,
    level,
    levelName,
    nextLevelXp,
    pluCoins: user.plucoins,
    dailyRewardAvailable: user.lastDailyRewardDate !== today,
    streak: streakAlive ? user.dailyStreak : 0,
    achievements: unlocked.map((a) => ({ id: a.achievementId, unlocked_at: a.unlockedAt.toISOString() })),
    recentActivities: recent.map((event) => ({
      kind: event.reason,
      detail: { ...event.detail, xp: event.xp, plucoins: event.plucoins },
      created_at: event.createdAt.toISOString(),
    })),
    unlocks: bought.map((row) => ({
      kind: row.kind,
      itemId: row.itemId,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Pays the daily reward once per calendar day in the user's time zone (the stored one, else the
 * browser's on the first claim, else UTC) and keeps the streak of days in a row. Concurrent claims
 * race on the ledger key `daily:{day}`: one pays, the others answer REWARD_ALREADY_CLAIMED.
 */
export async function claimDailyReward(
  db: Database,
  userId: string,
  browserTimeZone: string | undefined,
  now = new Date(),
): Promise<RecordedProgress> {
  const user = await getUser(db, userId);
  const timeZone = readTimeZone(user.timeZone) ?? readTimeZone(browserTimeZone) ?? 'UTC';
  const today = toLocalDate(now, timeZone);
  return db.transaction(async (tx) => {
    const paid = await recordProgress(tx, userId, [
      { reason: 'daily_reward', key: `daily:${today}`, detail: { date: today } },
    ]);
    if (paid.recorded.length === 0) throw new AppError('REWARD_ALREADY_CLAIMED');
    const [row] = await tx
      .update(users)
      .set({
        dailyStreak: sql`case when ${users.lastDailyRewardDate} = ${previousDate(today)} then ${users.dailyStreak} + 1 else 1 end`,
        lastDailyRewardDate: today,
        lastDailyRewardAt: now,
        timeZone,
      })
      .where(eq(users.id, userId))
      .returning({ streak: users.dailyStreak });
    const streak = row?.streak ?? 1;
    if (streak % STREAK_BONUS_DAYS === 0) {
      const bonus = await recordProgress(tx, userId, [
        { reason: 'streak_7', key: `streak:${today}`, detail: { streak } },
      ]);
      return mergeProgress(paid, bonus);
    }
    return paid;
  });
}

function mergeProgress(a: RecordedProgress, b: RecordedProgress): RecordedProgress {
  return {
    recorded: [...a.recorded, ...b.recorded],
    achievements: [...a.achievements, ...b.achievements],
    xp: a.xp + b.xp,
    plucoins: a.plucoins + b.plucoins,
  };
}

const NOTHING: RecordedProgress = { recorded: [], achievements: [], xp: 0, plucoins: 0 };

/**
 * Takes a fact the browser reports and pays what it earns. Share facts must name a bot the user
 * owns (404 otherwise); the server counts embed copies itself. A guide or post opened is only
 * noted; finishing it (or reading half a post) pays no sooner than its reading time after that.
 */
export async function recordFact(
  db: Database,
  userId: string,
  fact: GamificationFact,
): Promise<RecordedProgress> {
  switch (fact.kind) {
    case 'share_copy': {
      await getOwnedPlubot(db, userId, fact.plubotId);
      return db.transaction(async (tx) => {
        await tx.insert(gamificationFacts).values({ userId, kind: 'share_copy', plubotId: fact.plubotId });
        const awards: Parameters<typeof recordProgress>[2][number][] = [
          { reason: 'first_share', key: 'first_share', detail: { channel: fact.channel } },
        ];
        const [copies] = await tx
          .select({ n: count() })
          .from(gamificationFacts)
          .where(
            and(
              eq(gamificationFacts.userId, userId),
              eq(gamificationFacts.kind, 'share_copy'),
              eq(gamificationFacts.plubotId, fact.plubotId),
            ),
          );
        if ((copies?.n ?? 0) >= EMBED_MASTER_COPIES)
          awards.push({ reason: 'embed_copies_5', key: 'embed_copies_5' });
        return recordProgress(tx, userId, awards);
      });
    }
    case 'tutorial_started':
    case 'blog_started':
      await db
        .insert(gamificationFacts)
        .values({ userId, kind: fact.kind, subject: fact.slug })
        .onConflictDoNothing();
      return NOTHING;
    case 'tutorial_finished':
      await requireReadingTime(db, userId, 'tutorials', fact.slug, 1);
      return db.transaction((tx) =>
        recordProgress(tx, userId, [
          { reason: 'tutorial', key: `tutorial:${fact.slug}`, detail: { slug: fact.slug } },
        ]),
      );
    case 'blog_read':
      await requireReadingTime(db, userId, 'blog', fact.slug, fact.percent / 100);
      return db.transaction((tx) =>
        recordProgress(tx, userId, [
          {
            reason: 'blog_read',
            key: `blog:${fact.slug}:${fact.percent}`,
            detail: { slug: fact.slug, percent: fact.percent },
          },
        ]),
      );
  }
}

/**
 * Refuses a reading reported before `share` of its reading time (see `getReadingTimeMs`) has passed
 * since the user first opened the page (its `*_started` fact), timed by the database's clock:
 * READING_NOT_STARTED when it was never opened, READING_TOO_SOON with the seconds still to go.
 */
async function requireReadingTime(
  db: Database,
  userId: string,
  folder: ReadingFolder,
  slug: string,
  share: number,
): Promise<void> {
  const kind = folder === 'blog' ? 'blog_started' : 'tutorial_started';
  const [started] = await db
    .select({ elapsedMs: sql<number>`extract(epoch from (now() - ${gamificationFacts.createdAt})) * 1000` })
    .from(gamificationFacts)
    .where(
      and(
        eq(gamificationFacts.userId, userId),
        eq(gamificationFacts.kind, kind),
        eq(gamificationFacts.subject, slug),
      ),
    );
  if (!started) throw new AppError('READING_NOT_STARTED');
  const missingMs = getReadingTimeMs(folder, slug) * share - Number(started.elapsedMs);
  if (missingMs > 0) {
    const seconds = Math.ceil(missingMs / 1000);
    throw new AppError('READING_TOO_SOON', { params: { seconds }, extra: { retry_after_seconds: seconds } });
  }
}

/**
 * Spends PluCoins on one item. The balance never goes negative: the debit is one conditional
 * UPDATE, so of concurrent spends of the last coins exactly one succeeds; the item is bought once.
 */
export async function unlockItem(
  db: Database,
  userId: string,
  body: UnlockBody,
  now = new Date(),
): Promise<number> {
  if (!isUnlockableItem(body.kind, body.itemId)) throw new AppError('UNKNOWN_UNLOCK_ITEM');
  const cost = UNLOCK_COSTS[body.kind];
  if (body.kind === 'character') {
    const user = await getUser(db, userId);
    const character = HISTORYVERSE_CHARACTERS.find((entry) => entry.id === body.itemId);
    if (character && getLevel(user.xp).level >= character.unlockLevel) throw new AppError('ALREADY_UNLOCKED');
  }
  const expiresAt = body.kind === 'power_trial' ? new Date(now.getTime() + POWER_TRIAL_DAYS * DAY_MS) : null;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(unlocks)
      .values({ userId, kind: body.kind, itemId: body.itemId, expiresAt })
      .onConflictDoNothing()
      .returning({ itemId: unlocks.itemId });
    if (inserted.length === 0) throw new AppError('ALREADY_UNLOCKED');
    const debited = await tx
      .update(users)
      .set({ plucoins: sql`${users.plucoins} - ${cost}` })
      .where(and(eq(users.id, userId), gte(users.plucoins, cost)))
      .returning({ id: users.id });
    if (debited.length === 0) throw new AppError('NOT_ENOUGH_PLUCOINS');
    await tx.insert(progressEvents).values({
      userId,
      reason: 'unlock',
      key: `unlock:${body.kind}:${body.itemId}`,
      xp: 0,
      plucoins: -cost,
      detail: { kind: body.kind, itemId: body.itemId },
    });
  });
  return cost;
}

/** The Pro powers the user may use now through a trial bought with PluCoins. */
export async function listActivePowerTrials(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<string[]> {
  const rows = await db
    .select({ itemId: unlocks.itemId })
    .from(unlocks)
    .where(
      and(
        eq(unlocks.userId, userId),
        eq(unlocks.kind, 'power_trial'),
        or(isNull(unlocks.expiresAt), gt(unlocks.expiresAt, now)),
      ),
    );
  return rows.map((row) => row.itemId);
}

/** The whole ledger of a user, newest first (the Sanctuary's timeline). */
export async function readTimeline(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(progressEvents)
    .where(eq(progressEvents.userId, userId))
    .orderBy(desc(progressEvents.createdAt))
    .limit(500);
  return rows.map((row) => ({
    reason: row.reason,
    key: row.key,
    xp: row.xp,
    plucoins: row.plucoins,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  }));
}
