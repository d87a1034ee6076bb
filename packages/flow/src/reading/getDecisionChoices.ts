import { isPlainRecord, readNodeData } from './readNodeData';

/** A decision condition offered as a button, with its position among the node's conditions. */
export interface DecisionChoice {
  readonly button: { readonly id: string; readonly label: string };
  readonly index: number;
}

/**
 * The buttons a decision offers: one per condition with a distinct non-empty id (label = its text
 * trimmed, or 'Opción n'), at most `maxButtons` when given. The engine asks with them and Bot
 * Doctor checks where each leads.
 *
 * @example getDecisionChoices({ conditions: [{ id: 'c1', text: ' Sí ' }, { id: 'c2', text: '' }] })
 * // [{ button: { id: 'c1', label: 'Sí' }, index: 0 }, { button: { id: 'c2', label: 'Opción 2' }, index: 1 }]
 */
export function getDecisionChoices(
  data: Readonly<Record<string, unknown>> | undefined,
  maxButtons?: number,
): DecisionChoice[] {
  const choices: DecisionChoice[] = [];
  const seen = new Set<string>();
  readNodeData('decision', data)
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
