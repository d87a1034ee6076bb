import {
  ACHIEVEMENTS,
  type AchievementId,
  achievementsForReason,
  CONVERSATION_MILESTONES,
  PROGRESS_REWARDS,
  type ProgressReason,
} from '@plubot/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements, chatSessions, plubots, progressEvents, users } from '../../db/schema';

/** One thing earned: its reason (the reward comes from `PROGRESS_REWARDS`) and its idempotency key. */
export interface ProgressAward {
  reason: ProgressReason;
  /** Unique per user: the same key is never paid twice ('first_bot', 'daily:2026-11-25' …). */
  key: string;
  detail?: Record<string, string | number>;
}

export interface RecordedProgress {
  /** The awards that were new (already-paid keys are skipped). */
  recorded: ProgressAward[];
  /** Achievements the new awards unlocked. */
  achievements: AchievementId[];
  xp: number;
  plucoins: number;
}

/**
 * Writes awards into the ledger, derives the achievements their reasons unlock, and adds what they
 * are worth to the user's XP and PluCoins. Call it inside the transaction of the fact it rewards
 * (`tx`), so the fact and its reward are stored together or not at all. Keys already in the ledger
 * are skipped, so a retried or concurrent call pays once.
 */
export async function recordProgress(
  tx: Database,
  userId: string,
  awards: readonly ProgressAward[],
): Promise<RecordedProgress> {
  const result: RecordedProgress = { recorded: [], achievements: [], xp: 0, plucoins: 0 };
  for (const award of awards) {
    const reward = PROGRESS_REWARDS[award.reason];
    const inserted = await tx
      .insert(progressEvents)
      .values({ userId, reason: award.reason, key: award.key, ...reward, detail: award.detail ?? {} })
      .onConflictDoNothing()
      .returning({ id: progressEvents.id });
    if (inserted.length === 0) continue;
    result.recorded.push(award);
    result.xp += reward.xp;
    result.plucoins += reward.plucoins;
    for (const id of achievementsForReason(award.reason)) {
      if (await unlockAchievement(tx, userId, id)) {
        result.achievements.push(id);
        result.xp += ACHIEVEMENTS[id].xp;
        result.plucoins += ACHIEVEMENTS[id].plucoins;
      }
    }
  }
  if (result.xp !== 0 || result.plucoins !== 0) {
    await tx
      .update(users)
      .set({ xp: sql`${users.xp} + ${result.xp}`, plucoins: sql`${users.plucoins} + ${result.plucoins}` })
      .where(eq(users.id, userId));
  }
  return result;
}

async function unlockAchievement(tx: Database, userId: string, id: AchievementId): Promise<boolean> {
  const inserted = await tx
    .insert(achievements)
    .values({ userId, achievementId: id })
    .onConflictDoNothing()
    .returning({ id: achievements.achievementId });
  if (inserted.length === 0) return false;
  const { xp, plucoins } = ACHIEVEMENTS[id];
  await tx
    .insert(progressEvents)
    .values({ userId, reason: 'achievement', key: `achievement:${id}`, xp, plucoins, detail: { id } })
    .onConflictDoNothing();
  return true;
}

/** True when the user's ledger already holds `key` (a cheap indexed lookup). */
export async function hasProgress(db: Database, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: progressEvents.id })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), eq(progressEvents.key, key)))
    .limit(1);
  return row !== undefined;
}

const LAST_MILESTONE = CONVERSATION_MILESTONES[CONVERSATION_MILESTONES.length - 1];

/**
 * Pays the conversation milestones (1st, 10th, 100th conversation received by any of the owner's
 * bots: counted as received, `chat_sessions.counted`) that the count has reached. Run in the
 * transaction that marked a conversation counted; once the last milestone is paid it costs one
 * indexed lookup.
 */
export async function recordConversationMilestones(
  tx: Database,
  ownerId: string,
): Promise<readonly ProgressAward[]> {
  if (!LAST_MILESTONE || (await hasProgress(tx, ownerId, LAST_MILESTONE.reason))) return [];
  const limit = LAST_MILESTONE.count;
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(
    tx
      .select({ one: sql`1`.as('one') })
      .from(chatSessions)
      .innerJoin(plubots, eq(plubots.id, chatSessions.plubotId))
      .where(and(eq(plubots.ownerId, ownerId), eq(chatSessions.counted, true)))
      .limit(limit)
      .as('received'),
  );
  const count = row?.count ?? 0;
  const reached = CONVERSATION_MILESTONES.filter((milestone) => count >= milestone.count);
  if (reached.length === 0) return [];
  const { recorded } = await recordProgress(
    tx,
    ownerId,
    reached.map((milestone) => ({ reason: milestone.reason, key: milestone.reason })),
  );
  return recorded;
}
