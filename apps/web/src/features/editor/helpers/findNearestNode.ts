import type { NodeRect } from './findNodeInDirection';

/**
 * The node whose centre is nearest to `point` — where the keyboard focus goes when the focused node
 * was deleted. `undefined` when there is no node.
 *
 * @example findNearestNode(remaining, { x: 200, y: 300 })?.id
 */
export function findNearestNode(
  rects: readonly NodeRect[],
  point: { x: number; y: number },
): NodeRect | undefined {
  let best: { rect: NodeRect; distance: number } | undefined;
  for (const rect of rects) {
    const distance = Math.hypot(rect.x + rect.width / 2 - point.x, rect.y + rect.height / 2 - point.y);
    if (!best || distance < best.distance) best = { rect, distance };
  }
  return best?.rect;
}
