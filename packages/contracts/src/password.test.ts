import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLevel } from './levels';
import { getPasswordStrength } from './password';

describe('getPasswordStrength', () => {
  it.each([
    ['', 0, 'Sin verificar'],
    ['abc', 0, 'Débil'],
    ['abcdefgh', 25, 'Débil'],
    ['Abcdefgh', 50, 'Media'],
    ['Abcdefg1', 75, 'Buena'],
    ['Abcdefg1!', 100, 'Fuerte'],
    ['A1!', 75, 'Buena'],
  ] as const)('%j scores %i (%s)', (password, score, label) => {
    expect(getPasswordStrength(password)).toEqual({ score, label });
  });

  it('always scores a multiple of 25 between 0 and 100', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const { score } = getPasswordStrength(password);
        expect(score % 25).toBe(0);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('getLevel', () => {
  it('starts as Constructor Novato and becomes Arquitecto de Flujos at 100 XP', () => {
    expect(getLevel(0)).toMatchObject({ level: 1, levelName: 'Constructor Novato' });
    expect(getLevel(99)).toMatchObject({ level: 1 });
    expect(getLevel(100)).toMatchObject({ level: 2, levelName: 'Arquitecto de Flujos', nextLevelXp: 250 });
    expect(getLevel(-5)).toMatchObject({ level: 1 });
    expect(getLevel(4000)).toMatchObject({ level: 11, levelName: 'Leyenda Cósmica', nextLevelXp: 5000 });
    expect(getLevel(100_000)).toMatchObject({
      level: 12,
      levelName: 'Creador de Universos',
      nextLevelXp: 5000,
    });
  });
});
