import { CHALLENGE_POOL, type ChallengeId, WEEKLY_CHALLENGE_COUNT } from '@plubot/contracts';
import type { IsoWeek } from './isoWeek';

/**
 * This week's challenges: `WEEKLY_CHALLENGE_COUNT` distinct ids of the pool, shuffled by a
 * generator seeded with the ISO year and week number, so every server copy (and every request)
 * picks the same three for the same week and the set changes from one week to the next.
 * @example selectWeeklyChallenges(getIsoWeek(new Date())) // ['capture_lead', 'create_bot', 'share_bot']
 */
export function selectWeeklyChallenges(week: Pick<IsoWeek, 'year' | 'week'>): ChallengeId[] {
  const ids: ChallengeId[] = CHALLENGE_POOL.map((challenge) => challenge.id);
  const random = createSeededRandom(week.year * 100 + week.week);
  for (let index = ids.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const current = ids[index];
    const swapped = ids[other];
    if (current === undefined || swapped === undefined) continue;
    ids[index] = swapped;
    ids[other] = current;
  }
  return ids.slice(0, WEEKLY_CHALLENGE_COUNT);
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
