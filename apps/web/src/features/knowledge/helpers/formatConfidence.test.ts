import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toConfidencePercent } from './formatConfidence';

describe('toConfidencePercent', () => {
  it('rounds to a whole percentage', () => {
    expect(toConfidencePercent(0.826)).toBe(83);
    expect(toConfidencePercent(1)).toBe(100);
    expect(toConfidencePercent(0)).toBe(0);
  });

  it('stays between 0 and 100 whatever the server sends', () => {
    expect(toConfidencePercent(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.double(), (value) => {
        const percent = toConfidencePercent(value);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
