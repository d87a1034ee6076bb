import { blendSemantic } from './blendSemantic';
import { CONFIDENT_SCORE, DEFAULT_RANKING, type RankingParameters, rankPassages } from './rankPassages';
import type { KnowledgeIndex, KnowledgeQuery, RankedPassage } from './searchTypes';
import { toQueryTerms } from './toQueryTerms';
import { trimAnswer } from './trimAnswer';

/** How many passages the search by meaning proposes at most. */
const SIMILAR_LIMIT = 50;

export interface SearchOptions {
  /** How many ranked passages to return (default 3). */
  readonly limit?: number;
  /** How many candidates the first stage may propose (default 200). */
  readonly candidateLimit?: number;
  readonly ranking?: RankingParameters;
  /** The confidence needed to answer (default CONFIDENT_SCORE). */
  readonly threshold?: number;
  /** The similarity at which a passage found by meaning is confident (see `semanticConfidence`). */
  readonly confidentSimilarity?: number;
}

/** The outcome of a search: the best passages and, when confident, the answer to give. */
export interface KnowledgeSearchResult {
  readonly query: KnowledgeQuery;
  readonly results: readonly RankedPassage[];
  /** The best passage's confidence reaches the threshold. */
  readonly confident: boolean;
  /** The readable answer (trimAnswer of the best passage) when confident. */
  readonly answer?: string;
}

/**
 * Searches an index for a visitor's question: query terms (typo-corrected against the index's
 * vocabulary), first-stage candidates, ranking, and the trimmed answer when confident. When the
 * index finds passages by meaning too (`similar`, embeddings), both are blended ({@link blendSemantic}):
 * a question that shares no word with its answer can still find it.
 *
 * @example const { confident, answer } = await searchKnowledge(index, '¿Hacen envíos a Chile?');
 */
export async function searchKnowledge(
  index: KnowledgeIndex,
  question: string,
  options: SearchOptions = {},
): Promise<KnowledgeSearchResult> {
  const query = toQueryTerms(question, await index.vocabulary());
  const terms = query.terms.map((term) => term.term);
  const candidateLimit = options.candidateLimit ?? 200;
  const byMeaning = index.similar?.(question, Math.min(candidateLimit, SIMILAR_LIMIT)) ?? [];
  if (terms.length === 0 && !index.similar) return { query, results: [], confident: false };
  const [candidates, stats, similar] = await Promise.all([
    terms.length === 0 ? [] : index.candidates(terms, candidateLimit),
    index.stats(terms),
    byMeaning,
  ]);
  const ranked = rankPassages(query, candidates, stats, options.ranking ?? DEFAULT_RANKING);
  const results = blendSemantic(ranked, similar, options.confidentSimilarity).slice(0, options.limit ?? 3);
  const best = results[0];
  const confident = best !== undefined && best.confidence >= (options.threshold ?? CONFIDENT_SCORE);
  return confident && best
    ? { query, results, confident, answer: trimAnswer(best.passage, query) }
    : { query, results, confident };
}
