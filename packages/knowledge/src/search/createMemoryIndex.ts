import type { Passage } from '../passages/passageTypes';
import { collectVocabulary } from './collectVocabulary';
import { computeCorpusStats } from './computeCorpusStats';
import { inverseDocumentFrequency } from './rankPassages';
import {
  type CorpusStats,
  INDEX_FIELDS,
  type KnowledgeIndex,
  type RankCandidate,
  type Vocabulary,
} from './searchTypes';
import { analyzePassage } from './toIndexTerms';

/** A `KnowledgeIndex` held in memory, whose methods answer at once. */
export interface MemoryKnowledgeIndex extends KnowledgeIndex {
  readonly entries: readonly RankCandidate[];
  vocabulary(): Vocabulary;
  candidates(terms: readonly string[], limit?: number): RankCandidate[];
  stats(terms?: readonly string[]): CorpusStats;
}

/**
 * An in-memory index of passages (for tests, the benchmark and small bots): candidates are the
 * passages sharing a term with the query, the most promising first when over `limit` (by the sum of
 * the idf of the terms they share, then id); statistics are computed once.
 *
 * @example await searchKnowledge(createMemoryIndex(passages), '¿abren el sábado?')
 */
export function createMemoryIndex(passages: readonly Passage[]): MemoryKnowledgeIndex {
  const analyses = passages.map(analyzePassage);
  const entries: RankCandidate[] = passages.map((passage, index) => ({
    passage,
    terms: analyses[index]?.terms ?? { title: [], question: [], body: [] },
  }));
  const postings = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const term of new Set(INDEX_FIELDS.flatMap((field) => entry.terms[field]))) {
      const list = postings.get(term);
      if (list) list.push(index);
      else postings.set(term, [index]);
    }
  });
  const stats = computeCorpusStats(entries.map((entry) => entry.terms));
  let vocabulary: Vocabulary | undefined;
  return {
    entries,
    vocabulary: () => {
      vocabulary ??= collectVocabulary(analyses);
      return vocabulary;
    },
    stats: () => stats,
    candidates: (terms, limit = Number.POSITIVE_INFINITY) => {
      const shared = new Map<number, number>();
      for (const term of new Set(terms)) {
        const list = postings.get(term) ?? [];
        const weight = inverseDocumentFrequency(list.length, entries.length);
        for (const index of list) shared.set(index, (shared.get(index) ?? 0) + weight);
      }
      const order = [...shared.entries()];
      if (order.length > limit) {
        order.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
        order.length = Math.max(0, limit);
      }
      return order.map(([index]) => entries[index]!);
    },
  };
}
