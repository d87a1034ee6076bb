import { edgeSchema, type FlowEdge } from '../model/edgeSchema';
import { type FlowNode, nodeSchema } from '../model/nodeSchema';
import { readNodeDataAs } from '../model/readNodeDataAs';

/** What {@link salvageGraph} kept, and the ids of what it had to repair or drop. */
export interface SalvagedGraph {
  readonly nodes: FlowNode[];
  readonly edges: FlowEdge[];
  /** Nodes kept with the fields of their data that did not fit their type left out. */
  readonly repairedNodeIds: string[];
  readonly droppedNodeIds: string[];
  readonly droppedEdgeIds: string[];
}

/**
 * Keeps every part of a cleaned-up graph that fits the flow's schema, for a stored flow that does not
 * validate as a whole (say, stored before a field's rules were tightened): a node whose data does not
 * fit is read leniently (`readNodeDataAs`: wrong-typed fields left out); a node or edge that still
 * does not fit is dropped, and so is every edge touching a dropped node. A graph that validates comes
 * back unchanged, with the same objects.
 */
export function salvageGraph(graph: {
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
}): SalvagedGraph {
  const nodes: FlowNode[] = [];
  const repairedNodeIds: string[] = [];
  const droppedNodeIds: string[] = [];
  for (const node of graph.nodes) {
    if (nodeSchema.safeParse(node).success) {
      nodes.push(node);
      continue;
    }
    const repaired = nodeSchema.safeParse({ ...node, data: readNodeDataAs(node.type, node.data) });
    if (repaired.success) {
      nodes.push(repaired.data);
      repairedNodeIds.push(node.id);
    } else {
      droppedNodeIds.push(node.id);
    }
  }
  const kept = new Set(nodes.map((node) => node.id));
  const edges: FlowEdge[] = [];
  const droppedEdgeIds: string[] = [];
  for (const edge of graph.edges) {
    if (kept.has(edge.source) && kept.has(edge.target) && edgeSchema.safeParse(edge).success)
      edges.push(edge);
    else droppedEdgeIds.push(edge.id);
  }
  return { nodes, edges, repairedNodeIds, droppedNodeIds, droppedEdgeIds };
}
