import { describe, expect, it } from 'vitest';
import { readAiTestStream } from './readAiTestStream';

/** A response body that arrives in the given pieces. */
function bodyOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const event = (value: object) => `data: ${JSON.stringify(value)}\n\n`;

describe('readAiTestStream', () => {
  it('shows the answer growing piece by piece and ends with the whole answer', async () => {
    const seen: string[] = [];
    const wire = event({ type: 'delta', text: 'Hola ' }) + event({ type: 'delta', text: 'qué tal' });
    const result = await readAiTestStream(
      bodyOf([
        wire.slice(0, 12),
        wire.slice(12),
        event({ type: 'done', response: 'Hola qué tal', streamed: true }),
      ]),
      (text) => seen.push(text),
    );
    expect(seen).toEqual(['Hola ', 'Hola qué tal']);
    expect(result).toEqual({ ok: true, text: 'Hola qué tal' });
  });

  it("ends with the server's failure, or AI_FAILED when the stream is cut before its end", async () => {
    const failed = await readAiTestStream(
      bodyOf([
        event({ type: 'delta', text: 'Ho' }),
        event({ type: 'error', code: 'AI_FAILED', message: 'El servicio de IA falló.' }),
      ]),
      () => undefined,
    );
    expect(failed).toEqual({ ok: false, code: 'AI_FAILED', message: 'El servicio de IA falló.' });
    const cut = await readAiTestStream(bodyOf([event({ type: 'delta', text: 'Ho' })]), () => undefined);
    expect(cut).toEqual({ ok: false, code: 'AI_FAILED', message: '' });
  });
});
