import type { Emotion } from '@plubot/flow';
import { DEFAULT_HANDLE, type EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { LAST_REPLY_VARIABLE } from '../model/engineMessages';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';
import { detectEmotion } from '../text/detectEmotion';
import { formatVariable } from '../text/interpolate';
import { readNodeData } from './readNodeData';

/** Where the detected emotion is stored when the node names no variable. */
export const DEFAULT_EMOTION_VARIABLE = 'emocion';

/**
 * The handle ids an emotion's output may carry: the emotion name itself (`happy`), or the
 * prefixed forms `output-happy` and `emotion-happy`.
 */
export function getEmotionHandles(emotion: Emotion): string[] {
  return [emotion, `output-${emotion}`, `emotion-${emotion}`];
}

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
  const handles = [...getEmotionHandles(emotion), ...getEmotionHandles('neutral'), DEFAULT_HANDLE];
  return goTo(getNextNodeId(turn.flow, node.id, handles, { anyEdge: true }));
}
