import { type ReplyValidation, readMessageCapture, readNodeData } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { InputRequest, VariableValue } from '../model/conversationStateSchema';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome, waitFor } from '../run/stepOutcome';
import { getRetryMessage, validateReply } from '../text/validateReply';

/**
 * `message`: sends `data.message` with `{{variables}}` filled in (nothing when it is empty). A
 * message that captures a reply then waits for text; any other moves along its outgoing edge.
 */
export async function runMessageNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const template = readNodeData('message', node.data).text('message');
  const text = template ? turn.render(template).trim() : '';
  if (text !== '') turn.say(node.id, text);
  const capture = readMessageCapture({ type: 'message', data: node.data });
  if (!capture) return goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  const input: InputRequest = { kind: 'text', nodeId: node.id, validation: capture.validation };
  if (capture.variable) input.variable = capture.variable;
  return waitFor(input);
}

/**
 * A reply to a capturing message: a valid one is stored (numbers as numbers) and the flow moves on;
 * an invalid one gets the node's retry message (or the default for its kind) and waits again. When
 * the flow no longer asks for a capture there, the validation the conversation was waiting with
 * applies.
 */
export async function replyToMessageNode(node: EngineNode, turn: Turn, text: string): Promise<StepOutcome> {
  const waiting = turn.state.input;
  const capture = readMessageCapture({ type: 'message', data: node.data }) ?? {
    validation: waiting.kind === 'text' ? waiting.validation : 'text',
    variable: waiting.kind === 'text' ? waiting.variable : undefined,
  };
  return acceptTextReply(node, turn, text, capture, () =>
    getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }),
  );
}

/**
 * Checks a typed reply against `capture`: a valid one is stored in its variable and the flow goes
 * on to `next()`; an invalid one counts a retry, gets the capture's retry message (or the default
 * for its kind) and waits again on the same node. Shared by every node that waits for text.
 */
export function acceptTextReply(
  node: EngineNode,
  turn: Turn,
  text: string,
  capture: {
    readonly validation: ReplyValidation;
    readonly variable?: string;
    readonly retryMessage?: string;
  },
  next: () => string | null,
): StepOutcome {
  const result = validateReply(capture.validation, text, turn.state.language);
  if (!result.ok) {
    turn.state.retries += 1;
    turn.log(node, 'invalid-reply', capture.validation);
    // A retry message made only of variables not known yet would be an empty bubble: the default says why.
    const retry = capture.retryMessage ? turn.render(capture.retryMessage).trim() : '';
    turn.say(node.id, retry || getRetryMessage(capture.validation, turn.state.language));
    const input: InputRequest = { kind: 'text', nodeId: node.id, validation: capture.validation };
    if (capture.variable) input.variable = capture.variable;
    return waitFor(input);
  }
  storeCapture(turn, capture.variable, result.value);
  return goTo(next());
}

function storeCapture(turn: Turn, variable: string | undefined, value: VariableValue): void {
  turn.state.retries = 0;
  if (variable) turn.setVariable(variable, value);
}
