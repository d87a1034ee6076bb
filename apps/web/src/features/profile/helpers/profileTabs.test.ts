import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_TAB, getTabIndexForKey, PROFILE_TABS, parseProfileTab } from './profileTabs';

describe('parseProfileTab', () => {
  it('reads every tab name, in any case', () => {
    for (const tab of PROFILE_TABS) {
      expect(parseProfileTab(tab)).toBe(tab);
      expect(parseProfileTab(` ${tab.toUpperCase()} `)).toBe(tab);
    }
  });

  it('falls back to the bots for a missing or unknown tab', () => {
    expect(DEFAULT_PROFILE_TAB).toBe('plubots');
    expect(parseProfileTab(null)).toBe('plubots');
    expect(parseProfileTab('')).toBe('plubots');
    expect(parseProfileTab('ajustes')).toBe('plubots');
  });
});

describe('getTabIndexForKey', () => {
  it('wraps the arrows and jumps with Home and End', () => {
    expect(getTabIndexForKey('ArrowRight', 5, 6)).toBe(0);
    expect(getTabIndexForKey('ArrowLeft', 0, 6)).toBe(5);
    expect(getTabIndexForKey('ArrowRight', 2, 6)).toBe(3);
    expect(getTabIndexForKey('Home', 4, 6)).toBe(0);
    expect(getTabIndexForKey('End', 1, 6)).toBe(5);
    expect(getTabIndexForKey('Enter', 1, 6)).toBeNull();
    expect(getTabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('always lands on a tab, and right then left comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, seed) => {
        const current = seed % count;
        for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) {
          const next = getTabIndexForKey(key, current, count);
          expect(next).not.toBeNull();
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        }
        const right = getTabIndexForKey('ArrowRight', current, count) ?? -1;
        expect(getTabIndexForKey('ArrowLeft', right, count)).toBe(current);
      }),
    );
  });
});
