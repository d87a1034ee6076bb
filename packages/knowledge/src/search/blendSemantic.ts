import { CONFIDENT_SCORE } from './rankPassages';
import type { RankedPassage, SimilarCandidate } from './searchTypes';

/**
 * The cosine similarity from which a passage found by meaning alone is as sure as a word match at
 * CONFIDENT_SCORE. Usual for OpenAI-compatible embedding models between a question and the passage
 * that answers it; a server may set its own for its model.
 */
export const DEFAULT_CONFIDENT_SIMILARITY = 0.6;
/** How much agreeing by words and by meaning adds to the order (not to the confidence). */
const AGREEMENT_WEIGHT = 0.2;

/**
 * A similarity as a confidence in [0, 1]: 0 up to `confidentSimilarity / 2`, CONFIDENT_SCORE at
 * `confidentSimilarity`, rising linearly to 1.
 * @example semanticConfidence(0.6, 0.6) // 0.5
 */
export function semanticConfidence(
  similarity: number,
  confidentSimilarity = DEFAULT_CONFIDENT_SIMILARITY,
): number {
  const floor = confidentSimilarity / 2;
  const value = ((similarity - floor) / (confidentSimilarity - floor)) * CONFIDENT_SCORE;
  return Math.max(0, Math.min(1, value));
}

/**
 * Blends a ranking by words with the passages found by meaning: each passage's confidence is the
 * higher of its word match and its similarity (see {@link semanticConfidence}); a passage found by
 * meaning alone joins with no word match. Best first: by that confidence plus a little for agreeing
 * on both, then by word score, then id.
 *
 * @example blendSemantic(rankPassages(query, candidates, stats), await index.similar(question, 50))
 */
export function blendSemantic(
  lexical: readonly RankedPassage[],
  semantic: readonly SimilarCandidate[],
  confidentSimilarity = DEFAULT_CONFIDENT_SIMILARITY,
): RankedPassage[] {
  if (semantic.length === 0) return [...lexical];
  const similarities = new Map(semantic.map((candidate) => [candidate.passage.id, candidate.similarity]));
  const blended = new Map<string, { ranked: RankedPassage; order: number }>();
  const add = (ranked: RankedPassage, similarity: number | undefined) => {
    const byMeaning = similarity === undefined ? 0 : semanticConfidence(similarity, confidentSimilarity);
    const confidence = Math.max(ranked.confidence, byMeaning);
    const order = confidence + AGREEMENT_WEIGHT * Math.min(ranked.confidence, byMeaning);
    blended.set(ranked.passage.id, {
      ranked: similarity === undefined ? { ...ranked, confidence } : { ...ranked, confidence, similarity },
      order,
    });
  };
  for (const ranked of lexical) add(ranked, similarities.get(ranked.passage.id));
  for (const candidate of semantic) {
    if (blended.has(candidate.passage.id)) continue;
    add(
      {
        passage: candidate.passage,
        score: 0,
        confidence: 0,
        coverage: 0,
        questionSimilarity: 0,
        matchedTerms: [],
      },
      candidate.similarity,
    );
  }
  return [...blended.values()]
    .sort(
      (a, b) =>
        b.order - a.order ||
        b.ranked.score - a.ranked.score ||
        (a.ranked.passage.id < b.ranked.passage.id ? -1 : a.ranked.passage.id > b.ranked.passage.id ? 1 : 0),
    )
    .map((entry) => entry.ranked);
}
