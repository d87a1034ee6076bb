import { Graph, layout } from '@dagrejs/dagre';
import { type FlowEdge, type FlowNode, type NodePosition, PLACEMENT } from '@plubot/flow';
import { getLayoutBounds } from './getLayoutBounds';

/** «Ordenar»: top to bottom, like the flow reads; nodes of a row 40 px apart, rows 80 px apart. */
export const AUTO_LAYOUT = { rankdir: 'TB', nodesep: PLACEMENT.gap, ranksep: 2 * PLACEMENT.gap } as const;

/**
 * Where each node goes when the flow is laid out automatically («Ordenar»): layered top to bottom by
 * dagre, following the connections, with the room every node takes (`getLayoutBounds`) so that none
 * touches another. The
 * layout is moved so the start node (or the first node) stays where it was: the view does not jump.
 * Returns the new top-left position of every node, by id; edges to unknown nodes are ignored.
 *
 * @example computeAutoLayout(nodes, edges).get('start') // the start node's position, unchanged
 */
export function computeAutoLayout(
  nodes: readonly FlowNode[],
  edges: readonly FlowEdge[],
): Map<string, NodePosition> {
  const positions = new Map<string, NodePosition>();
  if (nodes.length === 0) return positions;
  const graph = new Graph();
  graph.setGraph({ ...AUTO_LAYOUT });
  graph.setDefaultEdgeLabel(() => ({}));
  const sizes = new Map<string, { width: number; height: number }>();
  for (const node of nodes) {
    const { width, height } = getLayoutBounds(node);
    sizes.set(node.id, { width, height });
    graph.setNode(node.id, { width, height });
  }
  for (const edge of edges) {
    if (sizes.has(edge.source) && sizes.has(edge.target) && edge.source !== edge.target) {
      graph.setEdge(edge.source, edge.target);
    }
  }
  layout(graph);

  const pinned = nodes.find((node) => node.type === 'start') ?? nodes[0]!;
  const pinnedCentre = graph.node(pinned.id) as { x: number; y: number };
  const pinnedSize = sizes.get(pinned.id)!;
  const dx = pinned.position.x - (pinnedCentre.x - pinnedSize.width / 2);
  const dy = pinned.position.y - (pinnedCentre.y - pinnedSize.height / 2);
  for (const node of nodes) {
    const centre = graph.node(node.id) as { x: number; y: number };
    const size = sizes.get(node.id)!;
    positions.set(node.id, {
      x: Math.round(centre.x - size.width / 2 + dx),
      y: Math.round(centre.y - size.height / 2 + dy),
    });
  }
  return positions;
}
