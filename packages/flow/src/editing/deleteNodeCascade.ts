import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';

/**
 * Deletes a node together with every node reachable downstream from it and all edges touching
 * them (spec §4). Returns the graph unchanged, with nothing removed, when the node does not exist.
 *
 * @example deleteNodeCascade(flow, 'decision-1').removedNodeIds // ['decision-1', 'option-a', 'message-3', …]
 */
export function deleteNodeCascade(
  graph: ReadonlyFlowGraph,
  nodeId: string,
): FlowGraph & { removedNodeIds: string[] } {
  if (!graph.nodes.some((node) => node.id === nodeId)) {
    return { nodes: [...graph.nodes], edges: [...graph.edges], removedNodeIds: [] };
  }
  const outgoing = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const targets = outgoing.get(edge.source);
    if (targets) targets.push(edge.target);
    else outgoing.set(edge.source, [edge.target]);
  }
  const removed = new Set<string>([nodeId]);
  const stack = [nodeId];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const target of outgoing.get(current) ?? []) {
      if (removed.has(target)) continue;
      removed.add(target);
      stack.push(target);
    }
  }
  return {
    nodes: graph.nodes.filter((node) => !removed.has(node.id)),
    edges: graph.edges.filter((edge) => !removed.has(edge.source) && !removed.has(edge.target)),
    removedNodeIds: [...removed],
  };
}
