import { type LiveEvent, liveEventSchema } from '@plubot/contracts';
import { createSseParser, type SseFrame } from './sseParser';

/**
 * Where the owner's live stream stands: opening, receiving, waiting to reopen after a drop, out of
 * reach (the inbox polls its list meanwhile), or given up (the session ended).
 */
export type LiveStreamStatus = 'connecting' | 'live' | 'reconnecting' | 'polling' | 'stopped';

export interface LiveStreamOptions {
  /** Opens the stream, resuming after `lastEventId` when there is one; rejects when it cannot. */
  open: (lastEventId: string | null, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStreamStatus) => void;
  /** False for a failure not worth another try (the session is over); default: always retry. */
  shouldRetry?: (error: unknown) => boolean;
  /** With nothing received for this long (the server pings every ~25 s), the stream is reopened. */
  idleTimeoutMs?: number;
}

/** The shortest and the longest wait before reopening the stream. */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 10_000;
/** A stream that stayed open this long was healthy: the next drop waits the shortest time again. */
export const STABLE_STREAM_MS = 30_000;
/** More than two missed pings: the connection is dead even if it never said so. */
export const IDLE_TIMEOUT_MS = 60_000;

/** The wait before the `attempt`-th try in a row (0-based): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
}

/** The live event a frame carries, or null for one that is not (bad JSON, an unknown shape). */
export function readLiveEvent(frame: SseFrame): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(frame.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the owner's live stream open until `stop()`: reads its frames as they arrive, hands on each
 * valid event, remembers the last event id and, when the stream ends, fails or goes silent, reopens
 * it with `Last-Event-ID` after a growing wait (1 s → 10 s; back to 1 s after a stream that lasted). While it cannot be opened at all the
 * status is `polling`, so the screens poll instead, and it keeps trying.
 */
export function createLiveStream(options: LiveStreamOptions) {
  const { open, onEvent, onStatus, shouldRetry = () => true, idleTimeoutMs = IDLE_TIMEOUT_MS } = options;
  let stopped = false;
  let lastEventId: string | null = null;
  let current: AbortController | null = null;
  let wakeUp: (() => void) | null = null;
  let status: LiveStreamStatus | null = null;

  const setStatus = (next: LiveStreamStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  /** Reads one opened stream until it ends, fails or stays silent too long. */
  const read = async (body: ReadableStream<Uint8Array>, controller: AbortController, arm: () => void) => {
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', cancel, { once: true });
    const parser = createSseParser();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) return;
        arm();
        for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
          if (frame.id !== undefined) lastEventId = frame.id;
          const event = readLiveEvent(frame);
          if (event && !stopped) onEvent(event);
        }
      }
    } catch {
      // A dropped connection: reopened below.
    } finally {
      controller.signal.removeEventListener('abort', cancel);
    }
  };

  const run = async () => {
    let attempt = 0;
    setStatus('connecting');
    while (!stopped) {
      const controller = new AbortController();
      current = controller;
      let idle: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(idle);
        idle = setTimeout(() => controller.abort(), idleTimeoutMs);
      };
      arm();
      let body: ReadableStream<Uint8Array>;
      try {
        body = await open(lastEventId, controller.signal);
      } catch (error) {
        clearTimeout(idle);
        if (stopped) return;
        if (!shouldRetry(error)) {
          setStatus('stopped');
          return;
        }
        setStatus('polling');
        await wait(reconnectDelay(attempt));
        attempt += 1;
        continue;
      }
      if (stopped) return;
      setStatus('live');
      const openedAt = Date.now();
      await read(body, controller, arm);
      clearTimeout(idle);
      if (stopped) return;
      // A stream that lasted starts the waits over; one the server keeps ending at once does not.
      if (Date.now() - openedAt >= STABLE_STREAM_MS) attempt = 0;
      setStatus('reconnecting');
      await wait(reconnectDelay(attempt));
      attempt += 1;
    }
  };

  void run();

  return {
    /** Closes the stream for good. */
    stop() {
      if (stopped) return;
      stopped = true;
      current?.abort();
      wakeUp?.();
      setStatus('stopped');
    },
    /** The id of the last event received, sent as `Last-Event-ID` when reopening. */
    getLastEventId: () => lastEventId,
  };
}
