import { getStartGreeting } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/**
 * `start`: greets with the content the owner wrote on the start node (`dynamicContent`), else with
 * the bot's initial message (from the creation lab), else `startMessage`, skipping empty texts;
 * then moves along its outgoing edge. The palette's placeholder content does not count as written.
 */
export async function runStartNode(
  node: EngineNode,
  turn: Turn,
  initialMessage?: string,
): Promise<StepOutcome> {
  const greeting = getStartGreeting({ type: 'start', data: node.data }, initialMessage).text;
  const text = greeting ? turn.render(greeting).trim() : '';
  if (text !== '') turn.say(node.id, text);
  return goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
}
