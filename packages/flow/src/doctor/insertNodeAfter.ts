import { isAllowedTargetType } from '../connections/allowedTargets';
import { connectNodes } from '../connections/connectNodes';
import { ADDED_END_GAP } from '../editing/addEndNode';
import { findFreeSpot } from '../editing/findFreeSpot';
import { getNodeBounds } from '../editing/nodeBounds';
import { FLOW_LIMITS } from '../model/flowLimits';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';

/**
 * Whether `type` can be put straight after the node: the flow has room for one more node and edge,
 * the node may lead to it and it may lead to everything the node leads to now.
 */
export function canInsertAfter(graph: ReadonlyFlowGraph, afterId: string, type: FlowNode['type']): boolean {
  const after = graph.nodes.find((node) => node.id === afterId);
  if (!after || !isAllowedTargetType(after.type, type)) return false;
  if (graph.nodes.length >= FLOW_LIMITS.maxNodes || graph.edges.length >= FLOW_LIMITS.maxEdges) return false;
  const typeOf = new Map(graph.nodes.map((node) => [node.id, node.type]));
  return graph.edges.every((edge) => {
    if (edge.source !== afterId) return true;
    const target = typeOf.get(edge.target);
    return target !== undefined && isAllowedTargetType(type, target);
  });
}

/**
 * Puts `inserted` between a node and whatever it leads to: placed just below the node (on a free
 * spot), every edge that left the node now leaves `inserted` (from its default handle), and the node
 * leads to `inserted`. Check {@link canInsertAfter} first.
 *
 * @example insertNodeAfter(flow, 'ask-email', createNode('action', { data: { actionType: 'saveData' } }))
 */
export function insertNodeAfter(
  graph: ReadonlyFlowGraph,
  afterId: string,
  inserted: FlowNode,
  options: { now?: number } = {},
): FlowGraph {
  const after = graph.nodes.find((node) => node.id === afterId);
  if (!after) return { nodes: [...graph.nodes], edges: [...graph.edges] };
  const below = getNodeBounds(after);
  const limit = FLOW_LIMITS.maxCoordinate;
  const clamp = (value: number) => Math.min(limit, Math.max(-limit, value));
  const wanted = { x: clamp(below.x), y: clamp(below.y + below.height + ADDED_END_GAP / 2) };
  const free = findFreeSpot(graph.nodes.map(getNodeBounds), {
    size: getNodeBounds(inserted),
    near: wanted,
  });
  const placed: FlowNode = { ...inserted, position: { x: clamp(free.x), y: clamp(free.y) } };
  const edges = graph.edges.map((edge) => {
    if (edge.source !== afterId) return edge;
    const { sourceHandle: _dropped, ...rest } = edge;
    return { ...rest, source: placed.id };
  });
  const next: FlowGraph = { nodes: [...graph.nodes, placed], edges };
  const connected = connectNodes(next, { source: afterId, target: placed.id }, options);
  return connected.ok ? { ...next, edges: connected.value.edges } : next;
}
