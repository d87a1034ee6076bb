import type { Language } from '../passages/passageTypes';
import { STOP_WORDS } from './stopWords';
import { tokenize } from './tokenize';

const onlyIn = (own: ReadonlySet<string>, other: ReadonlySet<string>): ReadonlySet<string> =>
  new Set([...own].filter((word) => !other.has(word)));

/** Stop words of one language that are not stop words of the other ("the", "los"; not "a", "no"). */
const SPANISH_MARKERS = onlyIn(STOP_WORDS.es, STOP_WORDS.en);
const ENGLISH_MARKERS = onlyIn(STOP_WORDS.en, STOP_WORDS.es);
/** Letters and signs that only Spanish uses among the two: ñ, accented vowels, ¿ and ¡. */
const SPANISH_SIGNS = /[ñáéíóú¿¡]/giu;

/**
 * The language of a text, from its stop words and Spanish signs; Spanish when unsure (a tie, or no
 * clue at all).
 *
 * @example detectLanguage('Do you ship to Chile?') // 'en'
 * @example detectLanguage('envio express') // 'es'
 */
export function detectLanguage(text: string): Language {
  let spanish = text.match(SPANISH_SIGNS)?.length ?? 0;
  let english = 0;
  for (const word of tokenize(text)) {
    if (SPANISH_MARKERS.has(word)) spanish += 1;
    else if (ENGLISH_MARKERS.has(word)) english += 1;
  }
  return english > spanish ? 'en' : 'es';
}
