import type { Passage } from '../src/passages/passageTypes';

// The baseline: textbook BM25 (k1 1.2, b 0.75) over one field holding the title, headings, question
// and text, with words split on anything but letters and digits and only lower-cased: no accent
// folding, stop words, stemming, synonyms or typo correction.

const K1 = 1.2;
const B = 0.75;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export interface PlainBm25 {
  /** Passages sharing a word with the question, best first (ties by id). */
  search(question: string): Passage[];
}

export function createPlainBm25(passages: readonly Passage[]): PlainBm25 {
  const documents = passages.map((passage) => {
    const tokens = words(
      [passage.title, ...passage.headings, passage.question ?? '', passage.text].join(' '),
    );
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    return { passage, counts, length: tokens.length };
  });
  const frequency = new Map<string, number>();
  for (const document of documents) {
    for (const token of document.counts.keys()) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  }
  const average =
    documents.reduce((sum, document) => sum + document.length, 0) / Math.max(documents.length, 1);
  const count = documents.length;
  return {
    search(question) {
      const terms = [...new Set(words(question))];
      const scored = documents.map((document) => {
        let score = 0;
        for (const term of terms) {
          const tf = document.counts.get(term) ?? 0;
          if (tf === 0) continue;
          const df = frequency.get(term) ?? 0;
          const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
          score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * document.length) / average));
        }
        return { passage: document.passage, score };
      });
      return scored
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id))
        .map((entry) => entry.passage);
    },
  };
}
