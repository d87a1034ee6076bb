import type { FlowNode, ReadonlyFlowGraph } from '@plubot/flow';

/**
 * The ids of every node reachable from `fromIds` by following connections forward (the start ids
 * included). Edges to missing nodes are ignored.
 * @example collectReachable(graph, ['start-1']).has('end-1')
 */
export function collectReachable(graph: ReadonlyFlowGraph, fromIds: readonly string[]): Set<string> {
  const known = new Set(graph.nodes.map((node) => node.id));
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (!known.has(edge.source) || !known.has(edge.target)) continue;
    const list = next.get(edge.source) ?? [];
    list.push(edge.target);
    next.set(edge.source, list);
  }
  const reached = new Set(fromIds.filter((id) => known.has(id)));
  const stack = [...reached];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const target of next.get(current) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      stack.push(target);
    }
  }
  return reached;
}

/** The nodes reachable from the flow's start nodes (the conversation can get there). */
export function collectReachableFromStart(graph: ReadonlyFlowGraph): Set<string> {
  const starts = graph.nodes.filter((node) => node.type === 'start').map((node) => node.id);
  return collectReachable(graph, starts);
}

/** True when an End node can be reached from `nodeId` (the node itself excluded unless it is an End). */
export function reachesEnd(graph: ReadonlyFlowGraph, nodeId: string): boolean {
  const reached = collectReachable(graph, [nodeId]);
  return graph.nodes.some((node) => node.type === 'end' && reached.has(node.id));
}

/** A node's name for a hint: its title, else its id. */
export function nodeTitle(node: FlowNode): string {
  return node.data.label?.trim() || node.id;
}
