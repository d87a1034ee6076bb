import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers a request with. */
export interface ReceiverAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A plain HTTP server on a loopback port that keeps every request it receives (method, path, headers,
 * body) and answers with `answer(request)` — 200 and an empty body when it returns nothing. Stands in
 * for the APIs and webhooks a bot's nodes call.
 */
export async function startLocalHttpReceiver(
  answer: (request: ReceivedRequest) => ReceiverAnswer | undefined,
) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const reply = answer(entry) ?? {};
      response.writeHead(reply.status ?? 200, reply.headers ?? {});
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** The requests whose path starts with `prefix`, oldest first. */
    to: (prefix: string) => received.filter((request) => request.url.startsWith(prefix)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
