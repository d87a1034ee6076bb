import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import { err, ok, type Result } from '../result';
import { isAllowedTargetType } from './allowedTargets';

/** A proposed edge, as React Flow reports it while the user drags (ends may be null). */
export interface Connection {
  readonly source: string | null;
  readonly target: string | null;
  readonly sourceHandle?: string | null;
  readonly targetHandle?: string | null;
}

/**
 * Checks a proposed connection against the rules of spec §5: both ends exist, the same
 * source/target/handle combination does not exist yet (a missing handle counts as 'default'), the
 * target is not a start node, the source is not an end node, and the type pair is allowed.
 * The error says which rule failed.
 */
export function checkConnection(connection: Connection, graph: ReadonlyFlowGraph): Result<void, FlowMessage> {
  const { source, target } = connection;
  const sourceNode = source ? graph.nodes.find((node) => node.id === source) : undefined;
  const targetNode = target ? graph.nodes.find((node) => node.id === target) : undefined;
  if (!sourceNode || !targetNode) return err(createFlowMessage('connection.missingNode'));
  if (targetNode.type === 'start') return err(createFlowMessage('connection.intoStart'));
  if (sourceNode.type === 'end') return err(createFlowMessage('connection.fromEnd'));
  const sourceHandle = connection.sourceHandle ?? 'default';
  const targetHandle = connection.targetHandle ?? 'default';
  const duplicate = graph.edges.some(
    (edge) =>
      edge.source === source &&
      edge.target === target &&
      (edge.sourceHandle ?? 'default') === sourceHandle &&
      (edge.targetHandle ?? 'default') === targetHandle,
  );
  if (duplicate) return err(createFlowMessage('connection.duplicate'));
  if (!isAllowedTargetType(sourceNode.type, targetNode.type)) {
    return err(
      createFlowMessage('connection.notAllowed', { source: sourceNode.type, target: targetNode.type }),
    );
  }
  return ok(undefined);
}
