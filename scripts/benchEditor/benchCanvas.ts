// Canvas settings the bare React Flow page shares with the editor, so both start from the same view.

/** The browser window of every measured page. */
export const BENCH_WINDOW = { width: 1280, height: 800 };

export const BENCH_CANVAS = {
  /** The editor's first fit (apps/web FlowCanvas `CANVAS_SETTINGS.firstFit`). */
  fitViewOptions: { padding: 0.2, duration: 250, maxZoom: 1 },
  /** The editor's zoom range (`FLOW_LIMITS.minZoom` / `maxZoom` of @plubot/flow). */
  minZoom: 0.1,
  maxZoom: 2.5,
  /**
   * The viewport saved for the "zoom 1" case. The editor fits the view when the stored viewport is
   * exactly the default {x: 0, y: 0, zoom: 1}, so this one is shifted a little from the corner.
   */
  zoomOneViewport: { x: 40, y: 40, zoom: 1 },
} as const;
