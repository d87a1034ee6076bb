import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/**
 * Nodes that say nothing and move along their outgoing edge: `option` (its `instruction` is guidance
 * for the editor, not a message) and unknown types, noted in the trace.
 */
export async function runPassThroughNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  if (node.kind === undefined) turn.log(node, 'skipped-unknown-type', node.type);
  return goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
}
