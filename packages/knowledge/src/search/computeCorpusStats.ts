import { type CorpusStats, INDEX_FIELDS, type IndexField, type IndexTerms } from './searchTypes';

/**
 * The ranking statistics of a set of passages' index terms (what a server computes with SQL:
 * `count(*)`, `avg(...)` of the stored field lengths, and `ts_stat` for document frequencies).
 *
 * @example computeCorpusStats(entries.map((entry) => entry.terms)).passageCount // 58
 */
export function computeCorpusStats(allTerms: readonly IndexTerms[]): CorpusStats {
  const frequencies = new Map<string, number>();
  const totals: Record<IndexField, number> = { title: 0, question: 0, body: 0 };
  for (const terms of allTerms) {
    for (const field of INDEX_FIELDS) totals[field] += terms[field].length;
    for (const term of new Set(INDEX_FIELDS.flatMap((field) => terms[field]))) {
      frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    }
  }
  const count = allTerms.length;
  const average = (field: IndexField): number => (count === 0 ? 0 : totals[field] / count);
  return {
    passageCount: count,
    averageFieldLengths: { title: average('title'), question: average('question'), body: average('body') },
    documentFrequency: (term) => frequencies.get(term) ?? 0,
  };
}
