import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { FlowEdge } from '../model/edgeSchema';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import { err, ok, type Result } from '../result';
import { type Connection, checkConnection } from './checkConnection';
import { createEdge } from './createEdge';

/**
 * Adds an edge for a connection if the rules allow it, returning the new edge list and the edge.
 *
 * @example
 * const result = connectNodes(flow, { source: 'start-1', target: 'message-1' });
 * if (result.ok) setEdges(result.value.edges);
 */
export function connectNodes(
  graph: ReadonlyFlowGraph,
  connection: Connection,
  options: { now?: number } = {},
): Result<{ edges: FlowEdge[]; edge: FlowEdge }, FlowMessage> {
  const check = checkConnection(connection, graph);
  if (!check.ok) return check;
  const { source, target } = connection;
  if (!source || !target) return err(createFlowMessage('connection.missingNode'));
  const edge = createEdge({ ...connection, source, target }, graph, options);
  return ok({ edges: [...graph.edges, edge], edge });
}
