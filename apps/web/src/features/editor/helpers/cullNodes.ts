import { type Bounds, getNodeBounds, isNodeType } from '@plubot/flow';
import type { EditorEdge, EditorNode } from '../types';

/** How far outside the screen, in screen pixels, nodes are still drawn (spec §9). */
export const CULLING_MARGIN_PX = 400;

/** The canvas's viewport (React Flow's transform) and its size on screen, in pixels. */
export interface CullingView {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
  readonly width: number;
  readonly height: number;
}

/** The size spec §9 gives a node of a type that has no entry in the catalogue. */
const OTHER_SIZE = { width: 250, height: 150 } as const;

function boundsOf(node: EditorNode): Bounds {
  if (isNodeType(node.type)) return getNodeBounds(node);
  return { x: node.position.x, y: node.position.y, ...OTHER_SIZE };
}

/**
 * The part of the flow drawn for a view: the screen grown by `margin` screen pixels on every
 * side, in flow coordinates.
 */
export function getCullingRect(view: CullingView, margin = CULLING_MARGIN_PX): Bounds {
  const zoom = view.zoom > 0 ? view.zoom : 1;
  return {
    x: (-view.x - margin) / zoom,
    y: (-view.y - margin) / zoom,
    width: (view.width + 2 * margin) / zoom,
    height: (view.height + 2 * margin) / zoom,
  };
}

/**
 * The ids of the nodes the canvas draws for a view: those whose rectangle (stored or measured size,
 * else the type's default, as `getNodeBounds`) touches the screen grown by `margin` screen pixels,
 * so a node is drawn before it scrolls in; and always the selected and dragged ones and those in
 * `keep` (the node being edited, the one whose form is open).
 *
 * @example getRenderedNodeIds(nodes, { x: 0, y: 0, zoom: 1, width: 1280, height: 720 }) // Set {'start', …}
 */
export function getRenderedNodeIds(
  nodes: readonly EditorNode[],
  view: CullingView,
  options: { readonly margin?: number; readonly keep?: Iterable<string | null | undefined> } = {},
): Set<string> {
  const rect = getCullingRect(view, options.margin ?? CULLING_MARGIN_PX);
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const rendered = new Set<string>();
  for (const id of options.keep ?? []) if (id) rendered.add(id);
  for (const node of nodes) {
    if (node.selected || node.dragging) {
      rendered.add(node.id);
      continue;
    }
    const bounds = boundsOf(node);
    if (
      bounds.x <= right &&
      bounds.x + bounds.width >= rect.x &&
      bounds.y <= bottom &&
      bounds.y + bounds.height >= rect.y
    ) {
      rendered.add(node.id);
    }
  }
  return rendered;
}

/** The edges drawn with the nodes `rendered`: those with either end drawn, and the selected ones. */
export function getRenderedEdges(edges: readonly EditorEdge[], rendered: ReadonlySet<string>): EditorEdge[] {
  return edges.filter((edge) => edge.selected || rendered.has(edge.source) || rendered.has(edge.target));
}
