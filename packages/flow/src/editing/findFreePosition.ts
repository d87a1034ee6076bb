import { NODE_CATALOGUE, type NodeSize } from '../catalogue/nodeCatalogue';
import type { FlowNode, NodePosition } from '../model/nodeSchema';
import type { NodeType } from '../model/nodeTypes';
import { BoundsIndex } from './boundsIndex';
import { getNodeBounds } from './nodeBounds';

/** The free-spot search of spec §4: start at (250, 150), step 50, 100 grid tries, then a spiral. */
export const FREE_SPOT_SEARCH = {
  start: { x: 250, y: 150 },
  step: 50,
  gridTries: 100,
  gridColumns: 10,
} as const;

const MAX_RINGS = 1_000;

/**
 * A spot where a node of the given type (or size) overlaps no existing node, for nodes with a
 * missing or invalid position. Tries a 10 × 10 grid from (250, 150) in steps of 50, then spirals
 * outwards around the start in rings 50 px apart.
 */
export function findFreePosition(
  nodes: readonly FlowNode[],
  options: { type?: NodeType; size?: NodeSize } = {},
): NodePosition {
  const size =
    options.size ?? (options.type ? NODE_CATALOGUE[options.type].defaultSize : { width: 250, height: 150 });
  const occupied = new BoundsIndex(nodes.map(getNodeBounds));
  const isFree = (position: NodePosition) => !occupied.intersects({ ...position, ...size });
  const { start, step, gridTries, gridColumns } = FREE_SPOT_SEARCH;
  for (let attempt = 0; attempt < gridTries; attempt += 1) {
    const position = {
      x: start.x + (attempt % gridColumns) * step,
      y: start.y + Math.floor(attempt / gridColumns) * step,
    };
    if (isFree(position)) return position;
  }
  for (let ring = 1; ring <= MAX_RINGS; ring += 1) {
    for (const offset of ringOffsets(ring)) {
      const position = { x: start.x + offset.x * step, y: start.y + offset.y * step };
      if (isFree(position)) return position;
    }
  }
  return { x: start.x, y: start.y + (MAX_RINGS + 1) * step };
}

/** The cells on the square ring at distance `ring` around the origin, clockwise from the top left. */
function* ringOffsets(ring: number): Generator<NodePosition> {
  for (let x = -ring; x < ring; x += 1) yield { x, y: -ring };
  for (let y = -ring; y < ring; y += 1) yield { x: ring, y };
  for (let x = ring; x > -ring; x -= 1) yield { x, y: ring };
  for (let y = ring; y > -ring; y -= 1) yield { x: -ring, y };
}
