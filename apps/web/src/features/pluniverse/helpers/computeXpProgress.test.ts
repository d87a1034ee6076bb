import { getLevel, LEVELS } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeXpProgress } from './computeXpProgress';

describe('computeXpProgress', () => {
  it('measures the bar from the level start to the next level', () => {
    expect(computeXpProgress(0, 1, 100)).toEqual({
      percent: 0,
      earned: 0,
      span: 100,
      missing: 100,
      isMax: false,
    });
    expect(computeXpProgress(175, 2, 250)).toEqual({
      percent: 50,
      earned: 75,
      span: 150,
      missing: 75,
      isMax: false,
    });
    expect(computeXpProgress(249, 2, 250).percent).toBe(99);
  });

  it('is full at the top level', () => {
    const top = LEVELS[LEVELS.length - 1];
    expect(computeXpProgress(9000, top?.level ?? 12, top?.minXp ?? 5000)).toMatchObject({
      percent: 100,
      missing: 0,
      isMax: true,
    });
  });

  it('stays within 0–100 and matches the server levels for any XP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (xp) => {
        const { level, nextLevelXp } = getLevel(xp);
        const bar = computeXpProgress(xp, level, nextLevelXp);
        expect(bar.percent).toBeGreaterThanOrEqual(0);
        expect(bar.percent).toBeLessThanOrEqual(100);
        if (!bar.isMax) expect(bar.earned + bar.missing).toBe(bar.span);
        if (!bar.isMax) expect(bar.percent).toBeLessThan(100);
      }),
    );
  });
});
