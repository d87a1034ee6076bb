import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatLiveEvent } from '../types';
import { type EventSourceLike, openVisitorStream, parseLiveEvent } from './visitorStream';

const base = { sessionId: 's1', plubotId: 'p1' };
const personMessage = {
  type: 'message',
  ...base,
  message: { seq: 5, from: 'person', text: 'Hola', author: 'Ana', at: '2025-01-01T00:00:00Z' },
};

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function setUp(retryDelaysMs = [100, 200]) {
  const sources: FakeSource[] = [];
  const events: ChatLiveEvent[] = [];
  const stop = openVisitorStream('/api/chat/sessions/s1/events?token=t', (event) => events.push(event), {
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    retryDelaysMs,
  });
  return { sources, events, stop };
}

describe('parseLiveEvent', () => {
  it('reads a message, a status and a person typing', () => {
    expect(parseLiveEvent(JSON.stringify(personMessage))).toEqual({
      type: 'message',
      message: { seq: 5, from: 'person', text: 'Hola', author: 'Ana' },
    });
    expect(
      parseLiveEvent(JSON.stringify({ type: 'status', ...base, status: 'person', agentName: 'Ana' })),
    ).toEqual({ type: 'status', handoff: { status: 'person', agentName: 'Ana' } });
    expect(parseLiveEvent(JSON.stringify({ type: 'typing', ...base, from: 'person' }))).toEqual({
      type: 'typing',
    });
  });

  it('ignores the visitor’s own typing and anything malformed', () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'typing', ...base, from: 'visitor' }))).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ type: 'status', ...base, status: 'lost' }))).toBeNull();
  });
});

describe('openVisitorStream', () => {
  afterEach(() => vi.useRealTimers());

  it('hands over the named events of the stream and closes on stop', () => {
    const { sources, events, stop } = setUp();
    expect(sources[0]?.url).toBe('/api/chat/sessions/s1/events?token=t');
    sources[0]?.emit('message', personMessage);
    sources[0]?.emit('status', { type: 'status', ...base, status: 'waiting', agentName: null });
    sources[0]?.emit('typing', { type: 'typing', ...base, from: 'visitor' });
    expect(events.map((e) => e.type)).toEqual(['message', 'status']);
    stop();
    expect(sources[0]?.closed).toBe(true);
    sources[0]?.emit('typing', { type: 'typing', ...base, from: 'person' });
    expect(events).toHaveLength(2);
  });

  it('lets the browser reconnect by itself, and opens a new stream after a wait when it gave up', () => {
    vi.useFakeTimers();
    const { sources, stop } = setUp();
    const first = sources[0] as FakeSource;
    first.readyState = 0; // reconnecting: the browser's own job
    first.emit('error');
    vi.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(1);
    first.readyState = 2; // shut for good
    first.emit('error');
    vi.advanceTimersByTime(99);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]?.close();
    sources[1]?.emit('error');
    vi.advanceTimersByTime(200);
    expect(sources).toHaveLength(3);
    stop();
    sources[2]?.close();
    sources[2]?.emit('error');
    vi.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(3);
  });
});
