import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ChatCompletionConfig } from '../../lib/chatCompletion';
import { findActiveCredentials } from './connectionService';
import { toOwnerCompletionConfig } from './services/openai';

/**
 * The AI a bot's AI nodes and composed knowledge answers use: its owner's own OpenAI connection
 * (profile → Integraciones; their key and model, sent through the SSRF-safe client) when they have
 * an active one, else the server's (`AI_BASE_URL`), else none.
 *
 * @example const ai = await resolveBotAi(app, plubot.ownerId); if (ai) await createChatCompletion(ai, request);
 */
export async function resolveBotAi(
  deps: {
    db: Database;
    config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'ENCRYPTION_KEY' | 'HTTP_ALLOWED_HOSTS'>;
  },
  ownerId: string,
): Promise<ChatCompletionConfig | undefined> {
  const own = await findActiveCredentials(deps.db, deps.config.ENCRYPTION_KEY, ownerId, 'openai');
  if (own) return toOwnerCompletionConfig(deps.config, own);
  if (!deps.config.AI_BASE_URL) return undefined;
  return { baseUrl: deps.config.AI_BASE_URL, apiKey: deps.config.AI_API_KEY, model: deps.config.AI_MODEL };
}
