import { createNode } from '../catalogue/createNode';
import { NODE_CATALOGUE } from '../catalogue/nodeCatalogue';
import { connectNodes } from '../connections/connectNodes';
import { ADDED_END_GAP } from '../editing/addEndNode';
import { findFreeSpot } from '../editing/findFreeSpot';
import { getNodeBounds } from '../editing/nodeBounds';
import { FLOW_LIMITS } from '../model/flowLimits';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import type { DoctorFixOptions } from './doctorRule';

/** A way out of a node that should lead to the new End: the node and, for decisions, the handle. */
export interface EndSource {
  readonly source: string;
  readonly sourceHandle?: string;
}

/**
 * Adds an End node just below the first source (on a free spot) and connects every source to it
 * where the connection rules allow. Sources that do not exist are skipped, and with none left the
 * flow is returned unchanged (no lone End is added). A flow already at the
 * node limit gets no new node: the sources connect to its nearest End instead.
 *
 * @example connectToNewEnd(flow, [{ source: 'message-1' }], { createId })
 */
export function connectToNewEnd(
  graph: ReadonlyFlowGraph,
  sources: readonly EndSource[],
  options: DoctorFixOptions,
): FlowGraph {
  const known = new Set(graph.nodes.map((node) => node.id));
  // Nothing left to connect (the problem is gone since the finding): the flow stays as it is.
  if (!sources.some(({ source }) => known.has(source)))
    return { nodes: [...graph.nodes], edges: [...graph.edges] };
  const first = graph.nodes.find((node) => node.id === sources[0]?.source);
  const below = first ? getNodeBounds(first) : { x: 250, y: 150, width: 0, height: 0 };
  const wanted = { x: below.x, y: below.y + below.height + ADDED_END_GAP };
  const existing = graph.nodes.length >= FLOW_LIMITS.maxNodes ? findNearestEnd(graph, wanted) : undefined;
  const end =
    existing ??
    createNode('end', {
      position: clampPosition(
        findFreeSpot(graph.nodes.map(getNodeBounds), {
          size: NODE_CATALOGUE.end.defaultSize,
          near: clampPosition(wanted),
        }),
      ),
      fromPalette: true,
      ...(options.createId ? { createId: options.createId } : {}),
    });
  let next: FlowGraph = {
    nodes: existing ? [...graph.nodes] : [...graph.nodes, end],
    edges: [...graph.edges],
  };
  for (const { source, sourceHandle } of sources) {
    const connection = { source, target: end.id, ...(sourceHandle ? { sourceHandle } : {}) };
    const connected = connectNodes(next, connection, { now: options.now });
    if (connected.ok) next = { ...next, edges: connected.value.edges };
  }
  return next;
}

/**
 * Whether a fix that connects `connections` ways out to an End keeps the flow within the save
 * limits: room for one more node (or an End to reuse) and for the new edges.
 */
export function hasRoomForEnd(graph: ReadonlyFlowGraph, connections: number): boolean {
  const nodeRoom =
    graph.nodes.length < FLOW_LIMITS.maxNodes || graph.nodes.some((node) => node.type === 'end');
  return nodeRoom && graph.edges.length + connections <= FLOW_LIMITS.maxEdges;
}

function findNearestEnd(graph: ReadonlyFlowGraph, point: { x: number; y: number }): FlowNode | undefined {
  let nearest: FlowNode | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const node of graph.nodes) {
    if (node.type !== 'end') continue;
    const distance = Math.hypot(node.position.x - point.x, node.position.y - point.y);
    if (distance < best) {
      best = distance;
      nearest = node;
    }
  }
  return nearest;
}

function clampPosition(position: { x: number; y: number }): { x: number; y: number } {
  const limit = FLOW_LIMITS.maxCoordinate;
  const clamp = (value: number) => Math.min(limit, Math.max(-limit, value));
  return { x: clamp(position.x), y: clamp(position.y) };
}
