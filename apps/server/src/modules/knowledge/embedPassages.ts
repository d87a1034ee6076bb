import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { knowledgePassages, knowledgeSources } from '../../db/schema';
import {
  createEmbeddings,
  EMBEDDING_BATCH,
  type EmbeddingsConfig,
  vectorToBytes,
} from '../../lib/embeddings';
import { bumpKnowledgeVersion } from './knowledgeStore';

export type EmbeddingSettings = Pick<
  Config,
  'AI_BASE_URL' | 'AI_API_KEY' | 'AI_EMBEDDING_MODEL' | 'AI_EMBEDDING_SIMILARITY'
>;

/** The embeddings API of this server: the AI provider with `AI_EMBEDDING_MODEL`, else none. */
export function readEmbeddingsConfig(config: EmbeddingSettings): EmbeddingsConfig | undefined {
  if (!config.AI_BASE_URL || !config.AI_EMBEDDING_MODEL) return undefined;
  return { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_EMBEDDING_MODEL };
}

/** What a passage's embedding is made from: where it sits, its FAQ question and its text. */
export function toEmbeddingInput(passage: {
  title: string;
  headings: readonly string[];
  question: string | null;
  text: string;
}): string {
  return [[passage.title, ...passage.headings].join(' › '), passage.question ?? '', passage.text]
    .filter((part) => part.trim() !== '')
    .join('\n');
}

/**
 * Forgets the embeddings another model made (the server's model changed), so that the worker
 * embeds those passages again: vectors of two models cannot be compared.
 */
export async function forgetOtherModels(db: Database, model: string): Promise<void> {
  const changed = await db
    .update(knowledgePassages)
    .set({ embedding: null, embeddingModel: null })
    .where(ne(knowledgePassages.embeddingModel, model))
    .returning({ plubotId: knowledgePassages.plubotId });
  for (const plubotId of new Set(changed.map((row) => row.plubotId)))
    await bumpKnowledgeVersion(db, plubotId);
}

/**
 * Embeds the passages that have no embedding yet, {@link EMBEDDING_BATCH} at a time, up to
 * `maxBatches` batches: each batch is one call to the embeddings API, then its vectors are stored
 * and the bots concerned get a new knowledge version (their cached vectors are read again). Stops
 * at the first failure — the passages wait for the next sweep — and answers how many it embedded.
 * Two server copies may embed one passage twice; the second write is the same.
 */
export async function embedPendingPassages(
  deps: { db: Database; embeddings: EmbeddingsConfig; log: { warn: (o: object, m: string) => void } },
  maxBatches = 8,
): Promise<number> {
  let embedded = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows = await deps.db
      .select({
        id: knowledgePassages.id,
        plubotId: knowledgePassages.plubotId,
        title: knowledgeSources.title,
        headings: knowledgePassages.headings,
        question: knowledgePassages.question,
        text: knowledgePassages.text,
      })
      .from(knowledgePassages)
      .innerJoin(knowledgeSources, eq(knowledgeSources.id, knowledgePassages.sourceId))
      .where(isNull(knowledgePassages.embeddingModel))
      .orderBy(knowledgePassages.plubotId, knowledgePassages.id)
      .limit(EMBEDDING_BATCH);
    if (rows.length === 0) break;
    const result = await createEmbeddings(deps.embeddings, rows.map(toEmbeddingInput));
    if (!result.ok) {
      deps.log.warn({ error: result.error, passages: rows.length }, 'knowledge embeddings failed');
      break;
    }
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      for (const [index, row] of rows.entries()) {
        const vector = result.vectors[index];
        if (!vector) continue;
        await db
          .update(knowledgePassages)
          .set({ embedding: Buffer.from(vectorToBytes(vector)), embeddingModel: deps.embeddings.model })
          .where(and(eq(knowledgePassages.id, row.id), isNull(knowledgePassages.embeddingModel)));
      }
      for (const plubotId of new Set(rows.map((row) => row.plubotId)))
        await bumpKnowledgeVersion(db, plubotId);
    });
    embedded += rows.length;
    if (rows.length < EMBEDDING_BATCH) break;
  }
  return embedded;
}

/** Every embedded passage of a bot, for the search by meaning. */
export function readBotVectors(db: Database, plubotId: string, model: string) {
  return db
    .select({ id: knowledgePassages.id, embedding: knowledgePassages.embedding })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.plubotId, plubotId), eq(knowledgePassages.embeddingModel, model)));
}
