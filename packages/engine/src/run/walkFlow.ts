import { getEngineMessages, MAX_STEPS_PER_TURN } from '../model/engineMessages';
import type { TurnResult } from '../model/engineTypes';
import { runNode } from '../nodes/runNode';
import { CONVERSATION_SUBJECT, type TraceSubject, type Turn } from './createTurn';
import type { StepOutcome } from './stepOutcome';

/**
 * Carries a turn on from an outcome until the conversation waits for the user or ends: runs node
 * after node, stops at {@link MAX_STEPS_PER_TURN} with 'La conversación se detuvo para evitar un
 * bucle infinito.', and turns a bug in a node into a traced, Spanish-worded end instead of a throw.
 */
export async function walkFlow(turn: Turn, first: StepOutcome): Promise<TurnResult> {
  let outcome = first;
  while (outcome.kind === 'next' && outcome.nodeId !== null) {
    const node = turn.flow.nodes.get(outcome.nodeId);
    if (!node) {
      turn.log(CONVERSATION_SUBJECT, 'missing-node', outcome.nodeId);
      break;
    }
    if (turn.steps >= MAX_STEPS_PER_TURN) {
      turn.log(node, 'loop-guard', `${MAX_STEPS_PER_TURN} pasos`);
      turn.say(node.id, getEngineMessages(turn.state.language).loopGuard);
      break;
    }
    outcome = await runStep(turn, node, () => runNode(node, turn));
  }
  if (outcome.kind === 'handoff') {
    // The bot stops here: what the visitor writes goes to a person until they give it back.
    turn.log(CONVERSATION_SUBJECT, 'handoff', outcome.nodeId);
    turn.state.currentNodeId = outcome.nodeId;
    turn.state.input = { kind: 'text', nodeId: outcome.nodeId, validation: 'text' };
    turn.state.ended = false;
    turn.state.handoff = { reason: 'node', nodeId: outcome.nodeId, resumeNodeId: outcome.resumeNodeId };
    return turn.finish();
  }
  if (outcome.kind === 'wait' && outcome.input.kind !== 'none') {
    turn.state.currentNodeId = outcome.input.nodeId;
    turn.state.input = outcome.input;
    turn.state.ended = false;
    return turn.finish();
  }
  return endConversation(turn);
}

/**
 * Runs one step of a turn (a node, or a reply to the waiting node), counting it and tracing it. A
 * throw — a bug — ends the conversation with a Spanish notice.
 */
export async function runStep(
  turn: Turn,
  node: TraceSubject,
  step: () => Promise<StepOutcome>,
): Promise<StepOutcome> {
  turn.steps += 1;
  turn.log(node, 'visit');
  try {
    return await step();
  } catch (error) {
    turn.log(node, 'error', error instanceof Error ? error.message : String(error));
    turn.say(node.id, getEngineMessages(turn.state.language).internalError);
    return { kind: 'end' };
  }
}

/** Closes the conversation: nothing is awaited any more. */
export function endConversation(turn: Turn): TurnResult {
  turn.state.ended = true;
  turn.state.currentNodeId = null;
  turn.state.input = { kind: 'none' };
  turn.state.retries = 0;
  turn.log(CONVERSATION_SUBJECT, 'ended');
  return turn.finish();
}
