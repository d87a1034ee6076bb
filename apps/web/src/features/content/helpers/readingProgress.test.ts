import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getNewThresholds,
  getReadPercent,
  READING_THRESHOLDS,
  type ReadingThreshold,
} from './readingProgress';

describe('getReadPercent', () => {
  it('is 0 before the article enters the viewport and 100 once its end is in view', () => {
    expect(getReadPercent({ top: 900, height: 2000 }, 800)).toBe(0);
    expect(getReadPercent({ top: 800, height: 2000 }, 800)).toBe(0);
    expect(getReadPercent({ top: -200, height: 2000 }, 800)).toBe(50);
    expect(getReadPercent({ top: -1199, height: 2000 }, 800)).toBe(100);
    expect(getReadPercent({ top: -1300, height: 2000 }, 800)).toBe(100);
    expect(getReadPercent({ top: -3000, height: 2000 }, 800)).toBe(100);
  });

  it('reads a short article that fits on screen as read', () => {
    expect(getReadPercent({ top: 100, height: 300 }, 800)).toBe(100);
  });

  it('never leaves 0–100 and grows as the reader scrolls down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 4_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (top, height, viewport, scrolled) => {
          const before = getReadPercent({ top, height }, viewport);
          const after = getReadPercent({ top: top - scrolled, height }, viewport);
          expect(before).toBeGreaterThanOrEqual(0);
          expect(before).toBeLessThanOrEqual(100);
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it('is 0 for an element with no height yet', () => {
    expect(getReadPercent({ top: 0, height: 0 }, 800)).toBe(0);
  });
});

describe('getNewThresholds', () => {
  it('reports 50 at half the article and 100 at its end, each once', () => {
    const reported = new Set<ReadingThreshold>();
    expect(getNewThresholds(49, reported)).toEqual([]);
    expect(getNewThresholds(50, reported)).toEqual([50]);
    reported.add(50);
    expect(getNewThresholds(80, reported)).toEqual([]);
    expect(getNewThresholds(100, reported)).toEqual([100]);
    reported.add(100);
    expect(getNewThresholds(100, reported)).toEqual([]);
  });

  it('reports both at once after a jump to the end', () => {
    expect(getNewThresholds(100, new Set())).toEqual([50, 100]);
  });

  it('never repeats a reported threshold, whatever the scroll', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 30 }), (percents) => {
        const reported = new Set<ReadingThreshold>();
        const sent: ReadingThreshold[] = [];
        for (const percent of percents) {
          for (const threshold of getNewThresholds(percent, reported)) {
            reported.add(threshold);
            sent.push(threshold);
          }
        }
        expect(new Set(sent).size).toBe(sent.length);
        const highest = Math.max(0, ...percents);
        expect(sent.sort((a, b) => a - b)).toEqual(
          READING_THRESHOLDS.filter((threshold) => threshold <= highest),
        );
      }),
    );
  });
});
