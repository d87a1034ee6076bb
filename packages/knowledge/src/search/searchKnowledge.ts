import { CONFIDENT_SCORE, DEFAULT_RANKING, type RankingParameters, rankPassages } from './rankPassages';
import type { KnowledgeIndex, KnowledgeQuery, RankedPassage } from './searchTypes';
import { toQueryTerms } from './toQueryTerms';
import { trimAnswer } from './trimAnswer';

export interface SearchOptions {
  /** How many ranked passages to return (default 3). */
  readonly limit?: number;
  /** How many candidates the first stage may propose (default 200). */
  readonly candidateLimit?: number;
  readonly ranking?: RankingParameters;
  /** The confidence needed to answer (default CONFIDENT_SCORE). */
  readonly threshold?: number;
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
 * vocabulary), first-stage candidates, ranking, and the trimmed answer when confident.
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
  if (terms.length === 0) return { query, results: [], confident: false };
  const [candidates, stats] = await Promise.all([
    index.candidates(terms, options.candidateLimit ?? 200),
    index.stats(terms),
  ]);
  const results = rankPassages(query, candidates, stats, options.ranking ?? DEFAULT_RANKING).slice(
    0,
    options.limit ?? 3,
  );
  const best = results[0];
  const confident = best !== undefined && best.confidence >= (options.threshold ?? CONFIDENT_SCORE);
  return confident && best
    ? { query, results, confident, answer: trimAnswer(best.passage, query) }
    : { query, results, confident };
}
