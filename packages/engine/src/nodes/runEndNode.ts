import { getNodeText } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import type { Turn } from '../run/createTurn';
import { END, type StepOutcome } from '../run/stepOutcome';

/** `end`: sends `endMessage` (or else `dynamicContent`) when there is one, and ends the conversation. */
export async function runEndNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const template = getNodeText({ type: 'end', data: node.data });
  const text = template ? turn.render(template).trim() : '';
  if (text !== '') turn.say(node.id, text);
  return END;
}
