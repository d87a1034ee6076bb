import { toContextPassage, toKnowledgeContext } from '@plubot/knowledge';
import type { Database } from '../../db/client';
import type { EmbeddingSettings } from './embedPassages';
import { searchBotKnowledge } from './searchBotKnowledge';

/** What an AI node asks for, as far as its knowledge goes (`AiEffectRequest` of `@plubot/engine`). */
export interface KnowledgeAwareRequest {
  systemMessage?: string | undefined;
  /** Set when the node answers with the bot's knowledge: what to search it for. */
  knowledgeQuery?: string | undefined;
  /** The conversation's language, sent with `knowledgeQuery`. */
  language?: 'es' | 'en' | undefined;
}

/** How many passages an AI node gets from the bot's knowledge at most. */
const CONTEXT_PASSAGES = 3;

/**
 * An AI node's request with the bot's knowledge added (issue #30): when it carries a
 * `knowledgeQuery`, the bot's passages are searched for it and those relevant enough are appended
 * to its system message (`toKnowledgeContext`, in the request's language, else `language`). The
 * request as it came when it has no query or nothing relevant is found. May throw (the database).
 *
 * @example const completion = await createChatCompletion(ai, await withKnowledgeContext(deps, bot.id, request));
 */
export async function withKnowledgeContext<R extends KnowledgeAwareRequest>(
  deps: { db: Database; config: EmbeddingSettings },
  plubotId: string,
  request: R,
  language: 'es' | 'en' = 'es',
): Promise<R> {
  const query = request.knowledgeQuery?.trim() ?? '';
  if (query === '') return request;
  const search = await searchBotKnowledge(deps.db, deps.config, plubotId, query, { limit: CONTEXT_PASSAGES });
  const context = toKnowledgeContext(search.results.map(toContextPassage), request.language ?? language);
  if (context === '') return request;
  const system = request.systemMessage?.trim() ?? '';
  return { ...request, systemMessage: system === '' ? context : `${system}\n\n${context}` };
}
