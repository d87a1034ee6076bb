import type { Language } from '../passages/passageTypes';
import { stemWord } from './stemWord';
import { isStopWord } from './stopWords';
import { SYNONYM_LOOKUP, type SynonymLookup } from './synonyms';
import { tokenize } from './tokenize';

/** Folded words longer than this are dropped (URLs glued together, base64, noise). */
export const MAX_WORD_LENGTH = 40;

/** One searchable word of a text: its term and the folded words it came from. */
export interface AnalyzedWord {
  readonly term: string;
  /** The folded word, or the phrase ("cuanto sale"), as written. */
  readonly surface: string;
  /** Whether a synonym group gave the term (so it is no plain stem). */
  readonly synonym: boolean;
}

/** The canonical term of a single folded word through a group, if it belongs to one. */
export function lookupSynonym(word: string, language: Language, lookup: SynonymLookup = SYNONYM_LOOKUP) {
  return lookup.words.get(word) ?? lookup.stems[language].get(stemWord(word, language));
}

/** Words a phrase may have in between without changing it ("sacar un turno" is "sacar turno"). */
const PHRASE_FILLERS = new Set(
  ['un', 'una', 'unos', 'unas', 'el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'su'].concat([
    'the',
    'a',
    'an',
    'my',
    'your',
  ]),
);

/** The longest phrase of a group starting at `start`, as written or without fillers after its first word. */
function matchPhrase(tokens: readonly string[], start: number, lookup: SynonymLookup) {
  if (!lookup.phraseStarts.has(tokens[start] ?? '')) return undefined;
  let best: { term: string; phrase: string; size: number } | undefined;
  for (const skipFillers of [false, true]) {
    const words: string[] = [];
    const ends: number[] = [];
    for (let i = start; i < tokens.length && words.length < lookup.longestPhrase; i += 1) {
      const token = tokens[i] ?? '';
      if (skipFillers && i > start && PHRASE_FILLERS.has(token)) continue;
      words.push(token);
      ends.push(i + 1);
    }
    for (let count = words.length; count >= 2; count -= 1) {
      const phrase = words.slice(0, count).join(' ');
      const term = lookup.phrases.get(phrase);
      const size = (ends[count - 1] ?? start + 1) - start;
      if (term !== undefined && (!best || size > best.size)) best = { term, phrase, size };
      if (term !== undefined) break;
    }
  }
  return best;
}

/**
 * The searchable words of a text in a language: folded, phrases of synonym groups first, then exact
 * group words, stop words dropped, the rest stemmed and mapped to their group's term when they have
 * one. The same text and language always give the same words.
 *
 * @example analyzeText('¿Cuánto sale el envío a Chile?', 'es').map((w) => w.term) // ['preci', 'envi', 'chil']
 */
export function analyzeText(
  text: string,
  language: Language,
  lookup: SynonymLookup = SYNONYM_LOOKUP,
): AnalyzedWord[] {
  const tokens = tokenize(text);
  const words: AnalyzedWord[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const phrase = matchPhrase(tokens, i, lookup);
    if (phrase) {
      words.push({ term: phrase.term, surface: phrase.phrase, synonym: true });
      i += phrase.size - 1;
      continue;
    }
    const token = tokens[i] ?? '';
    const exact = lookup.words.get(token);
    if (exact !== undefined) {
      words.push({ term: exact, surface: token, synonym: true });
      continue;
    }
    if (token.length > MAX_WORD_LENGTH || isStopWord(token, language)) continue;
    const stem = stemWord(token, language);
    const group = lookup.stems[language].get(stem);
    words.push({ term: group ?? stem, surface: token, synonym: group !== undefined });
  }
  return words;
}

/**
 * The terms of a text (see analyzeText), in order, repeats kept.
 *
 * @example textToTerms('Horario de la tienda', 'es') // ['horari', 'tiend']
 */
export function textToTerms(text: string, language: Language): string[] {
  return analyzeText(text, language).map((word) => word.term);
}
