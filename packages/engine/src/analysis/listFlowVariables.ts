import type { FlowNode } from '@plubot/flow';
import { DEFAULT_API_RESPONSE_VARIABLE } from '../actions/runApiCallAction';
import { LAST_CHOICE_VARIABLE, LAST_REPLY_VARIABLE } from '../model/engineMessages';
import { getCaptureConfig } from '../nodes/getCaptureConfig';
import { isPlainRecord, readNodeData, readRecord } from '../nodes/readNodeData';
import { DEFAULT_AI_RESPONSE_VARIABLE } from '../nodes/runAiNode';
import { DEFAULT_EMOTION_VARIABLE } from '../nodes/runEmotionDetectionNode';

/**
 * The variables a conversation on this flow can hold, in a stable order: `last_reply` and
 * `last_choice`, then every variable a node sets (a message's reply capture, a decision's choice, an
 * AI node's reply, an HTTP node's response mapping, an emotion, an action's result, a database
 * lookup's record) with the same defaults the engine uses. The editor offers them as `{{name}}` hints.
 * @example listFlowVariables([messageNodeCapturing('email')]) // ['last_reply', 'last_choice', 'email']
 */
export function listFlowVariables(nodes: readonly FlowNode[]): string[] {
  const names = new Set<string>([LAST_REPLY_VARIABLE, LAST_CHOICE_VARIABLE]);
  const add = (name: string | undefined) => {
    const trimmed = name?.trim();
    if (trimmed) names.add(trimmed);
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'message':
        add(getCaptureConfig(node.data)?.variable);
        break;
      case 'decision':
        add(readNodeData('decision', node.data).text('variable'));
        break;
      case 'ai':
      case 'aiNodePro':
        add(readNodeData(node.type, node.data).text('responseVariable') ?? DEFAULT_AI_RESPONSE_VARIABLE);
        break;
      case 'emotionDetection':
        add(readNodeData('emotionDetection', node.data).text('outputVariable') ?? DEFAULT_EMOTION_VARIABLE);
        break;
      case 'httpRequest':
        for (const rule of readNodeData('httpRequest', node.data).list('responseMapping')) {
          add(readRecord(isPlainRecord(rule) ? rule : undefined).text('targetVariable'));
        }
        break;
      case 'databaseNode': {
        const fields = readNodeData('databaseNode', node.data);
        if (fields.text('operation') === 'lookup') add(fields.text('resultVariable'));
        break;
      }
      case 'action': {
        const fields = readNodeData('action', node.data);
        const params = readRecord(fields.record('parameters'));
        const actionType = fields.text('actionType');
        if (actionType === 'transformData') add(params.text('variable', 'targetVariable'));
        if (actionType === 'apiCall') add(params.text('responseVariable') ?? DEFAULT_API_RESPONSE_VARIABLE);
        break;
      }
      default:
        break;
    }
  }
  return [...names];
}
