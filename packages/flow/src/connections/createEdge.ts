import type { FlowEdge } from '../model/edgeSchema';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import type { NodeType } from '../model/nodeTypes';
import { sanitizeEdge } from './sanitizeEdge';

/**
 * Edge defaults (spec §3 "Edge"): type 'elite-edge', or 'eliteEdge' when a decision or option node
 * is at either end; a missing handle stands for the node's `output` / `input` handle.
 */
export const EDGE_DEFAULTS = {
  type: 'elite-edge',
  branchType: 'eliteEdge',
  sourceHandle: 'output',
  targetHandle: 'input',
} as const;

/** The connection an edge is made from. */
export interface EdgeEnds {
  readonly source: string;
  readonly target: string;
  readonly sourceHandle?: string | null;
  readonly targetHandle?: string | null;
}

/** The edge type for a pair of node types: 'eliteEdge' next to decisions and options, else 'elite-edge'. */
export function getDefaultEdgeType(sourceType?: NodeType, targetType?: NodeType): string {
  const branches = (type?: NodeType) => type === 'decision' || type === 'option';
  return branches(sourceType) || branches(targetType) ? EDGE_DEFAULTS.branchType : EDGE_DEFAULTS.type;
}

/**
 * A new edge for a connection, with id `e-{source}-{target}-{timestamp}` (a numeric suffix is added
 * if that id is taken), the default type for its end types and its handles cleaned as for any
 * added edge. It does not check the rules; see `connectNodes`.
 */
export function createEdge(
  ends: EdgeEnds,
  graph: ReadonlyFlowGraph,
  options: { now?: number } = {},
): FlowEdge {
  const typeOf = (id: string) => graph.nodes.find((node) => node.id === id)?.type;
  const baseId = `e-${ends.source}-${ends.target}-${options.now ?? Date.now()}`;
  const taken = new Set(graph.edges.map((edge) => edge.id));
  let id = baseId;
  for (let suffix = 1; taken.has(id); suffix += 1) id = `${baseId}-${suffix}`;
  const edge: FlowEdge = {
    id,
    source: ends.source,
    target: ends.target,
    sourceHandle: ends.sourceHandle,
    targetHandle: ends.targetHandle,
    type: getDefaultEdgeType(typeOf(ends.source), typeOf(ends.target)),
  };
  return sanitizeEdge(edge).edge;
}

/** The handles an edge attaches to, with missing ones resolved to `output` and `input`. */
export function getEdgeHandles(edge: FlowEdge): { sourceHandle: string; targetHandle: string } {
  return {
    sourceHandle: edge.sourceHandle ?? EDGE_DEFAULTS.sourceHandle,
    targetHandle: edge.targetHandle ?? EDGE_DEFAULTS.targetHandle,
  };
}
