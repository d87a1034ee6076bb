import type { Bounds } from '@plubot/flow';

/** A node as the opening view needs it: where it stands, its size, and whether it is the start. */
export interface ViewportNodeRect extends Bounds {
  readonly type?: string;
}

/** Room along the canvas's edges that controls cover, in screen pixels. */
export interface ViewportInsets {
  readonly top?: number;
  readonly right?: number;
  readonly bottom?: number;
  readonly left?: number;
}

/** Phones: the canvas controls take a strip on the right, which the flow's view keeps clear of. */
export const PHONE_CANVAS_QUERY = '(max-width: 640px)';
const PHONE_INSETS: ViewportInsets = { left: 16, right: 72 };

/** The insets of the canvas on this screen: the controls' strip on a phone, none elsewhere. */
export function getCanvasInsets(): ViewportInsets | undefined {
  return window.matchMedia(PHONE_CANVAS_QUERY).matches ? PHONE_INSETS : undefined;
}

/**
 * How a flow opens: fitted with a 10 % margin on each side, never above zoom 1; a fit smaller than
 * `readableZoom` (text of nodes under about 10 px) opens at that zoom on the start node instead,
 * horizontally centred and a quarter of the way down, so the first steps of the flow are readable.
 */
export const INITIAL_VIEWPORT = {
  padding: 0.1,
  maxZoom: 1,
  minZoom: 0.1,
  readableZoom: 0.75,
  focusFromTop: 0.25,
} as const;

/** A React Flow viewport: the flow point (0, 0) at screen (x, y), drawn at `zoom`. */
export interface InitialViewport {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

/**
 * The viewport a saved flow opens at on a screen of `viewportSize`: the whole flow when it fits at a
 * readable zoom, else the start node (or the topmost node) at the readable zoom. The same rule on a
 * phone and on a desktop; `insets` keep the flow clear of controls over the canvas.
 *
 * @example computeInitialViewport([{ x: 0, y: 0, width: 180, height: 80, type: 'start' }], { width: 360, height: 600 })
 */
export function computeInitialViewport(
  nodes: readonly ViewportNodeRect[],
  viewportSize: { readonly width: number; readonly height: number },
  options: { readonly insets?: ViewportInsets } & Partial<typeof INITIAL_VIEWPORT> = {},
): InitialViewport {
  const settings = { ...INITIAL_VIEWPORT, ...options };
  const left = options.insets?.left ?? 0;
  const top = options.insets?.top ?? 0;
  const width = viewportSize.width - left - (options.insets?.right ?? 0);
  const height = viewportSize.height - top - (options.insets?.bottom ?? 0);
  const bounds = getBounds(nodes);
  if (!bounds || width <= 0 || height <= 0) return { x: 0, y: 0, zoom: 1 };

  const fitted = Math.min(
    width / (bounds.width * (1 + 2 * settings.padding)),
    height / (bounds.height * (1 + 2 * settings.padding)),
    settings.maxZoom,
  );
  if (fitted >= settings.readableZoom) {
    const zoom = Math.max(fitted, settings.minZoom);
    return {
      x: left + width / 2 - (bounds.x + bounds.width / 2) * zoom,
      y: top + height / 2 - (bounds.y + bounds.height / 2) * zoom,
      zoom,
    };
  }
  const zoom = Math.min(settings.readableZoom, settings.maxZoom);
  const focus = findFocusNode(nodes);
  return {
    x: left + width / 2 - (focus.x + focus.width / 2) * zoom,
    y: top + height * settings.focusFromTop - (focus.y + focus.height / 2) * zoom,
    zoom,
  };
}

/** The rectangle around every node with a finite position and a positive size; null when none. */
function getBounds(nodes: readonly ViewportNodeRect[]): Bounds | null {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const node of nodes) {
    if (![node.x, node.y, node.width, node.height].every(Number.isFinite)) continue;
    minX = Math.min(minX, node.x);
    minY = Math.min(minY, node.y);
    maxX = Math.max(maxX, node.x + Math.max(node.width, 1));
    maxY = Math.max(maxY, node.y + Math.max(node.height, 1));
  }
  return minX === Number.POSITIVE_INFINITY
    ? null
    : { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The start node, or else the topmost (then leftmost) node. */
function findFocusNode(nodes: readonly ViewportNodeRect[]): ViewportNodeRect {
  const placed = nodes.filter((node) => Number.isFinite(node.x) && Number.isFinite(node.y));
  const start = placed.find((node) => node.type === 'start');
  if (start) return start;
  return placed.reduce((best, node) =>
    node.y < best.y || (node.y === best.y && node.x < best.x) ? node : best,
  );
}
