import { NODE_CATALOGUE } from '../catalogue/nodeCatalogue';
import type { FlowNode } from '../model/nodeSchema';

/** A node's rectangle on the canvas. */
export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A node's rectangle: its stored or measured size, or its type's default size (spec §9). */
export function getNodeBounds(node: FlowNode): Bounds {
  const measured = (node as { measured?: { width?: unknown; height?: unknown } }).measured;
  const fallback = NODE_CATALOGUE[node.type].defaultSize;
  return {
    x: node.position.x,
    y: node.position.y,
    width: positive(node.width) ?? positive(measured?.width) ?? fallback.width,
    height: positive(node.height) ?? positive(measured?.height) ?? fallback.height,
  };
}

/** Whether two rectangles share any area. */
export function doBoundsIntersect(a: Bounds, b: Bounds): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}
