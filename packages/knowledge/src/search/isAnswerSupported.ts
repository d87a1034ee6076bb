import type { Language } from '../passages/passageTypes';
import { splitSentences } from '../passages/splitSentences';
import { textToTerms } from '../text/analyzeText';

/** The share of a sentence's terms the passages must hold for the sentence to count as supported. */
export const SUPPORTED_SHARE = 0.6;

/**
 * Whether every sentence of a composed answer is supported by the passages it was composed from:
 * at least {@link SUPPORTED_SHARE} of each sentence's terms (stems, synonyms folded, stop words left
 * out) appear in the passages. Sentences of fewer than two terms ("¡Claro!") and citation marks
 * (`[1]`) are not judged. An answer with nothing to judge is not supported.
 * @example isAnswerSupported('El envío a Madrid tarda 48 horas [1].', ['Los envíos a Madrid llegan en 48 horas.'], 'es') // true
 */
export function isAnswerSupported(answer: string, passages: readonly string[], language: Language): boolean {
  const known = new Set(passages.flatMap((passage) => textToTerms(passage, language)));
  let judged = 0;
  for (const sentence of splitSentences(answer.replace(/\[\d+\]/g, ' '))) {
    const terms = [...new Set(textToTerms(sentence, language))];
    if (terms.length < 2) continue;
    judged++;
    const held = terms.filter((term) => known.has(term)).length;
    if (held / terms.length < SUPPORTED_SHARE) return false;
  }
  return judged > 0;
}
