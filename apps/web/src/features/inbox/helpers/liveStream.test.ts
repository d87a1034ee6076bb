import type { LiveEvent } from '@plubot/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveStream, type LiveStreamStatus, reconnectDelay } from './liveStream';

const encoder = new TextEncoder();

const STATUS_EVENT: LiveEvent = {
  type: 'status',
  sessionId: 's1',
  plubotId: 'b1',
  status: 'waiting',
  agentName: null,
};
const TYPING_EVENT: LiveEvent = { type: 'typing', sessionId: 's1', plubotId: 'b1', from: 'visitor' };

/** A stream that sends `chunks` and then ends, or stays open when `keepOpen`. */
function streamOf(chunks: string[], keepOpen = false): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
}

function frame(event: LiveEvent, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

function setUp(open: (lastEventId: string | null) => Promise<ReadableStream<Uint8Array>>, extra = {}) {
  const events: LiveEvent[] = [];
  const statuses: LiveStreamStatus[] = [];
  const openSpy = vi.fn((lastEventId: string | null, _signal: AbortSignal) => open(lastEventId));
  const stream = createLiveStream({
    open: openSpy,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    ...extra,
  });
  return { events, statuses, openSpy, stream };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('createLiveStream', () => {
  it('hands on the events, skips bad frames and pings, and resumes from the last id after the end', async () => {
    const { events, statuses, openSpy, stream } = setUp(async (lastEventId) =>
      lastEventId === null
        ? streamOf([
            frame(STATUS_EVENT, '4').slice(0, 10),
            frame(STATUS_EVENT, '4').slice(10),
            ': ping\n\n',
            'data: {bad\n\n',
            frame(TYPING_EVENT),
          ])
        : streamOf([], true),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([STATUS_EVENT, TYPING_EVENT]);
    expect(stream.getLastEventId()).toBe('4');
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(999);
    expect(openSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(openSpy).toHaveBeenCalledTimes(2);
    expect(openSpy.mock.calls[1]?.[0]).toBe('4');
    expect(statuses.at(-1)).toBe('live');
    stream.stop();
  });

  it('polls meanwhile when the stream cannot be opened, with growing waits, and goes live once it opens', async () => {
    let failures = 3;
    const { statuses, openSpy, stream } = setUp(async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('unreachable');
      }
      return streamOf([], true);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual(['connecting', 'polling']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(openSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(openSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(openSpy).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(openSpy).toHaveBeenCalledTimes(4);
    expect(statuses).toEqual(['connecting', 'polling', 'live']);
    stream.stop();
  });

  it('gives up when the failure is not worth another try', async () => {
    const { statuses, openSpy } = setUp(
      async () => {
        throw new Error('session over');
      },
      { shouldRetry: () => false },
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'stopped']);
  });

  it('reopens a stream that stays silent past the idle timeout', async () => {
    const { statuses, openSpy, stream } = setUp(async () => streamOf([], true), { idleTimeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(openSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(openSpy).toHaveBeenCalledTimes(2);
    stream.stop();
  });

  it('waits longer each time the server ends the stream at once, and stops for good on stop()', async () => {
    const { openSpy, statuses, stream } = setUp(async () => streamOf([': ping\n\n']));
    await vi.advanceTimersByTimeAsync(1000);
    expect(openSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(openSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(openSpy).toHaveBeenCalledTimes(3);
    stream.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(openSpy).toHaveBeenCalledTimes(3);
    expect(statuses.at(-1)).toBe('stopped');
  });

  it('goes back to the shortest wait after a stream that lasted', async () => {
    let opens = 0;
    const { openSpy, stream } = setUp(async () => {
      opens += 1;
      // The third stream lasts 40 s (pinging every 20 s), the others end at once.
      if (opens !== 3) return streamOf([]);
      return new ReadableStream<Uint8Array>({
        start(controller) {
          setTimeout(() => controller.enqueue(encoder.encode(': ping\n\n')), 20_000);
          setTimeout(() => controller.close(), 40_000);
        },
      });
    });
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(openSpy).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(40_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(openSpy).toHaveBeenCalledTimes(4);
    stream.stop();
  });

  it('aborts the open request when stopped', async () => {
    let signal: AbortSignal | undefined;
    const stream = createLiveStream({
      open: (_id, openSignal) => {
        signal = openSignal;
        return new Promise(() => undefined);
      },
      onEvent: () => undefined,
      onStatus: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(false);
    stream.stop();
    expect(signal?.aborted).toBe(true);
  });
});
