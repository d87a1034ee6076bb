// @plubot/knowledge — the pure retrieval core of the bot's knowledge (issue #30): passages from the
// owner's documents, Spanish/English text analysis, ranking and answers without an AI provider.
// See ../CONTEXT.md.

export { faqToPassages } from './passages/faqToPassages';
export {
  DEFAULT_MAX_CHARS,
  DEFAULT_MIN_CHARS,
  type PassageSizeOptions,
  packParagraphs,
  splitLongParagraph,
} from './passages/packParagraphs';
export type {
  FaqPair,
  KnowledgeSource,
  Language,
  Passage,
  PassageKind,
  RecordValue,
} from './passages/passageTypes';
export {
  looksLikeHeading,
  PLAIN_HEADING_LEVEL,
  readTextBlocks,
  type TextBlock,
} from './passages/readTextBlocks';
export { recordsToPassages } from './passages/recordsToPassages';
export { splitIntoPassages } from './passages/splitIntoPassages';
export { splitSentences } from './passages/splitSentences';
export { splitTextSource } from './passages/splitTextSource';
export {
  blendSemantic,
  DEFAULT_CONFIDENT_SIMILARITY,
  semanticConfidence,
} from './search/blendSemantic';
export { collectVocabulary } from './search/collectVocabulary';
export { computeCorpusStats } from './search/computeCorpusStats';
export { correctTypo, maxTypoDistance, type TypoCorrection } from './search/correctTypo';
export { createMemoryIndex, type MemoryKnowledgeIndex } from './search/createMemoryIndex';
export { type GroupOptions, groupSimilarQuestions, type QuestionGroup } from './search/groupSimilarQuestions';
export { isAnswerSupported, SUPPORTED_SHARE } from './search/isAnswerSupported';
export {
  CONFIDENT_SCORE,
  DEFAULT_RANKING,
  inverseDocumentFrequency,
  type RankingParameters,
  rankPassages,
} from './search/rankPassages';
export { type KnowledgeSearchResult, type SearchOptions, searchKnowledge } from './search/searchKnowledge';
export {
  type CorpusStats,
  INDEX_FIELDS,
  type IndexField,
  type IndexTerms,
  type KnowledgeIndex,
  type KnowledgeQuery,
  type QueryTerm,
  type QueryTermSource,
  type RankCandidate,
  type RankedPassage,
  type SimilarCandidate,
  type Vocabulary,
} from './search/searchTypes';
export { toContextPassage } from './search/toContextPassage';
export { analyzePassage, type PassageAnalysis, toIndexTerms } from './search/toIndexTerms';
export {
  CONTEXT_MAX_CHARS,
  CONTEXT_MAX_PASSAGES,
  CONTEXT_MIN_CONFIDENCE,
  type ContextPassage,
  type KnowledgeContextOptions,
  toKnowledgeContext,
} from './search/toKnowledgeContext';
export { TYPO_WEIGHTS, toQueryTerms } from './search/toQueryTerms';
export { MAX_ANSWER_CHARS, trimAnswer } from './search/trimAnswer';
export { createVectorSet, type VectorMatch, type VectorSet } from './search/vectorSet';
export {
  type AnalyzedWord,
  analyzeText,
  lookupSynonym,
  MAX_WORD_LENGTH,
  textToTerms,
} from './text/analyzeText';
export { damerauLevenshtein } from './text/damerauLevenshtein';
export { detectLanguage } from './text/detectLanguage';
export { foldText } from './text/foldText';
export { stemEnglish } from './text/stemEnglish';
export { stemSpanish } from './text/stemSpanish';
export { stemWord } from './text/stemWord';
export { isStopWord, STOP_WORDS } from './text/stopWords';
export { SYNONYM_GROUPS } from './text/synonymGroups';
export {
  buildSynonymLookup,
  findSynonymConflicts,
  parseSynonymGroups,
  SYNONYM_LOOKUP,
  SYNONYMS,
  type SynonymGroup,
  type SynonymLookup,
} from './text/synonyms';
export { tokenize } from './text/tokenize';
