import { doBoundsIntersect, type FlowNode, getNodeBounds, PLACEMENT } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { placeNewNode } from './placeNewNode';

const at = (id: string, type: FlowNode['type'], x: number, y: number, selected = false) =>
  ({ id, type, position: { x, y }, data: { label: id }, selected }) as FlowNode & { selected: boolean };
const start = at('s', 'start', 0, 0);

/** The gap between two rectangles that do not overlap (the larger of the horizontal and vertical one). */
function gapBetween(a: ReturnType<typeof getNodeBounds>, b: ReturnType<typeof getNodeBounds>) {
  return Math.max(
    a.x - (b.x + b.width),
    b.x - (a.x + a.width),
    a.y - (b.y + b.height),
    b.y - (a.y + a.height),
  );
}

describe('placeNewNode', () => {
  it('puts a palette-clicked message under the start node, not against it', () => {
    // The middle of the view is right on the start node, as when a new flow opens.
    const spot = placeNewNode([start], 'message', { x: -70, y: -60 }, 'free');
    expect(spot).toEqual({ x: -70, y: 80 + PLACEMENT.gap });
  });

  it('follows the selected node rather than the one nearest the view', () => {
    const message = at('m', 'message', 600, 600, true);
    const spot = placeNewNode([start, message], 'end', { x: 0, y: 0 }, 'free');
    expect(spot.y).toBe(600 + 200 + PLACEMENT.gap);
    expect(spot.x).toBe(600 + (320 - 180) / 2);
  });

  it('never lands a click-added node on the children already under its anchor', () => {
    const decision = at('d', 'decision', 0, 0, true);
    const optionA = at('a', 'option', -170, 330);
    const optionB = at('b', 'option', 150, 330);
    const nodes = [decision, optionA, optionB];
    const spot = placeNewNode(nodes, 'end', { x: 0, y: 0 }, 'free');
    const placed = { ...spot, width: 180, height: 80 };
    for (const other of nodes.map(getNodeBounds)) {
      expect(doBoundsIntersect(placed, other)).toBe(false);
      expect(gapBetween(placed, other)).toBeGreaterThanOrEqual(PLACEMENT.gap);
    }
  });

  it('keeps a drop where it fell, and moves one dropped on a node to the closest free spot', () => {
    expect(placeNewNode([start], 'message', { x: 900, y: 900 }, 'drop')).toEqual({ x: 900, y: 900 });
    const spot = placeNewNode([start], 'message', { x: 0, y: 0 }, 'drop');
    expect(gapBetween({ ...spot, width: 320, height: 200 }, getNodeBounds(start))).toBeGreaterThanOrEqual(
      PLACEMENT.gap,
    );
  });

  it('places near the view when no node is within reach', () => {
    expect(placeNewNode([start], 'message', { x: 5000, y: 5000 }, 'free')).toEqual({ x: 5000, y: 5000 });
  });
});
