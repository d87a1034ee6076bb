import { DEFAULT_VARIABLES, getEmotionHandleId, readNodeData } from '@plubot/flow';
import { DEFAULT_HANDLE, type EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { LAST_REPLY_VARIABLE } from '../model/engineMessages';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';
import { detectEmotion } from '../text/detectEmotion';
import { formatVariable } from '../text/interpolate';

/** Where the detected emotion is stored when the node names no variable. */
export const DEFAULT_EMOTION_VARIABLE = DEFAULT_VARIABLES.emotion;

/**
 * `emotionDetection`: detects the emotion of `data.inputText` (interpolated) or, when that is
 * empty, of the user's last reply; stores it in `outputVariable` (default `emocion`) and follows
 * that emotion's output, else the `neutral` one, else the default edge, else any edge.
 */
export async function runEmotionDetectionNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const fields = readNodeData('emotionDetection', node.data);
  const template = fields.text('inputText');
  const rendered = template ? turn.render(template).trim() : '';
  const text = rendered || formatVariable(turn.state.variables[LAST_REPLY_VARIABLE]);
  const emotion = detectEmotion(text);
  turn.setVariable(fields.text('outputVariable')?.trim() || DEFAULT_EMOTION_VARIABLE, emotion);
  turn.log(node, 'emotion', emotion);
  const handles = [getEmotionHandleId(emotion), getEmotionHandleId('neutral'), DEFAULT_HANDLE];
  return goTo(getNextNodeId(turn.flow, node.id, handles, { anyEdge: true }));
}
