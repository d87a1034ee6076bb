import { z } from 'zod';

/**
 * Knowledge (issue #30): what an owner gives a bot to answer free questions from — text typed or
 * pasted, question/answer pairs, a file (PDF, DOCX, TXT, Markdown, CSV) or a website page or
 * sitemap — split into passages the «Responder con conocimiento» node searches.
 */
export const KNOWLEDGE_SOURCE_KINDS = ['text', 'faq', 'url', 'file'] as const;
export const knowledgeSourceKindSchema = z.enum(KNOWLEDGE_SOURCE_KINDS);
export type KnowledgeSourceKind = z.infer<typeof knowledgeSourceKindSchema>;

/** Where a source stands: being read and indexed, ready to answer from, or failed (with the reason). */
export const KNOWLEDGE_SOURCE_STATUSES = ['processing', 'ready', 'error'] as const;
export type KnowledgeSourceStatus = (typeof KNOWLEDGE_SOURCE_STATUSES)[number];

/** Why a source could not be read, each said in the owner's language (`knowledge.errors.*`). */
export const KNOWLEDGE_ERROR_CODES = [
  'unreadable',
  'empty',
  'tooLarge',
  'encrypted',
  'unsupported',
  'fetchFailed',
  'blocked',
  'robots',
  'timeout',
  'overLimit',
] as const;
export type KnowledgeErrorCode = (typeof KNOWLEDGE_ERROR_CODES)[number];

/** The sizes a source's fields may have. */
export const KNOWLEDGE_FIELD_LIMITS = {
  title: 120,
  body: 200_000,
  pairs: 300,
  question: 300,
  answer: 2_000,
  url: 2_000,
  query: 300,
  /** The largest file one upload may carry (the plan's total still applies). */
  fileBytes: 10 * 1024 * 1024,
} as const;

/** The file types a source may be, by extension. */
export const KNOWLEDGE_FILE_EXTENSIONS = ['pdf', 'docx', 'txt', 'md', 'markdown', 'csv'] as const;

const title = z
  .string()
  .trim()
  .min(1, 'knowledge.validation.titleRequired')
  .max(KNOWLEDGE_FIELD_LIMITS.title, 'knowledge.validation.titleTooLong');

export const knowledgeFaqPairSchema = z.object({
  question: z
    .string()
    .trim()
    .min(3, 'knowledge.validation.questionTooShort')
    .max(KNOWLEDGE_FIELD_LIMITS.question, 'knowledge.validation.questionTooLong'),
  answer: z
    .string()
    .trim()
    .min(1, 'knowledge.validation.answerRequired')
    .max(KNOWLEDGE_FIELD_LIMITS.answer, 'knowledge.validation.answerTooLong'),
});
export type KnowledgeFaqPair = z.infer<typeof knowledgeFaqPairSchema>;

const body = z
  .string()
  .trim()
  .min(1, 'knowledge.validation.bodyRequired')
  .max(KNOWLEDGE_FIELD_LIMITS.body, 'knowledge.validation.bodyTooLong');
const pairs = z
  .array(knowledgeFaqPairSchema)
  .min(1, 'knowledge.validation.pairsRequired')
  .max(KNOWLEDGE_FIELD_LIMITS.pairs, 'knowledge.validation.tooManyPairs');
const url = z
  .string()
  .trim()
  .max(KNOWLEDGE_FIELD_LIMITS.url, 'knowledge.validation.urlInvalid')
  .regex(/^https?:\/\/[^\s/]+/i, 'knowledge.validation.urlInvalid');

/**
 * `POST /api/plubots/:id/knowledge/sources` as JSON: a text, a FAQ, or a web page (`sitemap`: the
 * address is a sitemap, every page it lists is read). A file goes as multipart (`file`, `title?`).
 */
export const createKnowledgeSourceBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), title, body }),
    z.object({ kind: z.literal('faq'), title: title.optional(), pairs }),
    z.object({ kind: z.literal('url'), title: title.optional(), url, sitemap: z.boolean().optional() }),
  ],
  { error: 'knowledge.validation.kind' },
);
export type CreateKnowledgeSourceBody = z.infer<typeof createKnowledgeSourceBodySchema>;

/**
 * `PUT /api/plubots/:id/knowledge/sources/:sourceId`: a new title, text or pairs (by kind), or
 * `refresh` to read a web page or file again ('Actualizar'). The source is indexed again.
 */
export const updateKnowledgeSourceBodySchema = z.object({
  title: title.optional(),
  body: body.optional(),
  pairs: pairs.optional(),
  url: url.optional(),
  refresh: z.boolean().optional(),
});
export type UpdateKnowledgeSourceBody = z.infer<typeof updateKnowledgeSourceBodySchema>;

export const knowledgeSourceSchema = z.object({
  id: z.string(),
  kind: knowledgeSourceKindSchema,
  title: z.string(),
  status: z.enum(KNOWLEDGE_SOURCE_STATUSES),
  /** Why it failed, in the caller's language (null unless `error`). */
  error: z.object({ code: z.enum(KNOWLEDGE_ERROR_CODES), message: z.string() }).nullable(),
  passageCount: z.number().int().nonnegative(),
  /** While a sitemap is being read: the pages read so far of those it will read (null otherwise). */
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().positive() }).nullable(),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  /** What the source weighs against the plan's total (its text, or the file). */
  byteSize: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

export const knowledgePassageSchema = z.object({
  id: z.string(),
  position: z.number().int().nonnegative(),
  kind: z.enum(['text', 'faq', 'record']),
  headings: z.array(z.string()),
  question: z.string().nullable(),
  text: z.string(),
  language: z.enum(['es', 'en']),
});
export type KnowledgePassage = z.infer<typeof knowledgePassageSchema>;

/** What a bot's plan lets it keep, and what it keeps. */
export const knowledgeUsageSchema = z.object({
  sources: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  maxSources: z.number().int().positive(),
  maxBytes: z.number().int().positive(),
});
export type KnowledgeUsage = z.infer<typeof knowledgeUsageSchema>;

/** `GET /api/plubots/:id/knowledge/sources`: newest first. */
export const knowledgeSourcesResponseSchema = z.object({
  success: z.literal(true),
  sources: z.array(knowledgeSourceSchema),
  usage: knowledgeUsageSchema,
});

/** One source with its passages (`GET`), or as it is after a change (`POST`, `PUT`). */
export const knowledgeSourceResponseSchema = z.object({
  success: z.literal(true),
  source: knowledgeSourceSchema,
  passages: z.array(knowledgePassageSchema),
  /** What the owner wrote, to edit it: a text's body, a FAQ's pairs. */
  body: z.string().optional(),
  pairs: z.array(knowledgeFaqPairSchema).optional(),
});

/** `POST /api/plubots/:id/knowledge/search`: the owner's tester, and other clients. */
export const knowledgeSearchBodySchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'knowledge.validation.queryRequired')
    .max(KNOWLEDGE_FIELD_LIMITS.query, 'knowledge.validation.queryTooLong'),
  limit: z.number().int().min(1).max(10).optional(),
});

export const knowledgeSearchResultSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  sourceTitle: z.string(),
  heading: z.string().optional(),
  text: z.string(),
  /**
   * The ranking's score by words (comparable within one search; 0 for a passage found by meaning
   * alone) and how sure the match is, in [0, 1].
   */
  score: z.number(),
  confidence: z.number(),
  /** How near the passage's meaning is to the question's (cosine), when the server has embeddings. */
  similarity: z.number().optional(),
});
export type KnowledgeSearchResult = z.infer<typeof knowledgeSearchResultSchema>;

export const knowledgeSearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(knowledgeSearchResultSchema),
  /** The best passage is sure enough to answer with; `answer` is what the bot would say. */
  confident: z.boolean(),
  answer: z.string().nullable(),
});

/** A group of similar questions the bot could not answer ('Preguntas sin respuesta'). */
export const unansweredGroupSchema = z.object({
  /** The most recent question of the group, as the visitor wrote it. */
  question: z.string(),
  count: z.number().int().positive(),
  lastAskedAt: z.string(),
  /** Other ways visitors asked it (up to 5). */
  examples: z.array(z.string()),
  questionIds: z.array(z.string()),
});
export type UnansweredGroup = z.infer<typeof unansweredGroupSchema>;

export const unansweredResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(unansweredGroupSchema),
});

/**
 * `POST /api/plubots/:id/knowledge/unanswered/answer` ("Añadir respuesta"): the answer becomes a
 * question/answer pair of the bot's «Respuestas añadidas» FAQ, and the questions leave the list.
 */
export const answerUnansweredBodySchema = z.object({
  questionIds: z.array(z.uuid('knowledge.validation.questionIds')).min(1).max(200),
  question: knowledgeFaqPairSchema.shape.question,
  answer: knowledgeFaqPairSchema.shape.answer,
});
