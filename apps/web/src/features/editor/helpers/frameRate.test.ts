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

  it('leaves out the long gaps of an idle canvas (a headless or still page paints a few frames a second)', () => {
    expect(framesPerSecond(Array(30).fill(330))).toBeNull();
  });

  it('counts slow frames painted back to back: a struggling canvas is reported', () => {
    expect(framesPerSecond(Array(30).fill(200))).toBe(5);
  });

  it('says nothing until it has a few frames', () => {
    expect(framesPerSecond([])).toBeNull();
    expect(framesPerSecond([16, 16, 16, 16])).toBeNull();
  });
});

describe('isLowFrameRate', () => {
  it('is true under the spec minimum of 25 and false at it or without a reading', () => {
    expect(FRAME_RATE.minFps).toBe(25);
    expect(isLowFrameRate(24)).toBe(true);
    expect(isLowFrameRate(25)).toBe(false);
    expect(isLowFrameRate(null)).toBe(false);
    expect(isLowFrameRate('idle')).toBe(false);
  });
});
