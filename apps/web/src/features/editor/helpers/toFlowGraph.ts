import type { FlowEdge, FlowNode, ReadonlyFlowGraph } from '@plubot/flow';
import { MarkerType } from '@xyflow/react';
import type { EditorEdge, EditorNode } from '../types';

/**
 * The editor's nodes and edges seen as the flow model of `@plubot/flow`. They are the same objects:
 * React Flow only adds fields (`selected`, `measured` …) that the model lets through.
 */
export function toFlowGraph(nodes: readonly EditorNode[], edges: readonly EditorEdge[]): ReadonlyFlowGraph {
  return { nodes, edges };
}

/** Whether a flow node is an editor node as it is: React Flow takes no `null` size. */
function hasEditorSize(node: FlowNode): node is EditorNode {
  return node.width !== null && node.height !== null;
}

/** A copy of a node whose `null` size (stored by older editors) reads as no size. */
function withoutNullSize<N extends FlowNode>(node: N) {
  return { ...node, width: node.width ?? undefined, height: node.height ?? undefined };
}

/**
 * Nodes of the flow model as the editor's nodes: the same objects (React Flow redraws only what
 * changed), except a node with a `null` size, which is copied without it.
 */
export function toEditorNodes(nodes: readonly FlowNode[]): EditorNode[] {
  return nodes.map((node) => (hasEditorSize(node) ? node : withoutNullSize(node)));
}

const MARKER_TYPES: ReadonlySet<string> = new Set(Object.values(MarkerType));

/** Whether an edge's marker is one React Flow draws (a marker id, or an arrow of a known kind). */
function hasDrawableMarker(edge: FlowEdge): edge is EditorEdge {
  const marker = edge.markerEnd;
  return marker === undefined || typeof marker === 'string' || MARKER_TYPES.has(marker.type);
}

/**
 * Edges of the flow model as the editor's edges. An edge keeps its identity (React Flow redraws only
 * what changed) unless its end marker is of a kind React Flow cannot draw, which is dropped.
 */
export function toEditorEdges(edges: readonly FlowEdge[]): EditorEdge[] {
  return edges.map((edge) => {
    if (hasDrawableMarker(edge)) return edge;
    const { markerEnd: _undrawable, ...drawable } = edge;
    return drawable;
  });
}
