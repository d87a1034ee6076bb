import { HISTORYVERSE_CHARACTERS } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCharacterStates } from './getCharacterStates';

describe('getCharacterStates', () => {
  it('locks every character at level 1, with the PluCoins missing', () => {
    const states = getCharacterStates({ level: 1, pluCoins: 100, unlocks: [] });
    expect(states).toHaveLength(11);
    expect(states.every((state) => state.unlockedBy === null && state.missing === 200)).toBe(true);
  });

  it('unlocks by level from the character level up', () => {
    const states = getCharacterStates({ level: 9, pluCoins: 0, unlocks: [] });
    const unlocked = states.filter((state) => state.unlockedBy === 'level').map((state) => state.id);
    expect(unlocked).toEqual([
      'ada-lovelace',
      'alan-turing',
      'grace-hopper',
      'hedy-lamarr',
      'joseph-weizenbaum',
      'margaret-hamilton',
      'claude-shannon',
      'katherine-johnson',
    ]);
  });

  it('unlocks a character bought with PluCoins, and only with a character unlock', () => {
    const states = getCharacterStates({
      level: 1,
      pluCoins: 400,
      unlocks: [
        { kind: 'character', itemId: 'tim-berners-lee', expiresAt: null },
        { kind: 'widget_theme', itemId: 'ada-lovelace', expiresAt: null },
      ],
    });
    expect(states.find((state) => state.id === 'tim-berners-lee')).toMatchObject({
      unlockedBy: 'coins',
      missing: 0,
    });
    expect(states.find((state) => state.id === 'ada-lovelace')).toMatchObject({
      unlockedBy: null,
      missing: 0,
    });
  });

  it('gives a visitor nothing unlocked', () => {
    expect(getCharacterStates(undefined).some((state) => state.unlockedBy !== null)).toBe(false);
  });

  it('unlocks exactly the characters whose level is reached, for any level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (level) => {
        const states = getCharacterStates({ level, pluCoins: 0, unlocks: [] });
        for (const [index, character] of HISTORYVERSE_CHARACTERS.entries()) {
          expect(states[index]?.unlockedBy === 'level').toBe(level >= character.unlockLevel);
        }
      }),
    );
  });
});
