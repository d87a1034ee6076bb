import type { FlowMessage } from '../messages/flowMessages';
import type { FlowEdge } from '../model/edgeSchema';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import type { Result } from '../result';
import type { Connection } from './checkConnection';
import { connectNodes } from './connectNodes';

/**
 * Moves an end of an existing edge: if the new connection is allowed, the old edge is replaced by
 * a new one with id `e-{source}-{target}-{timestamp}`. When it is not, the error is returned and
 * the caller decides (the editor removes an edge whose end was dropped nowhere, spec §4).
 */
export function reconnectEdge(
  graph: ReadonlyFlowGraph,
  edgeId: string,
  connection: Connection,
  options: { now?: number } = {},
): Result<{ edges: FlowEdge[]; edge: FlowEdge }, FlowMessage> {
  const others = graph.edges.filter((edge) => edge.id !== edgeId);
  return connectNodes({ nodes: graph.nodes, edges: others }, connection, options);
}
