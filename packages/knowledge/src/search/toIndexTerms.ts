import type { Passage } from '../passages/passageTypes';
import { type AnalyzedWord, analyzeText, MAX_WORD_LENGTH } from '../text/analyzeText';
import type { IndexTerms } from './searchTypes';

const MIN_WORD_LENGTH = 3;

/** The index terms of a passage and its folded words worth correcting typos towards. */
export interface PassageAnalysis {
  readonly terms: IndexTerms;
  /** Distinct folded single words (no stop word, no digit, 3 to 40 letters). */
  readonly words: readonly string[];
}

/**
 * Analyses a passage once: its terms per field (see toIndexTerms) and its words for the vocabulary.
 *
 * @example analyzePassage(passage).words // ['envios', 'gratis', …]
 */
export function analyzePassage(passage: Passage): PassageAnalysis {
  const analyze = (text: string): AnalyzedWord[] => analyzeText(text, passage.language);
  const title = [passage.title, ...passage.headings].flatMap(analyze);
  const question = passage.question === undefined ? [] : analyze(passage.question);
  const body = analyze(passage.text);
  const words = new Set<string>();
  for (const word of [...title, ...question, ...body]) {
    const { surface } = word;
    if (surface.length >= MIN_WORD_LENGTH && surface.length <= MAX_WORD_LENGTH && !/[\s\d]/.test(surface)) {
      words.add(surface);
    }
  }
  const terms = (list: readonly AnalyzedWord[]): string[] => list.map((word) => word.term);
  return { terms: { title: terms(title), question: terms(question), body: terms(body) }, words: [...words] };
}

/**
 * The terms of a passage per field, in its own language. A server stores them as
 * `setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', question), 'B') ||
 * setweight(to_tsvector('simple', body), 'C')`, each field's terms joined by spaces.
 *
 * @example toIndexTerms(passage).body // ['envi', 'gratis', …]
 */
export function toIndexTerms(passage: Passage): IndexTerms {
  return analyzePassage(passage).terms;
}
