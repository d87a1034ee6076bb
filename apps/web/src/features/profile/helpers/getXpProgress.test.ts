import { LEVELS } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getXpProgress } from './getXpProgress';

describe('getXpProgress', () => {
  it('measures the way through the current level', () => {
    expect(getXpProgress(0)).toEqual({
      level: 1,
      earned: 0,
      span: 100,
      percent: 0,
      missing: 100,
      isMaxLevel: false,
    });
    expect(getXpProgress(175)).toEqual({
      level: 2,
      earned: 75,
      span: 150,
      percent: 50,
      missing: 75,
      isMaxLevel: false,
    });
    expect(getXpProgress(99).percent).toBe(99);
    expect(getXpProgress(100)).toMatchObject({ level: 2, earned: 0, percent: 0 });
  });

  it('is full at the top level and safe for odd input', () => {
    expect(getXpProgress(9999)).toMatchObject({
      level: LEVELS.length,
      percent: 100,
      missing: 0,
      isMaxLevel: true,
    });
    expect(getXpProgress(-5)).toMatchObject({ level: 1, earned: 0 });
    expect(getXpProgress(Number.NaN)).toMatchObject({ level: 1, earned: 0 });
  });

  it('keeps the bar between 0 and 100 and the missing XP consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (xp) => {
        const progress = getXpProgress(xp);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        if (!progress.isMaxLevel) expect(progress.earned + progress.missing).toBe(progress.span);
      }),
    );
  });
});
