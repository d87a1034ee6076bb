import { describe, expect, it } from 'vitest';
import { NO_LOW_FRAME_RATE_WARNING, nextLowFrameRateWarning } from './nextLowFrameRateWarning';

/** Whether the warning shows after each reading, from no warning. */
function showingAfter(readings: readonly (number | null)[]): boolean[] {
  let state = NO_LOW_FRAME_RATE_WARNING;
  return readings.map((fps) => {
    state = nextLowFrameRateWarning(state, fps);
    return state.showing;
  });
}

describe('nextLowFrameRateWarning', () => {
  it('shows after two readings in a row under 25 fps, not after one slow moment', () => {
    expect(showingAfter([60, 18, 60, 18, 20])).toEqual([false, false, false, false, true]);
    expect(showingAfter([24, 24])).toEqual([false, true]);
    expect(showingAfter([25, 25, 25])).toEqual([false, false, false]);
  });

  it('stays while the rate hovers around 25 and hides after two readings at 30 or more', () => {
    expect(showingAfter([10, 10, 26, 29, 27, 30, 12, 30, 31])).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('is not changed by a missing reading (a hidden tab)', () => {
    expect(showingAfter([10, null, 10])).toEqual([false, false, true]);
    expect(showingAfter([10, 10, 40, null, 40])).toEqual([false, true, true, true, false]);
  });
});
