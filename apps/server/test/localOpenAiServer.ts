import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature: number;
    max_tokens: number;
  };
}

/**
 * A local server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`), for
 * testing the real AI integration. It answers "Eco: {last user message}".
 */
export async function startLocalOpenAiServer() {
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
