import type { ChatButton } from '../model/conversationStateSchema';
import { foldText } from './foldText';

const OPTION_NUMBER = /^(\d{1,3})\s*[.)]?$/;

/**
 * Finds the option a typed reply means: a label equal to the text ignoring case, accents and extra
 * spaces, or else a number `1`..`n` choosing the nth option (WhatsApp shows buttons as a numbered
 * list; `2.` and `2)` work too). `undefined` when nothing matches.
 *
 * @example matchChoice([{ id: 'a', label: 'Sí' }, { id: 'b', label: 'No' }], 'si') // { id: 'a', label: 'Sí' }
 * @example matchChoice([{ id: 'a', label: 'Sí' }, { id: 'b', label: 'No' }], '2') // { id: 'b', label: 'No' }
 */
export function matchChoice(options: readonly ChatButton[], text: string): ChatButton | undefined {
  const folded = foldText(text);
  if (folded === '') return undefined;
  const byLabel = options.find((option) => foldText(option.label) === folded);
  if (byLabel) return byLabel;
  const number = OPTION_NUMBER.exec(folded);
  if (!number) return undefined;
  const index = Number(number[1]) - 1;
  return index >= 0 ? options[index] : undefined;
}
