import { DEFAULT_VARIABLES } from '@plubot/flow';

const LAST_REPLY_ONLY = new RegExp(`^\\{\\{\\s*${DEFAULT_VARIABLES.lastReply}\\s*\\}\\}$`);

/**
 * Whether a «Responder con conocimiento» question is just the visitor's last reply (its default,
 * `{{last_reply}}`), which the editor names in words instead of showing the variable.
 *
 * @example isLastReplyQuestion(' {{ last_reply }} ') // true
 * @example isLastReplyQuestion('¿{{last_reply}}?') // false
 */
export function isLastReplyQuestion(question: string): boolean {
  return LAST_REPLY_ONLY.test(question.trim());
}
