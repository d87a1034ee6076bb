export interface ChatCompletionConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
  /**
   * How the request is sent when the API is not the operator's own (`AI_BASE_URL`) but an owner's
   * (an OpenAI connection): through the SSRF-safe client. Unset: plain `fetch`.
   */
  send?: (request: {
    url: string;
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
  }) => Promise<{ ok: true; status: number; body: string } | { ok: false; error: string }>;
}

export interface ChatCompletionRequest {
  systemMessage?: string | undefined;
  prompt: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
  temperature: number;
  maxTokens: number;
}

export type ChatCompletionResult = { ok: true; text: string } | { ok: false; error: string };

/**
 * Calls an OpenAI-compatible `POST {baseUrl}/chat/completions` (OpenAI, Azure-compatible proxies,
 * Ollama, vLLM, LM Studio …) and returns the first choice's text. Never throws.
 */
export async function createChatCompletion(
  config: ChatCompletionConfig,
  request: ChatCompletionRequest,
): Promise<ChatCompletionResult> {
  try {
    if (config.send) {
      const sent = await config.send({
        url: completionsUrl(config),
        headers: completionHeaders(config),
        body: JSON.stringify(completionBody(config, request, false)),
        timeoutMs: config.timeoutMs ?? 30_000,
      });
      if (!sent.ok) return { ok: false, error: sent.error };
      if (sent.status < 200 || sent.status >= 300)
        return { ok: false, error: `${sent.status} ${sent.body.slice(0, 200)}` };
      return readCompletionText(sent.body);
    }
    const response = await postChatCompletion(config, request, false);
    const text = await response.text();
    if (!response.ok) return { ok: false, error: `${response.status} ${text.slice(0, 200)}` };
    return readCompletionText(text);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Sends the chat-completions request (`stream: true` asks for server-sent events); may throw. */
export function postChatCompletion(
  config: ChatCompletionConfig,
  request: ChatCompletionRequest,
  stream: boolean,
): Promise<Response> {
  return fetch(completionsUrl(config), {
    method: 'POST',
    headers: completionHeaders(config),
    body: JSON.stringify(completionBody(config, request, stream)),
    signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
  });
}

const completionsUrl = (config: ChatCompletionConfig) =>
  `${config.baseUrl.replace(/\/$/, '')}/chat/completions`;

function completionHeaders(config: ChatCompletionConfig): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };
}

function completionBody(config: ChatCompletionConfig, request: ChatCompletionRequest, stream: boolean) {
  const messages = [
    ...(request.systemMessage ? [{ role: 'system', content: request.systemMessage }] : []),
    ...(request.history ?? []),
    { role: 'user', content: request.prompt },
  ];
  return {
    model: config.model,
    messages,
    temperature: request.temperature,
    max_tokens: request.maxTokens,
    ...(stream ? { stream: true } : {}),
  };
}

/** The first choice's text of a whole (not streamed) chat-completions answer. */
export function readCompletionText(body: string): ChatCompletionResult {
  try {
    const parsed = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') return { ok: false, error: 'empty' };
    return { ok: true, text: content.trim() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
