import type { NodeSize } from '../catalogue/nodeCatalogue';
import type { NodePosition } from '../model/nodeSchema';
import { BoundsIndex } from './boundsIndex';
import type { Bounds } from './nodeBounds';

/**
 * How new nodes are placed: at least `gap` px from every other node; after an anchor they go
 * `gap` px below it, then beside (right, left, in steps of a node's width plus the gap), then a row
 * further down; near a point they take the closest free spot, searched in rings `step` px apart.
 */
export const PLACEMENT = {
  gap: 40,
  columnsEachSide: 4,
  maxRows: 400,
  step: 20,
  maxRings: 400,
} as const;

/** Where a new node should go: after a node of the flow (`anchor`), or near a point. */
export interface PlacementRequest {
  /** The new node's size. */
  readonly size: NodeSize;
  /** The node the new one follows: it goes below it, in the flow's direction (top to bottom). */
  readonly anchor?: Bounds;
  /** Without an anchor: the top-left corner wanted (a drop point, the middle of the view). */
  readonly near?: NodePosition;
  /** The room kept free around the new node (40 px unless told). */
  readonly gap?: number;
}

/**
 * A top-left position for a new node where it keeps `gap` px clear of every rectangle in `occupied`.
 * With an `anchor`, the first free spot below it, centred under it first; otherwise the free spot
 * closest to `near` (which is returned as it is when already free).
 *
 * @example findFreeSpot([start], { size: { width: 320, height: 200 }, anchor: start }) // 40 px under start
 */
export function findFreeSpot(occupied: readonly Bounds[], request: PlacementRequest): NodePosition {
  const gap = request.gap ?? PLACEMENT.gap;
  const { size } = request;
  const index = new BoundsIndex(occupied);
  const isFree = (position: NodePosition) =>
    !index.intersects({
      x: position.x - gap,
      y: position.y - gap,
      width: size.width + 2 * gap,
      height: size.height + 2 * gap,
    });
  if (request.anchor) return findBelow(request.anchor, size, gap, isFree);
  return findAround(request.near ?? { x: 0, y: 0 }, isFree);
}

/** Rows under the anchor, each tried centred under it, then one node-width step right, left, … */
function findBelow(
  anchor: Bounds,
  size: NodeSize,
  gap: number,
  isFree: (position: NodePosition) => boolean,
): NodePosition {
  const centredX = anchor.x + (anchor.width - size.width) / 2;
  const firstY = anchor.y + anchor.height + gap;
  const columnStep = size.width + gap;
  for (let row = 0; row < PLACEMENT.maxRows; row += 1) {
    const y = firstY + row * PLACEMENT.step;
    for (const column of columnOrder(PLACEMENT.columnsEachSide)) {
      const position = { x: centredX + column * columnStep, y };
      if (isFree(position)) return position;
    }
  }
  return { x: centredX, y: firstY + PLACEMENT.maxRows * PLACEMENT.step };
}

/** 0, 1, -1, 2, -2, … up to `each` on both sides. */
function* columnOrder(each: number): Generator<number> {
  yield 0;
  for (let column = 1; column <= each; column += 1) {
    yield column;
    yield -column;
  }
}

/** The free spot closest to `near`, ring by ring; each ring is tried from its nearest cells. */
function findAround(near: NodePosition, isFree: (position: NodePosition) => boolean): NodePosition {
  if (isFree(near)) return { x: near.x, y: near.y };
  for (let ring = 1; ring <= PLACEMENT.maxRings; ring += 1) {
    for (const offset of ringByDistance(ring)) {
      const position = { x: near.x + offset.x * PLACEMENT.step, y: near.y + offset.y * PLACEMENT.step };
      if (isFree(position)) return position;
    }
  }
  return { x: near.x, y: near.y + (PLACEMENT.maxRings + 1) * PLACEMENT.step };
}

/** The cells of the square ring at distance `ring`, nearest to the centre first (down before up). */
function ringByDistance(ring: number): NodePosition[] {
  const cells: NodePosition[] = [];
  for (let x = -ring; x <= ring; x += 1) cells.push({ x, y: ring }, { x, y: -ring });
  for (let y = -ring + 1; y < ring; y += 1) cells.push({ x: ring, y }, { x: -ring, y });
  return cells.sort((a, b) => a.x * a.x + a.y * a.y - (b.x * b.x + b.y * b.y) || b.y - a.y);
}
