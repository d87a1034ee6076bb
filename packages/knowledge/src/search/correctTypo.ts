import type { Language } from '../passages/passageTypes';
import { lookupSynonym } from '../text/analyzeText';
import { damerauLevenshtein } from '../text/damerauLevenshtein';
import { spanishSoundKey } from '../text/spanishSoundKey';
import { stemWord } from '../text/stemWord';
import { isStopWord } from '../text/stopWords';
import { SYNONYM_LOOKUP } from '../text/synonyms';
import type { Vocabulary } from './searchTypes';

/** A typo fixed: the word it became, the term of that word and how far it was. */
export interface TypoCorrection {
  readonly word: string;
  readonly term: string;
  readonly distance: number;
}

/**
 * How many edits a word may be away from a known one: none under 4 letters, 1 from 4, 2 from 8.
 *
 * @example maxTypoDistance('envio') // 1
 */
export function maxTypoDistance(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** The single words of the synonym groups: a visitor's typo may aim at one the bot's texts lack. */
const SYNONYM_WORDS: readonly string[] = [...SYNONYM_LOOKUP.words.keys()].filter(
  (word) => !word.includes(' '),
);

/** Words by how they sound in Spanish (`spanishSoundKey`). */
function indexBySound(words: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const word of words) {
    const key = spanishSoundKey(word);
    const list = index.get(key);
    if (list) list.push(word);
    else index.set(key, [word]);
  }
  return index;
}
const SYNONYMS_BY_SOUND = indexBySound(SYNONYM_WORDS);
/** Each bot's words by sound, built once per vocabulary (a server keeps one per knowledge version). */
const WORDS_BY_SOUND = new WeakMap<Vocabulary, Map<string, string[]>>();

const better = (a: TypoCorrection & { frequency: number }, b?: TypoCorrection & { frequency: number }) =>
  !b ||
  a.distance < b.distance ||
  (a.distance === b.distance &&
    (a.frequency > b.frequency || (a.frequency === b.frequency && a.word < b.word)));

/**
 * The known term closest to a misspelt folded word: a word of the bot's texts (`vocabulary.words`)
 * or of the synonym groups within `maxTypoDistance` (Damerau-Levenshtein), whose term the bot has;
 * without `vocabulary.words`, an indexed stem within the distance allowed for the word's stem. The
 * closest wins, then the most frequent term, then alphabetical order. In Spanish, a word that
 * sounds the same (`spanishSoundKey`: «kiero», «debolver», «orario») is one edit away, however
 * many letters differ. `undefined` when nothing is close enough. Never call it for a word whose
 * term the bot already has, nor for a known word.
 *
 * @example correctTypo('enbio', 'es', vocabulary)?.term // 'envi'
 */
export function correctTypo(
  word: string,
  language: Language,
  vocabulary: Vocabulary,
): TypoCorrection | undefined {
  const max = maxTypoDistance(word);
  if (max === 0) return undefined;
  let best: (TypoCorrection & { frequency: number }) | undefined;
  const consider = (
    candidate: string,
    compared: string,
    target: string,
    termOf: () => string | undefined,
  ) => {
    if (Math.abs(compared.length - target.length) > max) return;
    const distance = damerauLevenshtein(compared, target, max);
    if (distance === 0 || distance > max) return;
    const term = termOf();
    const frequency = term === undefined ? undefined : vocabulary.terms.get(term);
    if (term === undefined || frequency === undefined) return;
    const correction = { word: candidate, term, distance, frequency };
    if (better(correction, best)) best = correction;
  };
  const surfaceTerm = (candidate: string) => () =>
    lookupSynonym(candidate, language) ??
    (isStopWord(candidate, language) ? undefined : stemWord(candidate, language));
  for (const candidate of SYNONYM_WORDS) consider(candidate, word, candidate, surfaceTerm(candidate));
  if (language === 'es') {
    const key = spanishSoundKey(word);
    let byWords = vocabulary.words && WORDS_BY_SOUND.get(vocabulary);
    if (vocabulary.words && !byWords) {
      byWords = indexBySound(vocabulary.words.keys());
      WORDS_BY_SOUND.set(vocabulary, byWords);
    }
    for (const candidate of [...(SYNONYMS_BY_SOUND.get(key) ?? []), ...(byWords?.get(key) ?? [])]) {
      const term = candidate === word ? undefined : surfaceTerm(candidate)();
      const frequency = term === undefined ? undefined : vocabulary.terms.get(term);
      if (term === undefined || frequency === undefined) continue;
      const correction = { word: candidate, term, distance: 1, frequency };
      if (better(correction, best)) best = correction;
    }
  }
  if (vocabulary.words) {
    for (const candidate of vocabulary.words.keys())
      consider(candidate, word, candidate, surfaceTerm(candidate));
  } else {
    // Without the bot's words, compare stems; stems are shorter, so a stem needs one letter more.
    const stem = stemWord(word, language);
    const stemMax = maxTypoDistance(stem.slice(1));
    for (const term of vocabulary.terms.keys()) {
      if (damerauLevenshtein(stem, term, stemMax) <= stemMax) consider(term, stem, term, () => term);
    }
  }
  return best && { word: best.word, term: best.term, distance: best.distance };
}
