// The Snowball Spanish stemmer (snowballstem.org, algorithms/spanish.sbl, Snowball 3), written out
// in TypeScript. Checked against the official vocabulary in stemSpanish.test.ts.

const VOWELS = new Set('aeiouáéíóúü');
const isVowel = (char: string | undefined): boolean => char !== undefined && VOWELS.has(char);

/** Sorts a suffix list longest first, so the first match is Snowball's `among` (longest) match. */
const longestFirst = (list: readonly string[]): readonly string[] =>
  [...list].sort((a, b) => b.length - a.length);

const PRONOUNS = longestFirst([
  'me',
  'se',
  'sela',
  'selo',
  'selas',
  'selos',
  'la',
  'le',
  'lo',
  'las',
  'les',
  'los',
  'nos',
]);
const PRONOUN_VERB_ENDINGS: Readonly<Record<string, string>> = {
  iéndo: 'iendo',
  ándo: 'ando',
  ár: 'ar',
  ér: 'er',
  ír: 'ir',
  ando: '',
  iendo: '',
  ar: '',
  er: '',
  ir: '',
  yendo: 'u',
};

const PRONOUN_ENDINGS = longestFirst(Object.keys(PRONOUN_VERB_ENDINGS));

type StandardAction = 'r2' | 'r2ic' | 'log' | 'u' | 'ente' | 'amente' | 'mente' | 'idad' | 'iv';
const STANDARD_GROUPS: Readonly<Record<StandardAction, readonly string[]>> = {
  r2: [
    'anza',
    'anzas',
    'ico',
    'ica',
    'icos',
    'icas',
    'ismo',
    'ismos',
    'able',
    'ables',
    'ible',
    'ibles',
  ].concat(['ista', 'istas', 'oso', 'osa', 'osos', 'osas', 'amiento', 'amientos', 'imiento', 'imientos']),
  r2ic: [
    'adora',
    'ador',
    'ación',
    'adoras',
    'adores',
    'aciones',
    'ante',
    'antes',
    'ancia',
    'ancias',
    'acion',
  ],
  log: ['logía', 'logías'],
  u: ['ución', 'uciones', 'ucion'],
  ente: ['encia', 'encias'],
  amente: ['amente'],
  mente: ['mente'],
  idad: ['idad', 'idades'],
  iv: ['iva', 'ivo', 'ivas', 'ivos'],
};
const STANDARD_ACTIONS = new Map<string, StandardAction>(
  Object.entries(STANDARD_GROUPS).flatMap(([action, list]) =>
    list.map((suffix) => [suffix, action as StandardAction] as const),
  ),
);
const STANDARD_SUFFIXES = longestFirst([...STANDARD_ACTIONS.keys()]);

const Y_VERB_SUFFIXES = longestFirst(
  ['ya', 'ye', 'yan', 'yen', 'yeron', 'yendo', 'yo', 'yó', 'yas', 'yes'].concat(['yais', 'yamos']),
);
const GU_VERB_SUFFIXES = new Set(['en', 'es', 'éis', 'emos']);
const VERB_SUFFIXES = longestFirst([
  ...GU_VERB_SUFFIXES,
  ...['arían', 'arías', 'arán', 'arás', 'aríais', 'aría', 'aréis', 'aríamos', 'aremos', 'ará', 'aré'],
  ...['erían', 'erías', 'erán', 'erás', 'eríais', 'ería', 'eréis', 'eríamos', 'eremos', 'erá', 'eré'],
  ...['irían', 'irías', 'irán', 'irás', 'iríais', 'iría', 'iréis', 'iríamos', 'iremos', 'irá', 'iré'],
  ...['aba', 'ada', 'ida', 'ía', 'ara', 'iera', 'ad', 'ed', 'id', 'ase', 'iese', 'aste', 'iste', 'an'],
  ...['aban', 'ían', 'aran', 'ieran', 'asen', 'iesen', 'aron', 'ieron', 'ado', 'ido', 'ando', 'iendo'],
  ...['ió', 'ar', 'er', 'ir', 'as', 'abas', 'adas', 'idas', 'ías', 'aras', 'ieras', 'ases', 'ieses'],
  ...['ís', 'áis', 'abais', 'íais', 'arais', 'ierais', 'aseis', 'ieseis', 'asteis', 'isteis', 'ados'],
  ...['idos', 'amos', 'ábamos', 'íamos', 'imos', 'áramos', 'iéramos', 'iésemos', 'ásemos'],
]);
const RESIDUAL_SUFFIXES = longestFirst(['os', 'a', 'o', 'á', 'í', 'ó', 'e', 'é']);
const ACCENTS: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** The longest suffix of the list that `word` has, starting at or after `minStart`. */
function findSuffix(word: string, list: readonly string[], minStart = 0): string | undefined {
  return list.find((suffix) => word.endsWith(suffix) && word.length - suffix.length >= minStart);
}

/** Index just past the first vowel-then-consonant ("gopast v gopast non-v") from `from`. */
function pastVowelConsonant(word: string, from: number): number {
  let i = from;
  while (i < word.length && !isVowel(word[i])) i += 1;
  i += 1;
  while (i < word.length && isVowel(word[i])) i += 1;
  return Math.min(i + 1, word.length);
}

function markRv(word: string): number {
  const n = word.length;
  const find = (from: number, wantVowel: boolean): number => {
    for (let i = from; i < n; i += 1) if (isVowel(word[i]) === wantVowel) return i + 1;
    return -1;
  };
  if (n < 2) return n;
  const first = isVowel(word[0]);
  const second = isVowel(word[1]);
  let mark = -1;
  if (first) mark = second ? find(2, false) : find(2, true);
  else if (!second) mark = find(2, true);
  else mark = n >= 3 ? 3 : -1;
  return mark === -1 ? n : mark;
}

interface Regions {
  readonly rv: number;
  readonly r1: number;
  readonly r2: number;
}

function attachedPronoun(word: string, { rv }: Regions): string {
  const pronoun = findSuffix(word, PRONOUNS);
  if (!pronoun) return word;
  const base = word.slice(0, -pronoun.length);
  const ending = findSuffix(base, PRONOUN_ENDINGS);
  if (!ending || base.length - ending.length < rv) return word;
  const replacement = PRONOUN_VERB_ENDINGS[ending] ?? '';
  if (ending === 'yendo') return base.slice(0, -ending.length).endsWith('u') ? base : word;
  return replacement === '' ? base : base.slice(0, -ending.length) + replacement;
}

/** Deletes `suffix` from `word` when it starts at or after `region`; `undefined` otherwise. */
function deleteIn(word: string, suffix: string, region: number): string | undefined {
  return word.endsWith(suffix) && word.length - suffix.length >= region
    ? word.slice(0, -suffix.length)
    : undefined;
}

function standardSuffix(word: string, { r1, r2 }: Regions): string | undefined {
  const suffix = findSuffix(word, STANDARD_SUFFIXES);
  if (!suffix) return undefined;
  const start = word.length - suffix.length;
  const base = word.slice(0, start);
  switch (STANDARD_ACTIONS.get(suffix)) {
    case 'r2':
      return start >= r2 ? base : undefined;
    case 'r2ic':
      return start >= r2 ? (deleteIn(base, 'ic', r2) ?? base) : undefined;
    case 'log':
      return start >= r2 ? `${base}log` : undefined;
    case 'u':
      return start >= r2 ? `${base}u` : undefined;
    case 'ente':
      return start >= r2 ? `${base}ente` : undefined;
    case 'amente': {
      if (start < r1) return undefined;
      const inner = findSuffix(base, ['iv', 'os', 'ic', 'ad']);
      const trimmed = inner ? deleteIn(base, inner, r2) : undefined;
      if (trimmed === undefined) return base;
      return inner === 'iv' ? (deleteIn(trimmed, 'at', r2) ?? trimmed) : trimmed;
    }
    case 'mente': {
      if (start < r2) return undefined;
      const inner = findSuffix(base, ['ante', 'able', 'ible']);
      return (inner && deleteIn(base, inner, r2)) ?? base;
    }
    case 'idad': {
      if (start < r2) return undefined;
      const inner = findSuffix(base, ['abil', 'ic', 'iv']);
      return (inner && deleteIn(base, inner, r2)) ?? base;
    }
    case 'iv':
      return start >= r2 ? (deleteIn(base, 'at', r2) ?? base) : undefined;
    default:
      return undefined;
  }
}

function yVerbSuffix(word: string, { rv }: Regions): string | undefined {
  const suffix = findSuffix(word, Y_VERB_SUFFIXES, rv);
  if (!suffix) return undefined;
  const base = word.slice(0, -suffix.length);
  return base.endsWith('u') ? base : undefined;
}

function verbSuffix(word: string, { rv }: Regions): string | undefined {
  const suffix = findSuffix(word, VERB_SUFFIXES, rv);
  if (!suffix) return undefined;
  const base = word.slice(0, -suffix.length);
  if (GU_VERB_SUFFIXES.has(suffix) && base.endsWith('gu')) return base.slice(0, -1);
  return base;
}

function residualSuffix(word: string, { rv }: Regions): string {
  const suffix = findSuffix(word, RESIDUAL_SUFFIXES);
  if (!suffix || word.length - suffix.length < rv) return word;
  const base = word.slice(0, -suffix.length);
  if (suffix !== 'e' && suffix !== 'é') return base;
  return base.endsWith('gu') && base.length - 1 >= rv ? base.slice(0, -1) : base;
}

/**
 * The Snowball Spanish stem of one lower-case word (accents allowed; they are removed from the
 * stem, `ü` kept).
 *
 * @example stemSpanish('devoluciones') // 'devolu'
 * @example stemSpanish('envíos') // 'envi'
 */
export function stemSpanish(word: string): string {
  const p1 = pastVowelConsonant(word, 0);
  const regions: Regions = { rv: markRv(word), r1: p1, r2: pastVowelConsonant(word, p1) };
  let stem = attachedPronoun(word, regions);
  stem = standardSuffix(stem, regions) ?? yVerbSuffix(stem, regions) ?? verbSuffix(stem, regions) ?? stem;
  stem = residualSuffix(stem, regions);
  return stem.replace(/[áéíóú]/g, (char) => ACCENTS[char] ?? char);
}
