import { describe, expect, it } from 'vitest';
import { computeDockLift, type ScreenBox } from './computeDockLift';

const box = (left: number, top: number, width: number, height: number): ScreenBox => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const intersects = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
const lifted = (dock: ScreenBox, lift: number) => ({
  ...dock,
  top: dock.top - lift,
  bottom: dock.bottom - lift,
});

// The lab's dock at 360 × 740: a 244 × 56 pill 8 px from the bottom-right corner.
const phoneDock = box(108, 676, 244, 56);

describe('computeDockLift', () => {
  it('stays where it rests when it covers no button', () => {
    expect(computeDockLift(phoneDock, [box(16, 300, 328, 52)])).toBe(0);
    expect(computeDockLift(phoneDock, [])).toBe(0);
  });

  it('rises above a button it would cover, leaving the gap', () => {
    const button = box(56, 700, 248, 56);
    const lift = computeDockLift(phoneDock, [button]);
    expect(lift).toBe(phoneDock.bottom - button.top + 8);
    expect(intersects(lifted(phoneDock, lift), button)).toBe(false);
  });

  it('keeps clear of a button just beside it (within the gap) too', () => {
    const button = box(16, 736 - 56 - 60, 90, 40);
    const nearby = box(16, phoneDock.top + 10, phoneDock.left - 16 - 4, 40);
    expect(computeDockLift(phoneDock, [button])).toBe(0);
    expect(computeDockLift(phoneDock, [nearby])).toBeGreaterThan(0);
  });

  it('clears a second button met on the way up', () => {
    const low = box(150, 690, 200, 48);
    const high = box(150, 620, 200, 48);
    const lift = computeDockLift(phoneDock, [low, high]);
    const moved = lifted(phoneDock, lift);
    expect(intersects(moved, low)).toBe(false);
    expect(intersects(moved, high)).toBe(false);
  });

  it('ignores hidden (empty) boxes and never rises past the top limit', () => {
    expect(computeDockLift(phoneDock, [box(200, 700, 0, 0)])).toBe(0);
    expect(computeDockLift(phoneDock, [box(0, 60, 360, 680)], { minTop: 64 })).toBe(0);
  });
});
