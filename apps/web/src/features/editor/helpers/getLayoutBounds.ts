import { type Bounds, type FlowNode, NODE_CATALOGUE } from '@plubot/flow';

/**
 * The room a node takes when nodes are placed or laid out: the largest of its stored size, the size
 * React Flow measured and its type's default size. Zoomed out, the canvas draws nodes small (their
 * distant view, measured so) and they grow back to full size when zoomed in: room for the full size
 * keeps them apart at any zoom.
 *
 * @example getLayoutBounds({ ...message, measured: { width: 320, height: 56 } }).height // 200
 */
export function getLayoutBounds(
  node: FlowNode & { readonly measured?: { width?: number; height?: number } },
): Bounds {
  const fallback = NODE_CATALOGUE[node.type].defaultSize;
  return {
    x: node.position.x,
    y: node.position.y,
    width: Math.max(fallback.width, positive(node.width), positive(node.measured?.width)),
    height: Math.max(fallback.height, positive(node.height), positive(node.measured?.height)),
  };
}

function positive(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
