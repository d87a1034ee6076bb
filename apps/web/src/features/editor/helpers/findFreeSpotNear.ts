import {
  type FlowNode,
  FREE_SPOT_SEARCH,
  findFreePosition,
  type NodePosition,
  type NodeType,
} from '@plubot/flow';

/**
 * A spot near `desired` where a new node of `type` overlaps no node: the free-spot search of
 * `@plubot/flow` (a 10 × 10 grid in steps of 50, then a spiral), run around `desired` instead of
 * around its fixed starting point (250, 150).
 *
 * @example findFreeSpotNear(nodes, { x: 400, y: 300 }, 'message') // { x: 400, y: 300 } when free
 */
export function findFreeSpotNear(
  nodes: readonly FlowNode[],
  desired: NodePosition,
  type: NodeType,
): NodePosition {
  const dx = desired.x - FREE_SPOT_SEARCH.start.x;
  const dy = desired.y - FREE_SPOT_SEARCH.start.y;
  const moved = nodes.map((node) => ({
    ...node,
    position: { x: node.position.x - dx, y: node.position.y - dy },
  }));
  const spot = findFreePosition(moved, { type });
  return { x: spot.x + dx, y: spot.y + dy };
}
