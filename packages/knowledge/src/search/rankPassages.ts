import {
  type CorpusStats,
  INDEX_FIELDS,
  type IndexField,
  type KnowledgeQuery,
  type RankCandidate,
  type RankedPassage,
} from './searchTypes';

/** The knobs of the ranking (defaults tuned on the benchmark's training questions). */
export interface RankingParameters {
  /** BM25 term-frequency saturation. */
  readonly k1: number;
  /** Length normalisation per field (0: none, 1: full). */
  readonly b: Readonly<Record<IndexField, number>>;
  /** Field weights: title > question > body. */
  readonly weights: Readonly<Record<IndexField, number>>;
  /** Bonus for a FAQ whose question resembles the visitor's, in units of the question's idf mass. */
  readonly questionBoost: number;
  /** Bonus for the share of the question a passage covers, in the same units. */
  readonly coverageBoost: number;
  /** Score factor for a passage in the question's language (1 + this). */
  readonly languageBoost: number;
  /** Confidence = coverage + this × FAQ question similarity (capped at 1). */
  readonly similarityConfidence: number;
  /** How much a typo-corrected word counts in the confidence, on top of its weight (a guess stays a guess). */
  readonly typoConfidence: number;
}

export const DEFAULT_RANKING: RankingParameters = {
  k1: 1.2,
  b: { title: 0.3, question: 0.5, body: 0.5 },
  weights: { title: 3, question: 2.5, body: 1 },
  questionBoost: 2,
  coverageBoost: 1,
  languageBoost: 0.25,
  similarityConfidence: 1,
  typoConfidence: 0.5,
};

/**
 * The confidence from which a server answers with the best passage; under it the bot says it does
 * not know (and the question goes to the owner's unanswered list). Chosen on the benchmark's
 * training questions, preferring «No sé» to a wrong answer: 91 % of right answers reach it, every
 * unanswerable training question stays under.
 */
export const CONFIDENT_SCORE = 0.5;

/** BM25 inverse document frequency (never negative; highest for terms no passage holds). */
export function inverseDocumentFrequency(documentFrequency: number, passageCount: number): number {
  return Math.log(1 + (passageCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

interface QueryWeights {
  readonly position: ReadonlyMap<string, number>;
  readonly weights: readonly number[];
  readonly idfs: readonly number[];
  readonly mass: number;
  idf(term: string): number;
}

/**
 * Weighted Jaccard similarity (by idf) of the query's terms and a FAQ question's terms; `marks` is
 * scratch space of the query's size.
 */
function questionSimilarity(question: readonly string[], query: QueryWeights, marks: Uint8Array): number {
  if (question.length === 0) return 0;
  marks.fill(0);
  let shared = 0;
  let union = query.mass;
  const others = new Set<string>();
  for (const term of question) {
    const slot = query.position.get(term);
    if (slot === undefined) others.add(term);
    else if (marks[slot] === 0) {
      marks[slot] = 1;
      shared += (query.idfs[slot] ?? 0) * (query.weights[slot] ?? 1);
    }
  }
  for (const term of others) union += query.idf(term);
  return union === 0 ? 0 : shared / union;
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/**
 * Ranks candidate passages for a query: BM25F over the title, question and body fields, plus a bonus
 * for FAQ questions similar to the visitor's, best first (ties by passage id, so the order of the
 * candidates does not matter). Each result has a confidence in [0, 1]: the share of the question
 * (by idf) the passage covers, raised by its FAQ question's similarity to the visitor's. Candidates
 * sharing no term with the query are left out.
 *
 * @example rankPassages(toQueryTerms('horario'), candidates, stats)[0]?.confidence // 1
 */
export function rankPassages(
  query: KnowledgeQuery,
  candidates: readonly RankCandidate[],
  stats: CorpusStats,
  parameters: RankingParameters = DEFAULT_RANKING,
): RankedPassage[] {
  const idf = (term: string): number =>
    inverseDocumentFrequency(stats.documentFrequency(term), stats.passageCount);
  // The query's distinct terms as parallel arrays; `position` finds a term's slot.
  const position = new Map<string, number>();
  const terms: string[] = [];
  const weights: number[] = [];
  const certainties: number[] = [];
  for (const { term, weight, source } of query.terms) {
    const certainty = source === 'typo' ? parameters.typoConfidence : 1;
    const slot = position.get(term);
    if (slot === undefined) {
      position.set(term, terms.length);
      terms.push(term);
      weights.push(weight);
      certainties.push(certainty);
    } else if (weight > (weights[slot] ?? 0)) {
      weights[slot] = weight;
      certainties[slot] = certainty;
    }
  }
  const idfs = terms.map(idf);
  const mass = idfs.reduce((sum, value) => sum + value, 0);
  const queryWeights: QueryWeights = { position, weights, idfs, mass, idf };
  const size = terms.length;
  const fields = INDEX_FIELDS.length;
  const counts = new Float64Array(size * fields);
  const marks = new Uint8Array(size);
  const ranked: RankedPassage[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate.passage.id)) continue;
    seen.add(candidate.passage.id);
    counts.fill(0);
    const norms = INDEX_FIELDS.map((field, f) => {
      for (const term of candidate.terms[field]) {
        const slot = position.get(term);
        if (slot !== undefined) counts[f * size + slot] = (counts[f * size + slot] ?? 0) + 1;
      }
      const average = stats.averageFieldLengths[field] || 1;
      return 1 - parameters.b[field] + (parameters.b[field] * candidate.terms[field].length) / average;
    });
    let bm25 = 0;
    let covered = 0;
    const matchedTerms: string[] = [];
    for (let slot = 0; slot < size; slot += 1) {
      let frequency = 0;
      for (let f = 0; f < fields; f += 1) {
        const tf = counts[f * size + slot] ?? 0;
        const field = INDEX_FIELDS[f] as IndexField;
        if (tf > 0) frequency += (parameters.weights[field] * tf) / (norms[f] ?? 1);
      }
      if (frequency === 0) continue;
      const weighted = (weights[slot] ?? 1) * (idfs[slot] ?? 0);
      matchedTerms.push(terms[slot] ?? '');
      covered += weighted * (certainties[slot] ?? 1);
      bm25 += (weighted * frequency * (parameters.k1 + 1)) / (parameters.k1 + frequency);
    }
    if (matchedTerms.length === 0) continue;
    const coverage = mass === 0 ? 0 : clamp01(covered / mass);
    const similarity = clamp01(questionSimilarity(candidate.terms.question, queryWeights, marks));
    const bonus = mass * (parameters.questionBoost * similarity + parameters.coverageBoost * coverage);
    const language = candidate.passage.language === query.language ? 1 + parameters.languageBoost : 1;
    ranked.push({
      passage: candidate.passage,
      score: (bm25 + bonus) * language,
      confidence: clamp01(coverage + parameters.similarityConfidence * similarity),
      coverage,
      questionSimilarity: similarity,
      matchedTerms,
    });
  }
  return ranked.sort(
    (a, b) => b.score - a.score || (a.passage.id < b.passage.id ? -1 : a.passage.id > b.passage.id ? 1 : 0),
  );
}
