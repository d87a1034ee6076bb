import type { FlowEdge, FlowNode, ReadonlyFlowGraph } from '@plubot/flow';
import type { EditorEdge, EditorNode } from '../types';

/**
 * The editor's React Flow nodes and edges seen as the flow model of `@plubot/flow`. They are the
 * same objects: React Flow only adds fields (`selected`, `measured` …) that the model lets through.
 */
export function toFlowGraph(nodes: readonly EditorNode[], edges: readonly EditorEdge[]): ReadonlyFlowGraph {
  return { nodes: nodes as unknown as FlowNode[], edges: edges as unknown as FlowEdge[] };
}

/** Nodes of the flow model as React Flow nodes. */
export function toEditorNodes(nodes: readonly FlowNode[] | readonly unknown[]): EditorNode[] {
  return nodes as unknown as EditorNode[];
}

/** Edges of the flow model as React Flow edges. */
export function toEditorEdges(edges: readonly FlowEdge[] | readonly unknown[]): EditorEdge[] {
  return edges as unknown as EditorEdge[];
}
