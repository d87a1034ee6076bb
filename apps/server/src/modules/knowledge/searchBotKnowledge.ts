import { type KnowledgeSearchResult, type SearchOptions, searchKnowledge } from '@plubot/knowledge';
import type { Database } from '../../db/client';
import { createDatabaseIndex } from './databaseIndex';
import { type EmbeddingSettings, readEmbeddingsConfig } from './embedPassages';

/**
 * Searches a bot's knowledge for a question, the one way the server does it (the owner's tester,
 * the knowledge node, the AI nodes): by words over the database, and by meaning too when this
 * server has an embeddings model (`AI_EMBEDDING_MODEL`), with its `AI_EMBEDDING_SIMILARITY`.
 *
 * @example const found = await searchBotKnowledge(app.db, app.config, plubot.id, '¿abren el sábado?')
 */
export function searchBotKnowledge(
  db: Database,
  config: EmbeddingSettings,
  plubotId: string,
  question: string,
  options: Omit<SearchOptions, 'confidentSimilarity'> = {},
): Promise<KnowledgeSearchResult> {
  const index = createDatabaseIndex(db, plubotId, readEmbeddingsConfig(config));
  return searchKnowledge(index, question, {
    ...options,
    confidentSimilarity: config.AI_EMBEDDING_SIMILARITY,
  });
}
