import { createNode } from '../catalogue/createNode';
import { NODE_CATALOGUE } from '../catalogue/nodeCatalogue';
import { connectNodes } from '../connections/connectNodes';
import type { IdFactory } from '../model/createId';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import { findFreeSpot } from './findFreeSpot';
import { getNodeBounds } from './nodeBounds';

/** Vertical room left between the lowest node and the End that is added below it. */
export const ADDED_END_GAP = 120;

/** The nodes where a conversation stops without an End: no way out, and not an End themselves. */
export function findDeadEnds(graph: ReadonlyFlowGraph): FlowNode[] {
  const withExit = new Set(graph.edges.map((edge) => edge.source));
  return graph.nodes.filter((node) => node.type !== 'end' && !withExit.has(node.id));
}

/**
 * The fix offered when a flow cannot be saved for want of an End ('Añadir fin'): an End node below
 * the lowest node, connected from every dead end the connection rules allow.
 *
 * @example addEndNode(flow).edges.filter((edge) => edge.target === addEndNode(flow).endId)
 */
export function addEndNode(
  graph: ReadonlyFlowGraph,
  options: { now?: number; createId?: IdFactory } = {},
): FlowGraph & { endId: string } {
  const lowest = graph.nodes.reduce<FlowNode | undefined>((found, node) => {
    if (!found) return node;
    const a = getNodeBounds(node);
    const b = getNodeBounds(found);
    return a.y + a.height > b.y + b.height ? node : found;
  }, undefined);
  const below = lowest ? getNodeBounds(lowest) : { x: 250, y: 150, width: 0, height: 0 };
  const end = createNode('end', {
    position: findFreeSpot(graph.nodes.map(getNodeBounds), {
      size: NODE_CATALOGUE.end.defaultSize,
      near: { x: below.x, y: below.y + below.height + ADDED_END_GAP },
    }),
    fromPalette: true,
    ...(options.createId ? { createId: options.createId } : {}),
  });
  let next: FlowGraph = { nodes: [...graph.nodes, end], edges: [...graph.edges] };
  for (const node of findDeadEnds(graph)) {
    const connected = connectNodes(next, { source: node.id, target: end.id }, { now: options.now });
    if (connected.ok) next = { ...next, edges: connected.value.edges };
  }
  return { ...next, endId: end.id };
}
