import { describe, expect, it } from 'vitest';
import { FRAME_RATE, framesPerSecond, isLowFrameRate } from './frameRate';

describe('framesPerSecond', () => {
  it('is 60 for frames of 16.7 ms and 20 for frames of 50 ms', () => {
    expect(framesPerSecond(Array(30).fill(1000 / 60))).toBe(60);
    expect(framesPerSecond(Array(30).fill(50))).toBe(20);
  });

  it('leaves pauses out (a hidden tab is not a slow editor)', () => {
    expect(framesPerSecond([...Array(29).fill(1000 / 60), 4000])).toBe(60);
  });

  it('says nothing until it has a few frames', () => {
    expect(framesPerSecond([])).toBeNull();
    expect(framesPerSecond([16])).toBeNull();
  });

  it('reports a starved page instead of measuring forever: frames over a second apart read 1 or 0', () => {
    expect(framesPerSecond([1200, 1300, 1100])).toBe(1);
    expect(framesPerSecond([2500, 3000])).toBe(0);
  });
});

describe('isLowFrameRate', () => {
  it('is true under the spec minimum of 25 and false at it or without a reading', () => {
    expect(FRAME_RATE.minFps).toBe(25);
    expect(isLowFrameRate(24)).toBe(true);
    expect(isLowFrameRate(25)).toBe(false);
    expect(isLowFrameRate(null)).toBe(false);
  });
});
