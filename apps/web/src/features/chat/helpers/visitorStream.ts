import { liveEventSchema } from '@plubot/contracts';
import type { ChatLiveEvent } from '../types';

/** The named events of the visitor's stream (Server-Sent Events). */
export const VISITOR_STREAM_EVENTS = ['message', 'status', 'typing'] as const;

/** What the stream needs of the browser's `EventSource` (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

const CLOSED = 2;

/** After the stream is shut for good (a restarting server's 502), try again after these waits (ms). */
export const STREAM_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

export interface VisitorStreamOptions {
  createSource?: (url: string) => EventSourceLike;
  retryDelaysMs?: readonly number[];
}

/**
 * Reads one event of the visitor's stream: a message (a person's, a system note or the bot going
 * on), who answers now, or a person typing. Anything else (the visitor's own typing, a malformed
 * payload) is null.
 * @example parseLiveEvent('{"type":"typing","sessionId":"s","plubotId":"p","from":"person"}') // { type: 'typing' }
 */
export function parseLiveEvent(data: string): ChatLiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data;
  switch (event.type) {
    case 'message': {
      const { seq, from, text, author } = event.message;
      return { type: 'message', message: { seq, from, text, ...(author ? { author } : {}) } };
    }
    case 'status':
      return { type: 'status', handoff: { status: event.status, agentName: event.agentName } };
    case 'typing':
      return event.from === 'person' ? { type: 'typing' } : null;
  }
}

/**
 * Follows the visitor's stream at `url` and hands each event to `onEvent`. The browser reconnects
 * by itself (resending `Last-Event-ID`); when it gives up (the server answered an error), a new
 * stream opens after a growing wait. Returns the stop. Without `EventSource` it does nothing.
 */
export function openVisitorStream(
  url: string,
  onEvent: (event: ChatLiveEvent) => void,
  options: VisitorStreamOptions = {},
): () => void {
  const createSource =
    options.createSource ??
    (typeof EventSource === 'undefined' ? null : (address: string) => new EventSource(address));
  if (!createSource) return () => {};
  const delays = options.retryDelaysMs ?? STREAM_RETRY_DELAYS_MS;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  const connect = () => {
    const current = createSource(url);
    source = current;
    for (const name of VISITOR_STREAM_EVENTS) {
      current.addEventListener(name, (event) => {
        const parsed = event instanceof MessageEvent ? parseLiveEvent(String(event.data)) : null;
        if (parsed && !stopped) onEvent(parsed);
      });
    }
    current.addEventListener('open', () => {
      attempts = 0;
    });
    current.addEventListener('error', () => {
      if (stopped || current.readyState !== CLOSED || source !== current) return;
      const wait = delays[Math.min(attempts, delays.length - 1)];
      attempts += 1;
      if (wait !== undefined) retryTimer = setTimeout(connect, wait);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
