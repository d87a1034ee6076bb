import { OPENAI_DEFAULT_BASE_URL, openAiCredentialsSchema } from '@plubot/contracts';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { ChatCompletionConfig } from '../../../lib/chatCompletion';
import { safeHttpRequest } from '../../../lib/safeHttpRequest';
import type { ConnectionCheck, ConnectorContext, ServiceConnector } from './serviceConnector';

export type OpenAiCredentials = z.output<typeof openAiCredentialsSchema>;

const CHECK_TIMEOUT_MS = 10_000;

/** The service's own words in an error answer (`{"error":{"message":"Incorrect API key…"}}`), else the status. */
function readReason(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string' && message.trim() !== '') return message.trim().slice(0, 200);
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${status}`;
}

/**
 * Checks an OpenAI (or compatible) account with the service itself: `GET {baseUrl}/models` with
 * the key, through the SSRF-safe client. Accepted when the service answers 2xx and, when it lists
 * its models, the chosen one is among them; refused on 401/403 with the service's reason.
 */
async function checkOpenAi(ctx: ConnectorContext, credentials: OpenAiCredentials): Promise<ConnectionCheck> {
  const response = await ctx.http(
    {
      method: 'GET',
      url: `${credentials.baseUrl ?? OPENAI_DEFAULT_BASE_URL}/models`,
      headers: { authorization: `Bearer ${credentials.apiKey}`, accept: 'application/json' },
      timeoutMs: CHECK_TIMEOUT_MS,
    },
    { maxResponseBytes: 2_000_000 },
  );
  if (!response.ok) return { ok: false, kind: 'unreachable', reason: response.error };
  if (response.status === 401 || response.status === 403) {
    return { ok: false, kind: 'refused', reason: readReason(response.status, response.body) };
  }
  if (response.status < 200 || response.status >= 300) {
    return { ok: false, kind: 'unreachable', reason: readReason(response.status, response.body) };
  }
  const listed = readModelIds(response.body);
  if (listed.length > 0 && !listed.includes(credentials.model)) {
    return { ok: false, kind: 'modelUnknown', reason: credentials.model };
  }
  return { ok: true };
}

/** The model ids of a `/models` answer (`{"data":[{"id":"gpt-4o-mini"}, …]}`); none when it lists none. */
function readModelIds(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { data?: { id?: unknown }[] };
    return (Array.isArray(parsed.data) ? parsed.data : [])
      .map((model) => model?.id)
      .filter((id): id is string => typeof id === 'string');
  } catch {
    return [];
  }
}

/**
 * The chat-completions settings of an owner's OpenAI connection: its key, model and API, sent
 * through the SSRF-safe client (the address is the owner's, not the operator's).
 */
export function toOwnerCompletionConfig(
  config: Pick<Config, 'HTTP_ALLOWED_HOSTS'>,
  credentials: OpenAiCredentials,
): ChatCompletionConfig {
  return {
    baseUrl: credentials.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    apiKey: credentials.apiKey,
    model: credentials.model,
    send: async (request) => {
      const response = await safeHttpRequest(
        {
          method: 'POST',
          url: request.url,
          headers: request.headers,
          body: request.body,
          timeoutMs: request.timeoutMs,
        },
        { allowedHosts: config.HTTP_ALLOWED_HOSTS },
      );
      return response.ok
        ? { ok: true, status: response.status, body: response.body }
        : { ok: false, error: response.error };
    },
  };
}

/** An OpenAI (or compatible) account: the AI of the owner's bots (no actions of its own). */
export const openAiConnector: ServiceConnector<OpenAiCredentials> = {
  title: 'OpenAI',
  secretOf: (credentials) => credentials.apiKey,
  settingsOf: (credentials) => ({
    model: credentials.model,
    baseUrl: credentials.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
  }),
  read: (value) => {
    const parsed = openAiCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: checkOpenAi,
};
