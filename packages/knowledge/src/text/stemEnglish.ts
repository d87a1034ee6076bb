// The Snowball English ("Porter2") stemmer (snowballstem.org, algorithms/english.sbl, Snowball 3),
// written out in TypeScript. Checked against the official vocabulary in stemEnglish.test.ts.

const isVowel = (char: string | undefined): boolean => char !== undefined && 'aeiouy'.includes(char);
const longestFirst = (list: readonly string[]): readonly string[] =>
  [...list].sort((a, b) => b.length - a.length);
const findSuffix = (word: string, list: readonly string[]): string | undefined =>
  list.find((suffix) => word.endsWith(suffix));

const EXCEPTIONS: Readonly<Record<string, string>> = {
  skis: 'ski',
  skies: 'sky',
  idly: 'idl',
  gently: 'gentl',
  ugly: 'ugli',
  early: 'earli',
  only: 'onli',
  singly: 'singl',
  sky: 'sky',
  news: 'news',
  howe: 'howe',
  atlas: 'atlas',
  cosmos: 'cosmos',
  bias: 'bias',
  andes: 'andes',
};
const REGION_PREFIXES = ['gener', 'commun', 'arsen', 'past', 'univers', 'later', 'emerg', 'organ', 'inter'];
const APOSTROPHE_SUFFIXES = longestFirst(["'", "'s", "'s'"]);
const STEP_1A = longestFirst(['sses', 'ied', 'ies', 's', 'us', 'ss']);
const STEP_1B = longestFirst(['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
const ING_KEPT = new Set(['inn', 'out', 'cann', 'herr', 'earr', 'even']);
const DOUBLES = new Set(['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt']);
const STEP_2: Readonly<Record<string, string>> = {
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  abli: 'able',
  entli: 'ent',
  izer: 'ize',
  ization: 'ize',
  ational: 'ate',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  aliti: 'al',
  alli: 'al',
  fulness: 'ful',
  ousli: 'ous',
  ousness: 'ous',
  iveness: 'ive',
  iviti: 'ive',
  biliti: 'ble',
  bli: 'ble',
  ogist: 'og',
  ogi: 'og',
  fulli: 'ful',
  lessli: 'less',
  li: '',
};
const STEP_2_SUFFIXES = longestFirst(Object.keys(STEP_2));
const STEP_3: Readonly<Record<string, string>> = {
  tional: 'tion',
  ational: 'ate',
  alize: 'al',
  icate: 'ic',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
  ative: '',
};
const STEP_3_SUFFIXES = longestFirst(Object.keys(STEP_3));
const STEP_4_SUFFIXES = longestFirst(
  ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate'].concat([
    'iti',
    'ous',
    'ive',
    'ize',
    'ion',
  ]),
);

/** Index just past the first vowel-then-non-vowel from `from` (the word's length when none). */
function pastVowelConsonant(word: string, from: number): number {
  let i = from;
  while (i < word.length && !isVowel(word[i])) i += 1;
  i += 1;
  while (i < word.length && isVowel(word[i])) i += 1;
  return Math.min(i + 1, word.length);
}

/** Whether `word[0, end)` ends in a short syllable. */
function endsShort(word: string, end: number): boolean {
  const last = word[end - 1];
  const middle = word[end - 2];
  if (
    end >= 3 &&
    !isVowel(last) &&
    !'wxY'.includes(last ?? '') &&
    isVowel(middle) &&
    !isVowel(word[end - 3])
  ) {
    return true;
  }
  if (end === 2 && !isVowel(last) && isVowel(middle)) return true;
  return word.slice(0, end).endsWith('past');
}

function markY(word: string): string {
  const chars = [...word];
  for (let i = 0; i < chars.length; i += 1) {
    if (chars[i] === 'y' && (i === 0 || isVowel(chars[i - 1]))) chars[i] = 'Y';
  }
  return chars.join('');
}

function step1a(word: string): string {
  const apostrophe = findSuffix(word, APOSTROPHE_SUFFIXES);
  const w = apostrophe ? word.slice(0, -apostrophe.length) : word;
  const suffix = findSuffix(w, STEP_1A);
  if (!suffix) return w;
  const base = w.slice(0, -suffix.length);
  if (suffix === 'sses') return `${base}ss`;
  if (suffix === 'ied' || suffix === 'ies') return base.length >= 2 ? `${base}i` : `${base}ie`;
  if (suffix === 's') return [...base.slice(0, -1)].some(isVowel) ? base : w;
  return w;
}

function step1b(word: string, p1: number): string {
  const suffix = findSuffix(word, STEP_1B);
  if (!suffix) return word;
  const base = word.slice(0, -suffix.length);
  if (suffix === 'eed' || suffix === 'eedly') {
    if (base.length < p1 || ['proc', 'exc', 'succ'].includes(base)) return word;
    return `${base}ee`;
  }
  if (suffix === 'ing') {
    if (base.endsWith('y') && base.length === 2 && !isVowel(base[0])) return `${base[0]}ie`;
    if (ING_KEPT.has(base)) return word;
  }
  if (![...base].some(isVowel)) return word;
  if (base.endsWith('at') || base.endsWith('bl') || base.endsWith('iz')) return `${base}e`;
  const double = base.slice(-2);
  if (DOUBLES.has(double))
    return base.length === 3 && 'aeo'.includes(base[0] ?? '') ? base : base.slice(0, -1);
  return base.length === p1 && endsShort(base, base.length) ? `${base}e` : base;
}

function step1c(word: string): string {
  const last = word.at(-1);
  if ((last === 'y' || last === 'Y') && word.length > 2 && !isVowel(word.at(-2))) {
    return `${word.slice(0, -1)}i`;
  }
  return word;
}

function step2(word: string, p1: number): string {
  const suffix = findSuffix(word, STEP_2_SUFFIXES);
  if (!suffix || word.length - suffix.length < p1) return word;
  const base = word.slice(0, -suffix.length);
  if (suffix === 'ogi' && !base.endsWith('l')) return word;
  if (suffix === 'li') return 'cdeghkmnrt'.includes(base.at(-1) ?? ' ') ? base : word;
  return base + (STEP_2[suffix] ?? '');
}

function step3(word: string, p1: number, p2: number): string {
  const suffix = findSuffix(word, STEP_3_SUFFIXES);
  if (!suffix || word.length - suffix.length < p1) return word;
  const base = word.slice(0, -suffix.length);
  if (suffix === 'ative' && base.length < p2) return word;
  return base + (STEP_3[suffix] ?? '');
}

function step4(word: string, p2: number): string {
  const suffix = findSuffix(word, STEP_4_SUFFIXES);
  if (!suffix || word.length - suffix.length < p2) return word;
  const base = word.slice(0, -suffix.length);
  if (suffix === 'ion' && !base.endsWith('s') && !base.endsWith('t')) return word;
  return base;
}

function step5(word: string, p1: number, p2: number): string {
  const base = word.slice(0, -1);
  if (word.endsWith('e')) {
    if (base.length >= p2 || (base.length >= p1 && !endsShort(base, base.length))) return base;
    return word;
  }
  if (word.endsWith('l') && base.length >= p2 && base.endsWith('l')) return base;
  return word;
}

/**
 * The Snowball English (Porter2) stem of one lower-case word.
 *
 * @example stemEnglish('shipping') // 'ship'
 * @example stemEnglish('refunds') // 'refund'
 */
export function stemEnglish(input: string): string {
  const exception = EXCEPTIONS[input];
  if (exception !== undefined) return exception;
  if (input.length < 3) return input;
  const word = markY(input.startsWith("'") ? input.slice(1) : input);
  const prefix = REGION_PREFIXES.find((candidate) => word.startsWith(candidate));
  const p1 = prefix ? prefix.length : pastVowelConsonant(word, 0);
  const p2 = pastVowelConsonant(word, p1);
  let stem = step1a(word);
  stem = step1c(step1b(stem, p1));
  stem = step5(step4(step3(step2(stem, p1), p1, p2), p2), p1, p2);
  return stem.replaceAll('Y', 'y');
}
