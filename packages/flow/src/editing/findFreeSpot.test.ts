import { describe, expect, it } from 'vitest';
import { findFreeSpot, PLACEMENT } from './findFreeSpot';
import { type Bounds, doBoundsIntersect } from './nodeBounds';

const MESSAGE = { width: 320, height: 200 };
const OPTION = { width: 280, height: 120 };
const start: Bounds = { x: 0, y: 0, width: 180, height: 80 };

/** Whether a new rectangle keeps the gap from every other one. */
function keepsGap(spot: { x: number; y: number }, size: typeof MESSAGE, others: readonly Bounds[]) {
  const gap = PLACEMENT.gap;
  const grown = {
    x: spot.x - gap + 1,
    y: spot.y - gap + 1,
    width: size.width + 2 * gap - 2,
    height: size.height + 2 * gap - 2,
  };
  return others.every((other) => !doBoundsIntersect(grown, other));
}

describe('findFreeSpot after an anchor', () => {
  it('puts the new node a gap below the anchor, centred under it', () => {
    expect(findFreeSpot([start], { size: MESSAGE, anchor: start })).toEqual({
      x: -70,
      y: 80 + PLACEMENT.gap,
    });
  });

  it('goes beside the first child when the spot below is taken, never on it', () => {
    const child: Bounds = { x: -70, y: 120, width: 320, height: 200 };
    const spot = findFreeSpot([start, child], { size: MESSAGE, anchor: start });
    expect(spot.y).toBe(120);
    expect(spot.x).toBe(-70 + MESSAGE.width + PLACEMENT.gap);
    expect(keepsGap(spot, MESSAGE, [start, child])).toBe(true);
  });

  it('moves down a row when the whole row is full', () => {
    const wall: Bounds = { x: -5000, y: 100, width: 10_000, height: 300 };
    const spot = findFreeSpot([start, wall], { size: MESSAGE, anchor: start });
    expect(spot.y).toBeGreaterThanOrEqual(400 + PLACEMENT.gap);
    expect(keepsGap(spot, MESSAGE, [start, wall])).toBe(true);
  });

  it('places two options of a decision apart from each other', () => {
    const decision: Bounds = { x: 0, y: 0, width: 300, height: 250 };
    const first = findFreeSpot([decision], { size: OPTION, anchor: decision });
    const firstRect = { ...first, ...OPTION };
    const second = findFreeSpot([decision, firstRect], { size: OPTION, anchor: decision });
    expect(doBoundsIntersect({ ...second, ...OPTION }, firstRect)).toBe(false);
    expect(keepsGap(second, OPTION, [decision, firstRect])).toBe(true);
  });
});

describe('findFreeSpot near a point', () => {
  it('keeps a free point as it is', () => {
    expect(findFreeSpot([start], { size: MESSAGE, near: { x: 500, y: 500 } })).toEqual({ x: 500, y: 500 });
  });

  it('moves a node dropped on another to the closest spot that keeps the gap', () => {
    const spot = findFreeSpot([start], { size: MESSAGE, near: { x: 10, y: 10 } });
    expect(keepsGap(spot, MESSAGE, [start])).toBe(true);
    // The closest way out of a start node 80 px tall is downwards, not 360 px to the side.
    expect(spot.y).toBeGreaterThanOrEqual(80 + PLACEMENT.gap);
    expect(spot.y).toBeLessThan(80 + PLACEMENT.gap + PLACEMENT.step);
    expect(spot.x).toBe(10);
  });

  it('respects a custom gap', () => {
    const spot = findFreeSpot([start], { size: MESSAGE, anchor: start, gap: 120 });
    expect(spot).toEqual({ x: -70, y: 200 });
  });
});
