import type { Language } from '../passages/passageTypes';
import { foldText } from './foldText';
import { stemWord } from './stemWord';
import { SYNONYM_GROUPS } from './synonymGroups';

/** One parsed synonym group: its term and its members per language, folded. */
export interface SynonymGroup {
  readonly canonical: string;
  /** The term every member becomes: the Spanish stem of the canonical word. */
  readonly term: string;
  readonly members: Readonly<Record<Language, readonly string[]>>;
}

/** The lookups built from the groups. */
export interface SynonymLookup {
  /** Folded phrase ("cuanto sale") → term. */
  readonly phrases: ReadonlyMap<string, string>;
  /** First words of the phrases, to try phrases only where one can start. */
  readonly phraseStarts: ReadonlySet<string>;
  readonly longestPhrase: number;
  /** Exact folded word (any language) → term. */
  readonly words: ReadonlyMap<string, string>;
  /** Stem of a member in its language → term. */
  readonly stems: Readonly<Record<Language, ReadonlyMap<string, string>>>;
}

const LANGUAGES: readonly Language[] = ['es', 'en'];

/**
 * Parses `canonical: spanish, members | english, members` lines (see synonymGroups.ts). The term is
 * the Spanish stem of the canonical word, or the word itself when it is written `=word`.
 *
 * @example parseSynonymGroups(['precio: costo | price'])[0]?.term // 'preci'
 */
export function parseSynonymGroups(lines: readonly string[]): SynonymGroup[] {
  return lines.map((line) => {
    const [label = '', rest = ''] = line.split(':', 2);
    const [spanish = '', english = ''] = rest.split('|');
    const members = (list: string): string[] =>
      list
        .split(',')
        .map((member) => (member.trim().startsWith('=') ? `=${foldText(member)}` : foldText(member)))
        .filter((member) => member !== '' && member !== '=');
    const [head = ''] = members(label);
    const exact = head.startsWith('=');
    const canonical = exact ? head.slice(1) : head;
    return {
      canonical,
      term: exact ? canonical : stemWord(canonical, 'es'),
      members: { es: [head, ...members(spanish)], en: [head, ...members(english)] },
    };
  });
}

/** Builds the lookups of a list of groups; a later group never overrides an earlier one. */
export function buildSynonymLookup(groups: readonly SynonymGroup[]): SynonymLookup {
  const phrases = new Map<string, string>();
  const words = new Map<string, string>();
  const stems: Record<Language, Map<string, string>> = { es: new Map(), en: new Map() };
  const setOnce = (map: Map<string, string>, key: string, term: string): void => {
    if (!map.has(key)) map.set(key, term);
  };
  for (const group of groups) {
    for (const language of LANGUAGES) {
      for (const member of group.members[language]) {
        const exact = member.startsWith('=');
        const word = exact ? member.slice(1) : member;
        if (word.includes(' ')) setOnce(phrases, word, group.term);
        else setOnce(words, word, group.term);
        if (!exact && !word.includes(' ')) setOnce(stems[language], stemWord(word, language), group.term);
      }
    }
  }
  const starts = [...phrases.keys()].map((phrase) => phrase.split(' '));
  return {
    phrases,
    phraseStarts: new Set(starts.map((parts) => parts[0] ?? '')),
    longestPhrase: Math.max(0, ...starts.map((parts) => parts.length)),
    words,
    stems,
  };
}

/** The groups of `SYNONYM_GROUPS`, parsed. */
export const SYNONYMS: readonly SynonymGroup[] = parseSynonymGroups(SYNONYM_GROUPS);
/** The lookups of the built-in groups. */
export const SYNONYM_LOOKUP: SynonymLookup = buildSynonymLookup(SYNONYMS);

/**
 * Where two groups claim the same phrase, word or stem (each such key, with the two terms): the
 * built-in list must have none.
 *
 * @example findSynonymConflicts(parseSynonymGroups(['a: casa | house', 'b: casas | home'])) // [{ key: 'es stem cas', … }]
 */
export function findSynonymConflicts(
  groups: readonly SynonymGroup[],
): { key: string; terms: [string, string] }[] {
  const owners = new Map<string, string>();
  const conflicts: { key: string; terms: [string, string] }[] = [];
  const claim = (key: string, term: string): void => {
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, term);
    else if (owner !== term) conflicts.push({ key, terms: [owner, term] });
  };
  for (const group of groups) {
    for (const language of LANGUAGES) {
      for (const member of group.members[language]) {
        const exact = member.startsWith('=');
        const word = exact ? member.slice(1) : member;
        claim(`word ${word}`, group.term);
        if (!exact && !word.includes(' ')) claim(`${language} stem ${stemWord(word, language)}`, group.term);
      }
    }
  }
  return conflicts;
}
