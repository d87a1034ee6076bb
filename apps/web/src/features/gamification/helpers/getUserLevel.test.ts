import { describe, expect, it } from 'vitest';
import { getUserLevel } from './getUserLevel';

describe('getUserLevel', () => {
  it('starts a new user at level 1, Constructor Novato', () => {
    expect(getUserLevel({})).toEqual({ level: 1, nameKey: 'levels.names.1' });
    expect(getUserLevel({ xp: 99 })).toEqual({ level: 1, nameKey: 'levels.names.1' });
  });

  it('levels up every 100 XP (Arquitecto de Flujos at 100)', () => {
    expect(getUserLevel({ xp: 100 })).toEqual({ level: 2, nameKey: 'levels.names.2' });
    expect(getUserLevel({ xp: 250 }).level).toBe(3);
  });

  it('prefers the level the server sends', () => {
    expect(getUserLevel({ level: 4, xp: 0 }).level).toBe(4);
  });

  it('keeps the last level name for very high levels and never goes below level 1', () => {
    expect(getUserLevel({ xp: 10_000 })).toEqual({ level: 101, nameKey: 'levels.names.6' });
    expect(getUserLevel({ xp: -50 }).level).toBe(1);
  });
});
