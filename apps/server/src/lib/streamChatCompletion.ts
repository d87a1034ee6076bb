import { createServerSentEventReader } from '@plubot/contracts';
import {
  type ChatCompletionConfig,
  type ChatCompletionRequest,
  createChatCompletion,
  postChatCompletion,
  readCompletionText,
} from './chatCompletion';

/**
 * A chat completion read as it is written: `chunks` yields the answer's pieces (and throws if the
 * connection breaks midway). `streamed` is false when the service ignored `stream: true` and
 * answered at once; `chunks` then yields that whole answer.
 */
export type ChatCompletionStream =
  | { ok: true; streamed: boolean; chunks: AsyncIterable<string> }
  | { ok: false; error: string };

/**
 * Asks an OpenAI-compatible `POST {baseUrl}/chat/completions` with `stream: true` and reads its
 * server-sent events (`data: {"choices":[{"delta":{"content":"…"}}]}` … `data: [DONE]`); a service
 * that does not stream gets its whole answer read instead. An owner's API (`config.send`, the
 * SSRF-safe client, which reads whole answers) is asked without streaming and yields its answer at
 * once. Never throws before the answer begins.
 */
export async function streamChatCompletion(
  config: ChatCompletionConfig,
  request: ChatCompletionRequest,
): Promise<ChatCompletionStream> {
  if (config.send) {
    const whole = await createChatCompletion(config, request);
    return whole.ok ? { ok: true, streamed: false, chunks: yieldOnce(whole.text) } : whole;
  }
  try {
    const response = await postChatCompletion(config, request, true);
    if (!response.ok) {
      const text = await response.text();
      return { ok: false, error: `${response.status} ${text.slice(0, 200)}` };
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) {
      const whole = readCompletionText(await response.text());
      if (!whole.ok) return whole;
      return { ok: true, streamed: false, chunks: yieldOnce(whole.text) };
    }
    return { ok: true, streamed: true, chunks: readDeltas(response.body) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

async function* yieldOnce(text: string): AsyncGenerator<string> {
  yield text;
}

/** The text pieces of an OpenAI event stream, up to `[DONE]`. */
async function* readDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = createServerSentEventReader();
  const decoder = new TextDecoder();
  const pieces = function* (events: string[]) {
    for (const data of events) {
      if (data.trim() === '[DONE]') return true;
      const delta = readDelta(data);
      if (delta) yield delta;
    }
    return false;
  };
  const source = body.getReader();
  try {
    for (;;) {
      const { done, value } = await source.read();
      if (done) break;
      if (yield* pieces(reader.push(decoder.decode(value, { stream: true })))) return;
    }
    yield* pieces(reader.push(decoder.decode()).concat(reader.end()));
  } finally {
    // A reader that stops early (the browser went away) lets the AI service stop too.
    await source.cancel().catch(() => undefined);
  }
}

function readDelta(data: string): string {
  try {
    const event = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = event.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}
