import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@plubot/contracts';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * An event on its way to the streams: the owner whose streams carry it, and its stored id (`null`
 * for what is never stored — typing, a bot's turn shown live in the inbox).
 */
export interface BusEvent {
  readonly id: string | null;
  readonly ownerId: string;
  readonly event: LiveEvent;
}

/**
 * Carries live events from the server copy that has them to the open streams on every copy
 * (issue #29): in-process with the embedded database (one process), PostgreSQL `LISTEN/NOTIFY`
 * with `DATABASE_URL`, Redis pub/sub with `REDIS_URL`. Delivery is at most once and unordered
 * across copies — a stream that dropped resumes from the stored events (`Last-Event-ID`).
 */
export interface LiveBus {
  publish(event: BusEvent): Promise<void>;
  /** Calls `listener` with every event published from now on, on any copy; returns the unsubscribe. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'plubot_live';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; bigger events travel as their id. */
const MAX_NOTIFY_BYTES = 7900;

/** The listeners of one process, told synchronously (errors in one never reach another). */
function createListeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: BusEvent) => emitter.emit('event', event),
    subscribe(listener: (event: BusEvent) => void) {
      const safe = (event: BusEvent) => {
        try {
          listener(event);
        } catch {
          // A stream that failed to write is closed by its own handler.
        }
      };
      emitter.on('event', safe);
      return () => void emitter.off('event', safe);
    },
    count: () => emitter.listenerCount('event'),
  };
}

/** One process: the embedded database (and tests). */
export function createLocalBus(): LiveBus {
  const listeners = createListeners();
  return {
    publish: async (event) => void listeners.emit(event),
    subscribe: listeners.subscribe,
    close: async () => undefined,
  };
}

/**
 * Redis pub/sub: one subscriber connection per copy; each copy's own events come back to it from
 * Redis like everyone else's, so every copy sees each event once.
 */
export function createRedisBus(redis: Redis): LiveBus {
  const listeners = createListeners();
  const subscriber = redis.duplicate();
  const ready = subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, message: string) => {
    const event = parseBusEvent(message);
    if (event) listeners.emit(event);
  });
  return {
    async publish(event) {
      await ready;
      await redis.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe: listeners.subscribe,
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}

/**
 * PostgreSQL `LISTEN/NOTIFY`: listening on a connection of its own, reopened after a drop;
 * notifying through `notify` (the app's pool, so notifications never queue behind one
 * connection). An event too big for a notification travels as `{ ref }` and `loadEvent` reads it
 * back from the stored events (only stored events can be that big: a person's long message).
 */
export function createPostgresBus(options: {
  url: string;
  notify: (channel: string, payload: string) => Promise<unknown>;
  loadEvent: (id: string) => Promise<BusEvent | undefined>;
  onError: (error: Error) => void;
}): LiveBus {
  const { url, notify, loadEvent, onError } = options;
  const listeners = createListeners();
  let client: pg.Client | undefined;
  let closed = false;
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const parsed = parseBusEvent(message.payload);
      if (parsed) listeners.emit(parsed);
      else void readReference(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      if (client === next) client = undefined;
      if (!closed) setTimeout(() => void ensure().catch(onError), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    return next;
  };
  let connecting: Promise<pg.Client> | undefined;
  const ensure = async () => {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    client = await connecting;
    return client;
  };
  const readReference = async (payload: string) => {
    try {
      const reference = JSON.parse(payload) as { ref?: string };
      if (typeof reference.ref !== 'string') return;
      const event = await loadEvent(reference.ref);
      if (event) listeners.emit(event);
    } catch (error) {
      onError(error as Error);
    }
  };
  const started = ensure();
  return {
    async publish(event) {
      await started;
      const text = JSON.stringify(event);
      const payload =
        Buffer.byteLength(text) < MAX_NOTIFY_BYTES || event.id === null
          ? text
          : JSON.stringify({ ref: event.id, ownerId: event.ownerId });
      await notify(CHANNEL, payload);
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      await started.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}

/** A bus event from its JSON, or undefined for anything else (a reference, garbage). */
function parseBusEvent(text: string): BusEvent | undefined {
  try {
    const value = JSON.parse(text) as Partial<BusEvent>;
    if (typeof value.ownerId !== 'string' || typeof value.event !== 'object' || value.event === null) {
      return undefined;
    }
    return { id: typeof value.id === 'string' ? value.id : null, ownerId: value.ownerId, event: value.event };
  } catch {
    return undefined;
  }
}
