import type { Language, Passage } from '../passages/passageTypes';

/** The three fields of a passage that are searched, as terms (repeats kept, in order). */
export interface IndexTerms {
  /** The source title and the heading path. */
  readonly title: readonly string[];
  /** The FAQ question, if any. */
  readonly question: readonly string[];
  /** The passage text (a FAQ's answer). */
  readonly body: readonly string[];
}

export type IndexField = keyof IndexTerms;
export const INDEX_FIELDS: readonly IndexField[] = ['title', 'question', 'body'];

/** The terms a bot knows, to correct typos and to check a question's words against. */
export interface Vocabulary {
  /** Indexed term → number of passages that hold it. */
  readonly terms: ReadonlyMap<string, number>;
  /** Folded surface word → number of passages that hold it (optional; improves typo correction). */
  readonly words?: ReadonlyMap<string, number>;
}

/** Where a query term comes from. */
export type QueryTermSource = 'word' | 'synonym' | 'language' | 'typo';

/** One term of a visitor's question. */
export interface QueryTerm {
  readonly term: string;
  /** 1 for a word as typed; less for a typo correction (0.8 at distance 1, 0.6 at distance 2). */
  readonly weight: number;
  /** The folded word or phrase of the question it comes from. */
  readonly surface: string;
  readonly source: QueryTermSource;
}

/** A visitor's question, analysed for searching. */
export interface KnowledgeQuery {
  readonly question: string;
  readonly language: Language;
  readonly terms: readonly QueryTerm[];
}

/** What ranking needs to know about all the passages of a bot (a server computes it from its tables). */
export interface CorpusStats {
  readonly passageCount: number;
  readonly averageFieldLengths: Readonly<Record<IndexField, number>>;
  /** Number of passages that hold the term (0 when none). */
  documentFrequency(term: string): number;
}

/** A passage proposed for ranking, with its index terms. */
export interface RankCandidate {
  readonly passage: Passage;
  readonly terms: IndexTerms;
}

/** A ranked passage. */
export interface RankedPassage {
  readonly passage: Passage;
  /** BM25F score plus the question-to-question bonus; comparable within one query only. */
  readonly score: number;
  /** How sure the match is, in [0, 1]; compare with CONFIDENT_SCORE. */
  readonly confidence: number;
  /** Share of the question's weight (idf) that the passage holds, in [0, 1]. */
  readonly coverage: number;
  /** Similarity of the question with the passage's FAQ question, in [0, 1] (0 without one). */
  readonly questionSimilarity: number;
  /** The query terms found in the passage, in query order. */
  readonly matchedTerms: readonly string[];
  /** Cosine similarity of the question's and the passage's embeddings, when the index has them. */
  readonly similarity?: number;
}

/** A passage proposed by meaning (embeddings), with its cosine similarity to the question. */
export interface SimilarCandidate extends RankCandidate {
  readonly similarity: number;
}

type Awaitable<T> = T | Promise<T>;

/**
 * Where candidates and statistics come from. `createMemoryIndex` implements it in memory; a server
 * implements it over its database (see CONTEXT.md) and reuses `searchKnowledge` unchanged.
 */
export interface KnowledgeIndex {
  /** The bot's vocabulary, for typo correction. */
  vocabulary(): Awaitable<Vocabulary>;
  /** Up to `limit` passages holding at least one of the terms (first stage, any order). */
  candidates(terms: readonly string[], limit: number): Awaitable<readonly RankCandidate[]>;
  /** Statistics of all the bot's passages; `documentFrequency` must answer for these terms. */
  stats(terms: readonly string[]): Awaitable<CorpusStats>;
  /**
   * Optional second first stage, by meaning: up to `limit` passages whose embeddings are nearest
   * the question's, best first. Empty when the bot's passages have no embeddings or the question
   * cannot be embedded now — search then ranks by words alone.
   */
  similar?(question: string, limit: number): Awaitable<readonly SimilarCandidate[]>;
}
