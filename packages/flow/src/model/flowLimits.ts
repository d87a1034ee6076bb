/**
 * Size limits of a stored flow. The save schema enforces them so that the server never stores a
 * flow the editor could not open; the editor's coordinate range comes from spec §9.
 */
export const FLOW_LIMITS = {
  maxNodes: 5_000,
  maxEdges: 20_000,
  maxIdLength: 200,
  maxFlowNameLength: 200,
  maxLabelLength: 1_000,
  maxTextLength: 50_000,
  maxListItems: 200,
  maxCoordinate: 50_000,
  minZoom: 0.1,
  maxZoom: 2.5,
} as const;
