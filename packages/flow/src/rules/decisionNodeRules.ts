import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import { err, ok, type Result } from '../result';

/** A decision question has 1 to 500 characters once trimmed (spec §5, §9). */
export const DECISION_QUESTION_MAX_LENGTH = 500;

/**
 * Checks a decision's question and returns it trimmed. An invalid question is not saved.
 *
 * @example validateDecisionQuestion('  ¿Seguimos?  ') // { ok: true, value: '¿Seguimos?' }
 */
export function validateDecisionQuestion(question: string): Result<string, FlowMessage> {
  const trimmed = question.trim();
  if (trimmed === '') return err(createFlowMessage('decision.questionEmpty'));
  if (trimmed.length > DECISION_QUESTION_MAX_LENGTH) {
    return err(createFlowMessage('decision.questionTooLong', { max: DECISION_QUESTION_MAX_LENGTH }));
  }
  return ok(trimmed);
}

/**
 * Whether a decision fills `{{variables}}` into its question: on by default, off only once turned
 * off (`enableVariables: false`) — as the engine runs it, so the editor's switch shows the same.
 *
 * @example isDecisionVariablesOn({}) // true
 */
export function isDecisionVariablesOn(data: { readonly enableVariables?: unknown }): boolean {
  return data.enableVariables !== false;
}
