import { getLevel, LEVELS, MAX_LEVEL } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLevelNameKey, readLevelProgress } from './readLevelProgress';

describe('readLevelProgress', () => {
  it('starts a new user at level 1, Constructor Novato, with an empty bar', () => {
    expect(readLevelProgress({})).toEqual({
      level: 1,
      nameKey: 'levels.names.1',
      earned: 0,
      span: 100,
      percent: 0,
      missing: 100,
      isMaxLevel: false,
    });
    expect(readLevelProgress({ xp: 99 })).toMatchObject({ level: 1, percent: 99, missing: 1 });
  });

  it('climbs the ladder of the contracts and measures the way through the level', () => {
    expect(readLevelProgress({ xp: 100 })).toMatchObject({ level: 2, nameKey: 'levels.names.2', earned: 0 });
    expect(readLevelProgress({ xp: 175 })).toMatchObject({
      level: 2,
      earned: 75,
      span: 150,
      percent: 50,
      missing: 75,
    });
    expect(readLevelProgress({ xp: 4000 })).toMatchObject({ level: 11, nameKey: 'levels.names.11' });
  });

  it('prefers the level the server sends and keeps the bar inside it', () => {
    expect(readLevelProgress({ level: 4, xp: 0 })).toMatchObject({ level: 4, earned: 0, percent: 0 });
    expect(readLevelProgress({ level: 2, xp: 400 })).toMatchObject({
      level: 2,
      earned: 150,
      percent: 100,
      missing: 0,
    });
  });

  it('is full at the top level and safe for odd input', () => {
    expect(readLevelProgress({ xp: 100_000 })).toMatchObject({
      level: MAX_LEVEL,
      nameKey: 'levels.names.12',
      percent: 100,
      missing: 0,
      isMaxLevel: true,
    });
    expect(readLevelProgress({ xp: -50 })).toMatchObject({ level: 1, earned: 0 });
    expect(readLevelProgress({ xp: Number.NaN })).toMatchObject({ level: 1, earned: 0 });
    expect(readLevelProgress({ level: 40 })).toMatchObject({ level: MAX_LEVEL, isMaxLevel: true });
    expect(getLevelNameKey(40)).toBe('levels.names.12');
    expect(getLevelNameKey(0)).toBe('levels.names.1');
  });

  it('agrees with the server levels and keeps the bar between 0 and 100 for any XP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (xp, withLevel) => {
        const server = getLevel(xp);
        const progress = readLevelProgress(withLevel ? { xp, level: server.level } : { xp });
        expect(progress.level).toBe(server.level);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        if (progress.isMaxLevel) expect(progress.level).toBe(LEVELS.length);
        else {
          expect(progress.earned + progress.missing).toBe(progress.span);
          expect(xp - progress.earned + progress.span).toBe(server.nextLevelXp);
          expect(progress.percent).toBeLessThan(100);
        }
      }),
    );
  });
});
