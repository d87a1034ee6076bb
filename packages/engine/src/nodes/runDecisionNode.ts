import {
  type DecisionChoice,
  getConditionHandleId,
  getDecisionChoices,
  isDecisionVariablesOn,
  readNodeData,
} from '@plubot/flow';
import { DEFAULT_HANDLE, type EngineNode, optionKey } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { getEngineMessages, LAST_CHOICE_VARIABLE, LAST_REPLY_VARIABLE } from '../model/engineMessages';
import type { UserReply } from '../model/engineTypes';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome, waitFor } from '../run/stepOutcome';
import { matchChoice } from '../text/matchChoice';

/**
 * `decision`: asks `data.question` (with `{{variables}}` filled in unless its 'Variables' switch is
 * off) with the conditions as buttons (at most the conversation's `maxButtons`) and waits for a
 * choice. A decision without conditions says its question and moves along its outgoing edge.
 */
export async function runDecisionNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const choices = getDecisionChoices(node.data, turn.state.maxButtons);
  const fields = readNodeData('decision', node.data);
  const question = fields.text('question');
  // 'Variables' off (the node's switch): `{{name}}` stays as written.
  const literal = !isDecisionVariablesOn({ enableVariables: fields.raw('enableVariables') });
  const text = question ? (literal ? question : turn.render(question)).trim() : '';
  // 'Markdown' on (the node's switch): the chat shows bold, italic, lists and links.
  const format = fields.raw('enableMarkdown') === true && text !== '' ? 'markdown' : undefined;
  if (choices.length === 0) {
    turn.log(node, 'no-conditions');
    if (text !== '') turn.say(node.id, text, undefined, format);
    return goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  }
  const options = choices.map((choice) => choice.button);
  turn.say(node.id, text || getEngineMessages(turn.state.language).chooseOption, options, format);
  return waitFor({ kind: 'choice', nodeId: node.id, options });
}

/**
 * A reply to a decision: the pressed button (`optionId`) or typed text matched by `matchChoice`
 * picks a condition; its text is stored in `data.variable` (or `last_choice`, and in `last_reply`
 * when a button was pressed) and the flow follows
 * that condition's edge. Anything else gets 'Por favor elige una de las opciones.' and the buttons
 * again. If the decision has lost all its conditions (the flow was edited), it moves on.
 */
export async function replyToDecisionNode(
  node: EngineNode,
  turn: Turn,
  reply: UserReply,
): Promise<StepOutcome> {
  const choices = getDecisionChoices(node.data, turn.state.maxButtons);
  if (choices.length === 0) {
    turn.log(node, 'no-conditions');
    return goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  }
  const options = choices.map((choice) => choice.button);
  const chosen =
    choices.find((choice) => reply.optionId !== undefined && choice.button.id === reply.optionId) ??
    findByText(choices, reply.text);
  if (!chosen) {
    turn.state.retries += 1;
    turn.log(node, 'invalid-choice', reply.optionId ?? reply.text);
    turn.say(node.id, getEngineMessages(turn.state.language).retryChoice, options);
    return waitFor({ kind: 'choice', nodeId: node.id, options });
  }
  turn.state.retries = 0;
  const variable = readNodeData('decision', node.data).text('variable')?.trim() || LAST_CHOICE_VARIABLE;
  turn.setVariable(variable, chosen.button.label);
  if (reply.text === undefined) turn.setVariable(LAST_REPLY_VARIABLE, chosen.button.label);
  turn.log(node, 'chosen', chosen.button.id);
  return goTo(getChoiceTarget(turn, node, chosen));
}

function findByText(
  choices: readonly DecisionChoice[],
  text: string | undefined,
): DecisionChoice | undefined {
  if (text === undefined) return undefined;
  const button = matchChoice(
    choices.map((choice) => choice.button),
    text,
  );
  return button && choices.find((choice) => choice.button.id === button.id);
}

/**
 * The node a chosen condition leads to: the edge from `output-{conditionId}`; else the option node
 * that names this condition; else the decision's default edge.
 */
function getChoiceTarget(turn: Turn, node: EngineNode, choice: DecisionChoice): string | null {
  const { id } = choice.button;
  const byEdge = getNextNodeId(turn.flow, node.id, [getConditionHandleId(id)]);
  if (byEdge !== null) return byEdge;
  const option = turn.flow.optionByCondition.get(optionKey(node.id, id));
  if (option !== undefined) return option;
  return getNextNodeId(turn.flow, node.id, [DEFAULT_HANDLE]);
}
