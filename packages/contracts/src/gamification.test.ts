import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, computeProgressPayout, PROGRESS_REWARDS } from './gamification';

describe('computeProgressPayout', () => {
  it('adds the achievements a reason unlocks that the user does not hold yet', () => {
    expect(computeProgressPayout('challenge', [])).toEqual({
      xp: PROGRESS_REWARDS.challenge.xp + ACHIEVEMENTS.challenger.xp,
      plucoins: PROGRESS_REWARDS.challenge.plucoins + ACHIEVEMENTS.challenger.plucoins,
    });
    expect(computeProgressPayout('challenge', [])).toEqual({ xp: 150, plucoins: 75 });
  });

  it('pays only the reason once its achievements are held', () => {
    expect(computeProgressPayout('challenge', ['challenger', 'first_plubot'])).toEqual(
      PROGRESS_REWARDS.challenge,
    );
  });

  it('pays the bare reward for a reason that unlocks nothing', () => {
    expect(computeProgressPayout('lesson', [])).toEqual(PROGRESS_REWARDS.lesson);
  });
});
