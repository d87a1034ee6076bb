import {
  achievementsForReason,
  CHALLENGE_POOL,
  type ChallengeId,
  type ColiseumState,
  computeProgressPayout,
  type WeeklyChallenge,
} from '@plubot/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements, progressEvents } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { recordProgress } from '../gamification/progressLedger';
import { getIsoWeek, type IsoWeek } from './isoWeek';
import { measureChallenge } from './measureChallenge';
import { selectWeeklyChallenges } from './selectWeeklyChallenges';

/** The ledger key that pays one challenge of one week. */
export function challengeKey(week: Pick<IsoWeek, 'key'>, id: ChallengeId): string {
  return `challenge:${week.key}:${id}`;
}

function targetOf(id: ChallengeId): number {
  return CHALLENGE_POOL.find((challenge) => challenge.id === id)?.target ?? 1;
}

async function presentChallenge(
  db: Database,
  userId: string,
  week: IsoWeek,
  id: ChallengeId,
  claimed: boolean,
  reward: { xp: number; plucoins: number },
): Promise<WeeklyChallenge> {
  const target = targetOf(id);
  const measured = await measureChallenge(db, userId, id, week);
  const current = Math.min(measured, target);
  return { id, target, current, done: current >= target, claimed, ...reward };
}

/**
 * What a claim pays this user now: the challenge's reward plus the achievements a claim unlocks
 * that the user does not hold yet (the same rule the ledger pays by).
 */
async function readChallengePayout(db: Database, userId: string): Promise<{ xp: number; plucoins: number }> {
  const unlockable = achievementsForReason('challenge');
  const held =
    unlockable.length === 0
      ? []
      : await db
          .select({ id: achievements.achievementId })
          .from(achievements)
          .where(and(eq(achievements.userId, userId), inArray(achievements.achievementId, unlockable)));
  return computeProgressPayout(
    'challenge',
    held.map((row) => row.id),
  );
}

/** This week's three challenges with the user's progress, and when the week ends. */
export async function readColiseum(db: Database, userId: string, now = new Date()): Promise<ColiseumState> {
  const week = getIsoWeek(now);
  const claimedKeys = await db
    .select({ key: progressEvents.key })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), like(progressEvents.key, `challenge:${week.key}:%`)));
  const claimed = new Set(claimedKeys.map((row) => row.key));
  const payout = await readChallengePayout(db, userId);
  const challenges = await Promise.all(
    selectWeeklyChallenges(week).map((id) =>
      presentChallenge(db, userId, week, id, claimed.has(challengeKey(week, id)), payout),
    ),
  );
  return {
    success: true,
    week: week.key,
    startsAt: week.start.toISOString(),
    endsAt: week.end.toISOString(),
    challenges,
  };
}

/** A challenge id of this week, or a 404 for anything else (unknown, or not chosen this week). */
function thisWeeksChallenge(challengeId: string, week: IsoWeek): ChallengeId {
  const id = selectWeeklyChallenges(week).find((candidate) => candidate === challengeId);
  if (!id) throw new AppError('CHALLENGE_NOT_FOUND');
  return id;
}

/**
 * Verifies one of this week's challenges from the user's data and pays it through the ledger, in
 * one transaction. A challenge not met answers 422 with the progress so far; a second claim pays
 * nothing (the ledger key is unique per user) and answers the claimed challenge again.
 */
export async function claimChallenge(db: Database, userId: string, challengeId: string, now = new Date()) {
  const week = getIsoWeek(now);
  const id = thisWeeksChallenge(challengeId, week);
  return db.transaction(async (tx) => {
    const challenge = await presentChallenge(
      tx,
      userId,
      week,
      id,
      false,
      await readChallengePayout(tx, userId),
    );
    if (!challenge.done) {
      throw new AppError('CHALLENGE_NOT_DONE', {
        extra: { current: challenge.current, target: challenge.target },
      });
    }
    const paid = await recordProgress(tx, userId, [
      { reason: 'challenge', key: challengeKey(week, id), detail: { challenge: id, week: week.key } },
    ]);
    return { challenge: { ...challenge, claimed: true }, xpEarned: paid.xp, plucoinsEarned: paid.plucoins };
  });
}
