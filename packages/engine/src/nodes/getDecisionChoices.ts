import type { EngineNode } from '../compile/compileFlow';
import type { ChatButton } from '../model/conversationStateSchema';
import { isPlainRecord, readNodeData } from './readNodeData';

/** A decision condition offered as a button, with its position among the node's conditions. */
export interface DecisionChoice {
  readonly button: ChatButton;
  readonly index: number;
}

/**
 * The buttons a decision offers: one per condition with an id (label = its text, or 'Opción n'),
 * at most `maxButtons` when given.
 */
export function getDecisionChoices(node: EngineNode, maxButtons?: number): DecisionChoice[] {
  const choices: DecisionChoice[] = [];
  const seen = new Set<string>();
  readNodeData('decision', node.data)
    .list('conditions')
    .forEach((condition, index) => {
      if (!isPlainRecord(condition)) return;
      const { id, text } = condition;
      if (typeof id !== 'string' || id === '' || seen.has(id)) return;
      seen.add(id);
      const label = typeof text === 'string' && text.trim() !== '' ? text.trim() : `Opción ${index + 1}`;
      choices.push({ button: { id, label }, index });
    });
  return maxButtons !== undefined && maxButtons > 0 ? choices.slice(0, maxButtons) : choices;
}
