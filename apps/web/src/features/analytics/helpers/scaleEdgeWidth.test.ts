import { describe, expect, it } from 'vitest';
import { EDGE_WIDTH_RANGE, scaleEdgeWidth } from './scaleEdgeWidth';

describe('scaleEdgeWidth', () => {
  it('draws the busiest connection thickest and an unused one thinnest', () => {
    expect(scaleEdgeWidth(120, 120)).toBe(EDGE_WIDTH_RANGE.max);
    expect(scaleEdgeWidth(0, 120)).toBe(EDGE_WIDTH_RANGE.min);
  });

  it('grows with traffic, by the square root of the share', () => {
    expect(scaleEdgeWidth(25, 100)).toBe(5.75);
    const widths = [1, 5, 20, 60, 100].map((count) => scaleEdgeWidth(count, 100));
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(widths.length);
  });

  it('stays within the range for odd inputs', () => {
    expect(scaleEdgeWidth(5, 0)).toBe(EDGE_WIDTH_RANGE.min);
    expect(scaleEdgeWidth(500, 100)).toBe(EDGE_WIDTH_RANGE.max);
    expect(scaleEdgeWidth(Number.NaN, 100)).toBe(EDGE_WIDTH_RANGE.min);
    expect(scaleEdgeWidth(3, 9, { min: 1, max: 4 })).toBeCloseTo(1 + 3 * Math.sqrt(1 / 3), 2);
  });
});
