import { describe, expect, it } from 'vitest';
import { getPremiumThemeStates } from './premiumThemeState';

describe('getPremiumThemeStates', () => {
  it('locks every premium theme without unlocks and tells the PluCoins missing', () => {
    expect(getPremiumThemeStates({ pluCoins: 120, unlocks: [] })).toEqual([
      { theme: 'galaxia', unlocked: false, missing: 80 },
      { theme: 'aurora', unlocked: false, missing: 80 },
      { theme: 'nebulosa', unlocked: false, missing: 80 },
    ]);
  });

  it('opens only the themes bought as widget themes', () => {
    const states = getPremiumThemeStates({
      pluCoins: 500,
      unlocks: [
        { kind: 'widget_theme', itemId: 'aurora', expiresAt: null },
        { kind: 'character', itemId: 'galaxia', expiresAt: null },
      ],
    });
    expect(states.map((state) => [state.theme, state.unlocked, state.missing])).toEqual([
      ['galaxia', false, 0],
      ['aurora', true, 0],
      ['nebulosa', false, 0],
    ]);
  });

  it('treats a user whose progress is not loaded as owning nothing', () => {
    expect(getPremiumThemeStates(undefined).every((state) => !state.unlocked && state.missing === 200)).toBe(
      true,
    );
  });
});
