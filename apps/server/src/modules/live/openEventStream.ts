import { PassThrough } from 'node:stream';
import type { LiveEvent } from '@plubot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How often a quiet stream sends a comment, so proxies and phones keep it open. */
export const HEARTBEAT_MS = 25_000;

/** One open Server-Sent Events stream: send events, and learn when the client went away. */
export interface EventStream {
  send(id: string | null, event: LiveEvent): void;
  /** Resolves when the client disconnected (or the stream was ended). */
  readonly closed: Promise<void>;
  end(): void;
}

/** One SSE frame: `id:` when the event is stored (resumable), its type, its JSON on one line. */
export function formatEventFrame(id: string | null, event: LiveEvent): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Answers `request` with a Server-Sent Events stream (`text/event-stream`, no caching, no proxy
 * buffering) through Fastify's reply, so the security headers still apply. A comment every
 * {@link HEARTBEAT_MS}; `retry: 2000` tells `EventSource` to come back two seconds after a drop.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  const body = new PassThrough();
  let open = true;
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const heartbeat = setInterval(() => {
    if (open) body.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    body.end();
    markClosed();
  };
  request.raw.on('close', finish);
  body.on('error', finish);
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void reply.send(body);
  body.write('retry: 2000\n\n');
  return {
    send(id, event) {
      if (open) body.write(formatEventFrame(id, event));
    },
    closed,
    end: finish,
  };
}
