import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDaysLeft } from './getDaysLeft';

describe('getDaysLeft', () => {
  const end = '2026-11-30T00:00:00.000Z';
  it.each([
    ['2026-11-23T00:00:00Z', 7],
    ['2026-11-25T12:00:00Z', 5],
    ['2026-11-29T23:00:00Z', 1],
    ['2026-11-30T00:00:00Z', 0],
    ['2026-12-02T00:00:00Z', 0],
  ])('at %s there are %i days left', (now, days) => {
    expect(getDaysLeft(end, new Date(now))).toBe(days);
  });

  it('is 0 for an unreadable date and between 0 and 7 within a week', () => {
    expect(getDaysLeft('nunca')).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * 24 * 3600 * 1000 }), (before) => {
        const days = getDaysLeft(end, new Date(Date.parse(end) - before));
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(7);
      }),
    );
  });
});
