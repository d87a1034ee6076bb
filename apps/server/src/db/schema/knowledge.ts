import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { plubots } from './plubots';

/** A full-text search document, written with `array_to_tsvector` (see knowledge/processSource). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What an owner gave a bot to answer from (issue #30): a text, question/answer pairs, a file or a
 * web page. The row is its own job too: `processing` sources are claimed by a worker
 * (`locked_until`, `FOR UPDATE SKIP LOCKED`), read into passages, and retried with backoff
 * (`attempts`, `next_attempt_at`) until `ready` or `error`.
 */
export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'text' | 'faq' | 'url' | 'file'>().notNull(),
    title: text('title').notNull(),
    /** A text's body. */
    body: text('body'),
    /** A FAQ's pairs. */
    pairs: jsonb('pairs').$type<{ question: string; answer: string }[]>(),
    url: text('url'),
    /** A web source reads every page of the sitemap at `url`. */
    sitemap: boolean('sitemap').notNull().default(false),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    /** The uploaded file, kept to read it again ('Actualizar') and for retries. */
    content: bytea('content'),
    byteSize: integer('byte_size').notNull().default(0),
    status: text('status').$type<'processing' | 'ready' | 'error'>().notNull().default('processing'),
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    passageCount: integer('passage_count').notNull().default(0),
    /** While a sitemap is read: pages read so far of `progress_total` (both null otherwise). */
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('knowledge_sources_bot').on(table.plubotId, table.createdAt),
    index('knowledge_sources_due').on(table.nextAttemptAt).where(sql`status = 'processing'`),
  ],
);

/**
 * A readable excerpt of a source, the unit the bot searches: its text, the headings above it, the
 * FAQ question, and its index terms per field (`@plubot/knowledge`'s stems, synonyms folded) both
 * as text — read back to rank with field weights — and, all together, as a `tsvector` under a GIN
 * index: the first stage of a search (PostgreSQL full-text search) finds the passages holding any
 * of a question's terms.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<'text' | 'faq' | 'record'>().notNull(),
    headings: jsonb('headings').$type<string[]>().notNull(),
    question: text('question'),
    text: text('text').notNull(),
    language: text('language').$type<'es' | 'en'>().notNull(),
    titleTerms: text('title_terms').notNull(),
    questionTerms: text('question_terms').notNull(),
    bodyTerms: text('body_terms').notNull(),
    /** The passage's folded words (for typo correction), each once. */
    words: text('words').notNull(),
    search: tsvector('search').notNull(),
    /**
     * The passage's embedding (float32, little-endian) from the AI provider's `AI_EMBEDDING_MODEL`,
     * for the search by meaning; null until the knowledge worker has it (never needed to search).
     */
    embedding: bytea('embedding'),
    /** The model that made `embedding`: a passage of another model is embedded again. */
    embeddingModel: text('embedding_model'),
  },
  (table) => [
    index('knowledge_passages_source').on(table.sourceId, table.position),
    index('knowledge_passages_search').using('gin', table.search),
    index('knowledge_passages_bot').on(table.plubotId),
    index('knowledge_passages_unembedded').on(table.plubotId).where(sql`embedding_model is null`),
  ],
);

/**
 * Questions a bot's knowledge could not answer with confidence ('Preguntas sin respuesta'), until
 * the owner answers them (`answered_at`).
 */
export const knowledgeUnanswered = pgTable(
  'knowledge_unanswered',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    question: text('question').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('knowledge_unanswered_bot').on(table.plubotId, table.createdAt)],
);
