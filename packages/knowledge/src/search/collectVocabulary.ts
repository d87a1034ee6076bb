import { INDEX_FIELDS, type IndexTerms, type Vocabulary } from './searchTypes';

/**
 * A bot's vocabulary from its passages' analyses (see analyzePassage): each term and each folded
 * word with the number of passages that hold it.
 *
 * @example collectVocabulary(passages.map(analyzePassage)).terms.get('envi') // 7
 */
export function collectVocabulary(
  analyses: readonly { readonly terms: IndexTerms; readonly words?: readonly string[] }[],
): Vocabulary {
  const terms = new Map<string, number>();
  const words = new Map<string, number>();
  for (const analysis of analyses) {
    for (const term of new Set(INDEX_FIELDS.flatMap((field) => analysis.terms[field]))) {
      terms.set(term, (terms.get(term) ?? 0) + 1);
    }
    for (const word of new Set(analysis.words ?? [])) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return { terms, words };
}
