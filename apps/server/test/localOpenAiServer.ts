import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature: number;
    max_tokens: number;
    stream?: boolean;
  };
}

export interface LocalOpenAiOptions {
  /** Answer `stream: true` with server-sent events, as OpenAI does (default); false ignores it. */
  streaming?: boolean;
  /** Break the connection after this many streamed pieces, as a service that fails midway. */
  breakAfterPieces?: number;
}

/**
 * A local server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`), for
 * testing the real AI integration. It answers "Eco: {last user message}", word by word as
 * server-sent events when asked to stream (`data: {"choices":[{"delta":{"content":"…"}}]}` lines,
 * then `data: [DONE]`).
 */
export async function startLocalOpenAiServer(options: LocalOpenAiOptions = {}) {
  const received: ReceivedCompletion[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ReceivedCompletion['body'];
      received.push({ authorization: req.headers.authorization, body });
      const last = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      if (body.stream && options.streaming !== false) {
        streamAnswer(res, `Eco: ${last}`, options.breakAfterPieces);
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'chatcmpl-local',
          object: 'chat.completion',
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: `Eco: ${last}` }, finish_reason: 'stop' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes `answer` word by word as OpenAI's chat-completion chunks, then `[DONE]`. */
function streamAnswer(res: ServerResponse, answer: string, breakAfterPieces: number | undefined) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (delta: object, finishReason?: string) =>
    `data: ${JSON.stringify({
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, ...(finishReason ? { finish_reason: finishReason } : {}) }],
    })}\n\n`;
  res.write(event({ role: 'assistant' }));
  const pieces = answer.match(/\S+\s*/g) ?? [];
  if (breakAfterPieces !== undefined) {
    const sent = pieces.slice(0, breakAfterPieces).map((content) => event({ content }));
    res.write(sent.join(''), () => res.socket?.destroy());
    return;
  }
  for (const content of pieces) res.write(event({ content }));
  res.write(event({}, 'stop'));
  res.end('data: [DONE]\n\n');
}
