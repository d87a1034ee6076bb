import {
  CHALLENGE_POOL,
  CHALLENGE_REWARD,
  type ChallengeId,
  type ColiseumState,
  type WeeklyChallenge,
} from '@plubot/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { progressEvents } from '../../db/schema';
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
): Promise<WeeklyChallenge> {
  const target = targetOf(id);
  const measured = await measureChallenge(db, userId, id, week);
  const current = Math.min(measured, target);
  return { id, target, current, done: current >= target, claimed, ...CHALLENGE_REWARD };
}

/** This week's three challenges with the user's progress, and when the week ends. */
export async function readColiseum(db: Database, userId: string, now = new Date()): Promise<ColiseumState> {
  const week = getIsoWeek(now);
  const claimedKeys = await db
    .select({ key: progressEvents.key })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), like(progressEvents.key, `challenge:${week.key}:%`)));
  const claimed = new Set(claimedKeys.map((row) => row.key));
  const challenges = await Promise.all(
    selectWeeklyChallenges(week).map((id) =>
      presentChallenge(db, userId, week, id, claimed.has(challengeKey(week, id))),
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
    const challenge = await presentChallenge(tx, userId, week, id, false);
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
