import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import { err, ok, type Result } from '../result';

/**
 * The editor's save rule (spec §5 "Flow save and validation"): a flow needs nodes, and at least one
 * start and one end node. The message names what is missing:
 * 'Se requiere al menos un nodo de inicio y un nodo de fin conectados. Falta: inicio, fin'.
 */
export function checkFlowSavable(graph: ReadonlyFlowGraph): Result<void, FlowMessage> {
  if (graph.nodes.length === 0) return err(createFlowMessage('save.noNodes'));
  const missing = findMissingStartOrEnd(graph);
  return missing ? err(missing) : ok(undefined);
}

/** The 'Falta: …' message when the flow lacks a start or an end node, else undefined. */
export function findMissingStartOrEnd(graph: ReadonlyFlowGraph): FlowMessage | undefined {
  const missing: string[] = [];
  if (!graph.nodes.some((node) => node.type === 'start'))
    missing.push(createFlowMessage('save.missingStart').message);
  if (!graph.nodes.some((node) => node.type === 'end'))
    missing.push(createFlowMessage('save.missingEnd').message);
  return missing.length === 0
    ? undefined
    : createFlowMessage('save.missingStartOrEnd', { missing: missing.join(', ') });
}
