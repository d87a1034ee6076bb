import type { Language } from '../passages/passageTypes';
import { type AnalyzedWord, analyzeText, lookupSynonym } from '../text/analyzeText';
import { detectLanguage } from '../text/detectLanguage';
import { spanishSoundKey } from '../text/spanishSoundKey';
import { stemWord } from '../text/stemWord';
import { isStopWord, STOP_WORDS } from '../text/stopWords';
import { correctTypo } from './correctTypo';
import type { KnowledgeQuery, QueryTerm, Vocabulary } from './searchTypes';

/** Weight of a term that comes from a typo correction, by edit distance. */
export const TYPO_WEIGHTS: Readonly<Record<number, number>> = { 1: 0.8, 2: 0.6 };

const otherLanguage = (language: Language): Language => (language === 'es' ? 'en' : 'es');

/** How the Spanish stop words sound: «kiero», «kuanto», «kedan» are stop words typed by ear. */
const SPANISH_STOP_SOUNDS: ReadonlySet<string> = new Set([...STOP_WORDS.es].map(spanishSoundKey));

function resolveWord(word: AnalyzedWord, language: Language, vocabulary?: Vocabulary): QueryTerm | undefined {
  const plain: QueryTerm = {
    term: word.term,
    weight: 1,
    surface: word.surface,
    source: word.synonym ? 'synonym' : 'word',
  };
  if (!vocabulary || vocabulary.terms.has(word.term) || word.surface.includes(' ')) return plain;
  const other = otherLanguage(language);
  const otherTerm = lookupSynonym(word.surface, other) ?? stemWord(word.surface, other);
  if (vocabulary.terms.has(otherTerm)) return { ...plain, term: otherTerm, source: 'language' };
  // A word of the synonym groups or a stop word of the other language is a real word, not a typo.
  if (word.synonym || isStopWord(word.surface, other)) return plain;
  // A word the bot does not know that sounds like a Spanish stop word is one, spelt by ear.
  if (language === 'es' && SPANISH_STOP_SOUNDS.has(spanishSoundKey(word.surface))) return undefined;
  const correction = correctTypo(word.surface, language, vocabulary);
  if (!correction) return plain;
  return {
    ...plain,
    term: correction.term,
    weight: TYPO_WEIGHTS[correction.distance] ?? 0.5,
    source: 'typo',
  };
}

/**
 * The terms of a visitor's question: language detected, words folded, synonym groups applied,
 * stop words dropped, stems. With the bot's vocabulary, a word whose term the bot lacks is tried in
 * the other language, then corrected when a known word is within 1 edit (4+ letters) or 2 (8+
 * letters) unless our dictionaries know it (synonym groups, stop words), or dropped when it sounds
 * like a Spanish stop word («kiero», «kuanto»); otherwise it is kept as is (it lowers the
 * confidence). Each term appears once.
 *
 * @example toQueryTerms('cuanto sale el enbio', vocabulary).terms.map((t) => t.term) // ['preci', 'envi']
 */
export function toQueryTerms(question: string, vocabulary?: Vocabulary): KnowledgeQuery {
  const language = detectLanguage(question);
  const terms = new Map<string, QueryTerm>();
  for (const word of analyzeText(question, language)) {
    const term = resolveWord(word, language, vocabulary);
    if (!term) continue;
    const known = terms.get(term.term);
    if (!known || known.weight < term.weight) terms.set(term.term, term);
  }
  return { question, language, terms: [...terms.values()] };
}
