/** Minimap sizes in pixels (spec §2): 180 × 180 open, 45 × 45 collapsed. */
export const MINIMAP_SIZE = { expanded: 180, collapsed: 45 } as const;

/** The size a node is drawn with when it has not been measured (spec §2). */
export const MINIMAP_DEFAULT_NODE_SIZE = { width: 150, height: 40 } as const;

/** A rectangle in flow coordinates. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** How flow coordinates map onto the minimap: `mini = (flow - origin) * scale + offset`. */
export interface MinimapTransform {
  readonly scale: number;
  readonly originX: number;
  readonly originY: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

interface MinimapNodeInput {
  readonly id: string;
  readonly type?: string | undefined;
  readonly position: { readonly x: number; readonly y: number };
  readonly width?: number | null | undefined;
  readonly height?: number | null | undefined;
  readonly initialWidth?: number | undefined;
  readonly initialHeight?: number | undefined;
  readonly measured?:
    | { readonly width?: number | undefined; readonly height?: number | undefined }
    | undefined;
}

/** A node as the minimap draws it. */
export interface MinimapNodeRect extends Rect {
  readonly id: string;
  readonly type: string;
}

/**
 * The rectangles of the nodes the minimap can draw: nodes whose position is not a finite number
 * are left out, and a missing size counts as 150 × 40. A big flow's estimated size (see
 * `withEstimatedGeometry`) wins over the measured one, so that nodes measured while the user pans
 * do not redraw the map.
 */
export function getMinimapNodeRects(nodes: readonly MinimapNodeInput[]): MinimapNodeRect[] {
  const rects: MinimapNodeRect[] = [];
  for (const node of nodes) {
    const { x, y } = node.position ?? { x: Number.NaN, y: Number.NaN };
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    rects.push({
      id: node.id,
      type: node.type ?? 'default',
      x,
      y,
      width: positiveOr(
        node.initialWidth ?? node.measured?.width ?? node.width,
        MINIMAP_DEFAULT_NODE_SIZE.width,
      ),
      height: positiveOr(
        node.initialHeight ?? node.measured?.height ?? node.height,
        MINIMAP_DEFAULT_NODE_SIZE.height,
      ),
    });
  }
  return rects;
}

/** `previous` when `next` draws exactly the same rectangles (so the map is not drawn again), else `next`. */
export function keepSameRects(
  previous: readonly MinimapNodeRect[] | undefined,
  next: readonly MinimapNodeRect[],
): readonly MinimapNodeRect[] {
  if (!previous || previous.length !== next.length) return next;
  for (let index = 0; index < next.length; index += 1) {
    const a = previous[index];
    const b = next[index];
    if (
      !a ||
      !b ||
      a.id !== b.id ||
      a.type !== b.type ||
      a.x !== b.x ||
      a.y !== b.y ||
      a.width !== b.width ||
      a.height !== b.height
    )
      return next;
  }
  return previous;
}

/** The part of the flow the main canvas shows, from its viewport and pixel size. */
export function getViewRect(
  viewport: { x: number; y: number; zoom: number },
  width: number,
  height: number,
): Rect {
  const zoom = viewport.zoom > 0 ? viewport.zoom : 1;
  return { x: -viewport.x / zoom, y: -viewport.y / zoom, width: width / zoom, height: height / zoom };
}

/** The smallest rectangle holding all the given rectangles, or undefined for none. */
export function getBoundingRect(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const rect of rects) {
    minX = Math.min(minX, rect.x);
    minY = Math.min(minY, rect.y);
    maxX = Math.max(maxX, rect.x + rect.width);
    maxY = Math.max(maxY, rect.y + rect.height);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * Fits a flow rectangle into a square minimap of `size` pixels with `padding` pixels around,
 * keeping the aspect ratio and centring the shorter side.
 */
export function getMinimapTransform(content: Rect, size: number, padding = 6): MinimapTransform {
  const inner = Math.max(1, size - padding * 2);
  const width = Math.max(content.width, 1);
  const height = Math.max(content.height, 1);
  const scale = inner / Math.max(width, height);
  return {
    scale,
    originX: content.x,
    originY: content.y,
    offsetX: padding + (inner - width * scale) / 2,
    offsetY: padding + (inner - height * scale) / 2,
  };
}

/** A flow point on the minimap. */
export function flowToMinimap(point: { x: number; y: number }, transform: MinimapTransform) {
  return {
    x: (point.x - transform.originX) * transform.scale + transform.offsetX,
    y: (point.y - transform.originY) * transform.scale + transform.offsetY,
  };
}

/** A minimap point (e.g. where the pointer is) in flow coordinates. */
export function minimapToFlow(point: { x: number; y: number }, transform: MinimapTransform) {
  return {
    x: (point.x - transform.offsetX) / transform.scale + transform.originX,
    y: (point.y - transform.offsetY) / transform.scale + transform.originY,
  };
}

function positiveOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The stable content grid is this fraction of the flow's larger side. */
const CONTENT_STEP_FRACTION = 0.25;

/**
 * What the minimap shows: the flow's bounds joined with the view, widened outwards to a grid of a
 * quarter of the flow's larger side. While the view pans within one grid cell the result — and so
 * the minimap's scale — stays the same, so the nodes and edges drawn once can be reused and only
 * the view rectangle moves.
 * @example getStableMinimapContent(undefined, view) // the view itself
 */
export function getStableMinimapContent(flowBounds: Rect | undefined, view: Rect): Rect {
  if (!flowBounds) return view;
  const step = Math.max(flowBounds.width, flowBounds.height, 1) * CONTENT_STEP_FRACTION;
  const down = (value: number) => Math.floor(value / step) * step;
  const up = (value: number) => Math.ceil(value / step) * step;
  const flowRight = flowBounds.x + flowBounds.width;
  const flowBottom = flowBounds.y + flowBounds.height;
  const minX = view.x < flowBounds.x ? down(view.x) : flowBounds.x;
  const minY = view.y < flowBounds.y ? down(view.y) : flowBounds.y;
  const maxX = view.x + view.width > flowRight ? up(view.x + view.width) : flowRight;
  const maxY = view.y + view.height > flowBottom ? up(view.y + view.height) : flowBottom;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Whether two minimap transforms place everything in the same spot. */
export function isSameMinimapTransform(a: MinimapTransform | null, b: MinimapTransform): boolean {
  return (
    a !== null &&
    a.scale === b.scale &&
    a.originX === b.originX &&
    a.originY === b.originY &&
    a.offsetX === b.offsetX &&
    a.offsetY === b.offsetY
  );
}
