import type { Passage } from '../src/passages/passageTypes';
import { splitIntoPassages } from '../src/passages/splitIntoPassages';
import { splitSentences } from '../src/passages/splitSentences';
import { detectLanguage } from '../src/text/detectLanguage';
import { CLINIC_SOURCES } from './corpus/clinic';
import { SHOP_SOURCES } from './corpus/shop';

/** A small deterministic pseudo-random generator (mulberry32), so every run measures the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ba',
  'ce',
  'di',
  'fo',
  'gu',
  'la',
  'me',
  'ni',
  'po',
  'ru',
  'sa',
  'te',
  'vi',
  'zo',
  'char',
  'tren',
];

/** The sentences and FAQ questions of the benchmark corpus, to build realistic business text from. */
function corpusPieces(): { sentences: string[]; questions: string[] } {
  const passages = [...SHOP_SOURCES, ...CLINIC_SOURCES].flatMap((source) => splitIntoPassages(source));
  return {
    sentences: passages.flatMap((passage) => splitSentences(passage.text)),
    questions: passages.flatMap((passage) => (passage.question === undefined ? [] : [passage.question])),
  };
}

/**
 * `count` passages of realistic business text for timing the ranking on a large bot: 30 % FAQ
 * pairs and 70 % text under headings, 300 to 800 characters, made of the corpus' sentences with one
 * word in five replaced by an invented one (product names, places), so passages differ.
 */
export function createSyntheticPassages(count: number, seed = 30): Passage[] {
  const next = random(seed);
  const { sentences, questions } = corpusPieces();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const invented = Array.from({ length: 5000 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join(''),
  );
  const vary = (text: string): string =>
    text.replace(/\p{L}{4,}/gu, (word) => (next() < 0.2 ? pick(invented) : word));
  return Array.from({ length: count }, (_, position): Passage => {
    const faq = next() < 0.3;
    const parts: string[] = [];
    const length = 300 + next() * 450;
    while (parts.join(' ').length < length) parts.push(vary(pick(sentences)));
    const text = parts.join(' ').slice(0, 800);
    const question = faq ? vary(pick(questions)) : undefined;
    return {
      id: `synthetic:${position}`,
      sourceId: 'synthetic',
      position,
      kind: faq ? 'faq' : 'text',
      title: 'Documento de prueba',
      headings: faq ? [] : [vary(pick(questions)).replace(/[¿?]/gu, '')],
      ...(question === undefined ? {} : { question }),
      text,
      language: detectLanguage(`${question ?? ''} ${text}`),
    };
  });
}
