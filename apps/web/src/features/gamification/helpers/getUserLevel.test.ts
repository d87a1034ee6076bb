import { describe, expect, it } from 'vitest';
import { getLevelNameKey, getUserLevel } from './getUserLevel';

describe('getUserLevel', () => {
  it('starts a new user at level 1, Constructor Novato', () => {
    expect(getUserLevel({})).toEqual({ level: 1, nameKey: 'levels.names.1' });
    expect(getUserLevel({ xp: 99 })).toEqual({ level: 1, nameKey: 'levels.names.1' });
  });

  it('climbs the ladder of the contracts (Arquitecto de Flujos at 100 XP)', () => {
    expect(getUserLevel({ xp: 100 })).toEqual({ level: 2, nameKey: 'levels.names.2' });
    expect(getUserLevel({ xp: 250 }).level).toBe(3);
    expect(getUserLevel({ xp: 4000 })).toEqual({ level: 11, nameKey: 'levels.names.11' });
  });

  it('prefers the level the server sends', () => {
    expect(getUserLevel({ level: 4, xp: 0 }).level).toBe(4);
  });

  it('keeps the top level for very high XP and never goes below level 1', () => {
    expect(getUserLevel({ xp: 100_000 })).toEqual({ level: 12, nameKey: 'levels.names.12' });
    expect(getUserLevel({ xp: -50 }).level).toBe(1);
    expect(getLevelNameKey(40)).toBe('levels.names.12');
    expect(getLevelNameKey(0)).toBe('levels.names.1');
  });
});
