import { foldText } from './foldText';

/**
 * The folded words of a text, in order (never an empty string).
 *
 * @example tokenize('¡Hola! ¿Abren el sábado?') // ['hola', 'abren', 'el', 'sabado']
 */
export function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}
