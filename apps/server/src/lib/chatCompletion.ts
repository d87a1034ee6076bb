export interface ChatCompletionConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
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
  const messages = [
    ...(request.systemMessage ? [{ role: 'system', content: request.systemMessage }] : []),
    ...(request.history ?? []),
    { role: 'user', content: request.prompt },
  ];
  return fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      messages,
      temperature: request.temperature,
      max_tokens: request.maxTokens,
      ...(stream ? { stream: true } : {}),
    }),
    signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
  });
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
