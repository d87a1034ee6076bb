import type { API, EndpointBody } from '@plubot/contracts';
import { DEFAULT_FLOW_NAME, FLOW_LIMITS } from '@plubot/flow';
import type { EditorEdge, EditorNode } from '../types';

/**
 * Fields React Flow adds to nodes while editing that say nothing about the flow itself, and the
 * size and handles the editor estimates for a big flow's nodes before they are measured.
 */
const TRANSIENT_NODE_KEYS = [
  'selected',
  'dragging',
  'measured',
  'resizing',
  'initialWidth',
  'initialHeight',
  'handles',
] as const;
const TRANSIENT_EDGE_KEYS = ['selected'] as const;

/**
 * A node as it is stored: without React Flow's selection, drag and measurement fields. Returns the
 * node itself when it carries none of them.
 */
export function toStoredNode(node: EditorNode): EditorNode {
  return omitKeys(node, TRANSIENT_NODE_KEYS);
}

/** An edge as it is stored: without React Flow's selection flag. */
export function toStoredEdge(edge: EditorEdge): EditorEdge {
  return omitKeys(edge, TRANSIENT_EDGE_KEYS);
}

/** The flow's name as saved: trimmed, cut to the stored maximum, 'Flujo sin título' when empty. */
export function toStoredFlowName(flowName: string): string {
  const trimmed = flowName.trim().slice(0, FLOW_LIMITS.maxFlowNameLength).trim();
  return trimmed || DEFAULT_FLOW_NAME;
}

/** The body of `PUT /api/plubots/:id/flow`, as the endpoint table declares it. */
export type FlowSaveBody = EndpointBody<typeof API.saveFlow>;

/**
 * Builds the save body from the editor's state: transient React Flow fields dropped, the name
 * cleaned, and the revision the editor started from, so the server can refuse a stale save.
 */
export function buildSaveBody(input: {
  flowName: string;
  nodes: readonly EditorNode[];
  edges: readonly EditorEdge[];
  viewport: { x: number; y: number; zoom: number };
  baseRevision: number;
}): FlowSaveBody & { flowName: string } {
  return {
    flowName: toStoredFlowName(input.flowName),
    nodes: input.nodes.map(toStoredNode),
    edges: input.edges.map(toStoredEdge),
    viewport: { x: input.viewport.x, y: input.viewport.y, zoom: input.viewport.zoom },
    baseRevision: input.baseRevision,
  };
}

/** A copy of `value` without `keys`, which must be optional fields of `T`; `value` itself when it has none. */
function omitKeys<T extends object>(value: T, keys: readonly string[]): T {
  if (!keys.some((key) => key in value)) return value;
  const copy = { ...value };
  for (const key of keys) Reflect.deleteProperty(copy, key);
  return copy;
}
