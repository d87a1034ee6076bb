import { describe, expect, it } from 'vitest';
import { median, ratio, summarizeFrames } from './stats';

describe('summarizeFrames', () => {
  it('gives the mean and the nearest-rank 95th percentile', () => {
    const intervals = [...Array.from({ length: 19 }, () => 16), 200];
    expect(summarizeFrames(intervals)).toEqual({ mean: 25.2, p95: 16, frames: 20 });
    expect(summarizeFrames([...intervals, 300])?.p95).toBe(200);
  });

  it('is null without frames', () => {
    expect(summarizeFrames([])).toBeNull();
  });
});

describe('median', () => {
  it('takes the middle value, skipping missing ones', () => {
    expect(median([30, null, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.780357])).toBe(0.780357);
    expect(median([null, undefined])).toBeNull();
  });
});

describe('ratio', () => {
  it('divides, rounded to hundredths, and is null without a base', () => {
    expect(ratio(7400, 2870)).toBe(2.58);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
  });
});
