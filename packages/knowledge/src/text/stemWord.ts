import type { Language } from '../passages/passageTypes';
import { stemEnglish } from './stemEnglish';
import { stemSpanish } from './stemSpanish';

/** Words longer than this are not stemmed (codes, glued words): they are kept as they are. */
const MAX_STEMMED_LENGTH = 30;
/** Stems already computed, per language (cleared when full): texts repeat the same words a lot. */
const MEMO_SIZE = 50_000;
const MEMO: Record<Language, Map<string, string>> = { es: new Map(), en: new Map() };

/**
 * The stem of a folded word in a language; words with digits and very long words stay as they are.
 *
 * @example stemWord('envios', 'es') // 'envi'
 * @example stemWord('shipping', 'en') // 'ship'
 * @example stemWord('24h', 'es') // '24h'
 */
export function stemWord(word: string, language: Language): string {
  if (word.length > MAX_STEMMED_LENGTH || /\d/.test(word)) return word;
  const memo = MEMO[language];
  let stem = memo.get(word);
  if (stem === undefined) {
    stem = language === 'en' ? stemEnglish(word) : stemSpanish(word);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(word, stem);
  }
  return stem;
}
