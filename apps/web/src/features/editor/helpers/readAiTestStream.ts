import { aiNodeStreamEventSchema, createServerSentEventReader } from '@plubot/contracts';

/** How a streamed AI test ended: the whole answer, or the server's failure after it had begun. */
export type AiTestStreamResult = { ok: true; text: string } | { ok: false; code: string; message: string };

/**
 * Reads the events of `POST /api/ai-node/stream` as they arrive, calling `onText` with the answer so
 * far after each piece. A stream cut before its `done` event ends as `AI_FAILED` with no message.
 * @example await readAiTestStream(response.body, (text) => setPartial(text));
 */
export async function readAiTestStream(
  body: ReadableStream<Uint8Array>,
  onText: (textSoFar: string) => void,
): Promise<AiTestStreamResult> {
  const events = createServerSentEventReader();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let text = '';
  const handle = (data: string): AiTestStreamResult | undefined => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return undefined;
    }
    const parsed = aiNodeStreamEventSchema.safeParse(json);
    if (!parsed.success) return undefined;
    const event = parsed.data;
    if (event.type === 'done') return { ok: true, text: event.response };
    if (event.type === 'error') return { ok: false, code: event.code, message: event.message };
    text += event.text;
    onText(text);
    return undefined;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const pieces = done ? events.end() : events.push(decoder.decode(value, { stream: true }));
      for (const data of pieces) {
        const end = handle(data);
        if (end) return end;
      }
      if (done) return { ok: false, code: 'AI_FAILED', message: '' };
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
