import { describe, expect, it } from 'vitest';
import { node } from '../testing/graphBuilders';
import { findFreePosition } from './findFreePosition';
import { doBoundsIntersect, getNodeBounds } from './nodeBounds';
import { resolveOverlaps, shiftUntilFree } from './resolveOverlaps';

describe('resolveOverlaps', () => {
  it('shifts nodes on top of earlier ones by 20 px until free', () => {
    const nodes = [node('a', 'message', 0, 0), node('b', 'message', 0, 0), node('c', 'message', 5, 5)];
    expect(resolveOverlaps(nodes).map((n) => n.position)).toEqual([
      { x: 0, y: 0 },
      { x: 20, y: 20 },
      { x: 45, y: 45 },
    ]);
  });

  it('leaves nodes that do not overlap untouched', () => {
    const nodes = [node('a', 'message', 0, 0), node('b', 'message', 20, 0)];
    const result = resolveOverlaps(nodes);
    expect(result[1]).toBe(nodes[1]);
  });
});

describe('shiftUntilFree', () => {
  it('finds the first free diagonal step for a new node', () => {
    const nodes = [node('a', 'message', 100, 100), node('b', 'message', 120, 120)];
    expect(shiftUntilFree({ x: 100, y: 100 }, nodes)).toEqual({ x: 140, y: 140 });
    expect(shiftUntilFree({ x: 100, y: 100 }, nodes, { ignoreId: 'a' })).toEqual({ x: 100, y: 100 });
  });
});

describe('findFreePosition', () => {
  it('starts at 250,150', () => {
    expect(findFreePosition([])).toEqual({ x: 250, y: 150 });
  });

  it('steps by 50 along the grid when the start is taken', () => {
    const blocker = { ...node('a', 'message', 0, 140), width: 290, height: 20 };
    expect(findFreePosition([blocker], { size: { width: 10, height: 10 } })).toEqual({ x: 300, y: 150 });
  });

  it('spirals out after 100 tries and never overlaps', () => {
    const wall = { ...node('w', 'message', 200, 100), width: 1000, height: 1000 };
    const spot = findFreePosition([wall], { type: 'message' });
    const bounds = { ...spot, width: 320, height: 200 };
    expect(doBoundsIntersect(bounds, getNodeBounds(wall))).toBe(false);
    expect(spot.x === 250 && spot.y === 150).toBe(false);
  });

  it('uses type default sizes for existing nodes', () => {
    expect(getNodeBounds(node('p', 'power'))).toEqual({ x: 0, y: 0, width: 350, height: 450 });
    expect(
      getNodeBounds({ ...node('p', 'power'), measured: { width: 10, height: 20 } } as never),
    ).toMatchObject({
      width: 10,
      height: 20,
    });
  });
});
