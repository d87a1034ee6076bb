import { type FlowNode, findFreeSpot, NODE_CATALOGUE, type NodePosition, type NodeType } from '@plubot/flow';
import { getLayoutBounds } from './getLayoutBounds';

/** How far (flow px, centre to centre) the node a click-added node follows may be from the view's middle. */
export const ANCHOR_REACH = 800;

/**
 * Where a new node of `type` goes, keeping a gap from every node. A `drop` stays at `position` (its
 * top-left corner) or takes the closest free spot. A `free` placement (a palette click, `position`
 * being the middle of the view) follows the flow: below the selected node, else below the node
 * nearest that point within `ANCHOR_REACH`, else near the point.
 *
 * @example placeNewNode([start], 'message', centre, 'free') // under the start node, 40 px below it
 */
export function placeNewNode(
  nodes: readonly (FlowNode & { readonly selected?: boolean })[],
  type: NodeType,
  position: NodePosition,
  placement: 'drop' | 'free',
): NodePosition {
  const size = NODE_CATALOGUE[type].defaultSize;
  const occupied = nodes.map(getLayoutBounds);
  if (placement === 'free') {
    const centre = { x: position.x + size.width / 2, y: position.y + size.height / 2 };
    const anchor = findAnchor(nodes, centre);
    if (anchor) return findFreeSpot(occupied, { size, anchor: getLayoutBounds(anchor) });
  }
  return findFreeSpot(occupied, { size, near: position });
}

/** The one selected node, else the node whose middle is nearest `point` (within reach). */
function findAnchor(
  nodes: readonly (FlowNode & { readonly selected?: boolean })[],
  point: NodePosition,
): FlowNode | undefined {
  const selected = nodes.filter((node) => node.selected);
  if (selected.length === 1) return selected[0];
  let nearest: FlowNode | undefined;
  let best = ANCHOR_REACH * ANCHOR_REACH;
  for (const node of nodes) {
    const bounds = getLayoutBounds(node);
    const dx = bounds.x + bounds.width / 2 - point.x;
    const dy = bounds.y + bounds.height / 2 - point.y;
    const distance = dx * dx + dy * dy;
    if (distance <= best) {
      best = distance;
      nearest = node;
    }
  }
  return nearest;
}
