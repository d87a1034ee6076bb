import { type LiveEvent, liveEventSchema } from '@plubot/contracts';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveEvents } from '../../db/schema';
import type { BusEvent, LiveBus } from './liveBus';
import type { EventStream } from './openEventStream';

/** How long stored events are kept for streams to resume from. */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
/** The most stored events a resuming stream is sent at once (older ones are for the transcript). */
const MAX_REPLAYED = 500;

/** The events of one owner's bots, or of one conversation (a visitor's stream). */
export type LiveEventScope = { ownerId: string } | { sessionId: string };

/**
 * Stores events of a conversation (inside the caller's transaction, with the facts they tell of)
 * and answers them ready for the bus: publish them once the transaction committed
 * ({@link publishLiveEvents}), so nothing is pushed that was not stored.
 */
export async function insertLiveEvents(
  db: Database,
  ownerId: string,
  events: readonly Exclude<LiveEvent, { type: 'typing' }>[],
): Promise<BusEvent[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insert(liveEvents)
    .values(
      events.map((event) => ({
        ownerId,
        plubotId: event.plubotId,
        sessionId: event.sessionId,
        payload: event as unknown as Record<string, unknown>,
      })),
    )
    .returning({ id: liveEvents.id });
  return rows.map((row, index) => ({ id: String(row.id), ownerId, event: events[index] as LiveEvent }));
}

/** Pushes stored (or never stored) events to every copy's streams; a failed push is only logged. */
export async function publishLiveEvents(
  bus: LiveBus,
  events: readonly BusEvent[],
  onError: (error: unknown) => void,
): Promise<void> {
  for (const event of events) {
    await bus.publish(event).catch(onError);
  }
}

/** Stored events of `scope` after `afterId`, oldest first. */
export async function readLiveEventsAfter(
  db: Database,
  scope: LiveEventScope,
  afterId: string,
): Promise<BusEvent[]> {
  const after = Number(afterId);
  if (!Number.isSafeInteger(after) || after < 0) return [];
  const rows = await db
    .select({ id: liveEvents.id, ownerId: liveEvents.ownerId, payload: liveEvents.payload })
    .from(liveEvents)
    .where(
      and(
        'ownerId' in scope
          ? eq(liveEvents.ownerId, scope.ownerId)
          : eq(liveEvents.sessionId, scope.sessionId),
        gt(liveEvents.id, after),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(MAX_REPLAYED);
  return rows.flatMap((row) => {
    const event = liveEventSchema.safeParse(row.payload);
    return event.success ? [{ id: String(row.id), ownerId: row.ownerId, event: event.data }] : [];
  });
}

/** One stored event by id (a notification too big for PostgreSQL travels as its id). */
export async function readLiveEvent(db: Database, id: string): Promise<BusEvent | undefined> {
  const number = Number(id);
  if (!Number.isSafeInteger(number)) return undefined;
  const [row] = await db
    .select({ ownerId: liveEvents.ownerId, payload: liveEvents.payload })
    .from(liveEvents)
    .where(eq(liveEvents.id, number));
  const event = liveEventSchema.safeParse(row?.payload);
  return row && event.success ? { id, ownerId: row.ownerId, event: event.data } : undefined;
}

/** The newest stored event id of `scope` ('0' with none): where a fresh stream starts from. */
export async function readLastLiveEventId(db: Database, scope: LiveEventScope): Promise<string> {
  const [row] = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(
      'ownerId' in scope ? eq(liveEvents.ownerId, scope.ownerId) : eq(liveEvents.sessionId, scope.sessionId),
    )
    .orderBy(desc(liveEvents.id))
    .limit(1);
  return row ? String(row.id) : '0';
}

/** Drops stored events older than {@link LIVE_EVENTS_KEPT_MS}. */
export async function pruneLiveEvents(db: Database, now = new Date()): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS)));
}

/** How many sent ids a stream remembers to never send an event twice. */
const REMEMBERED_IDS = 2000;

/**
 * Follows the events of `scope` on an open stream: first those stored after `lastEventId` (a
 * reconnecting client misses nothing), then live ones from the bus as they come — listened to
 * before the stored ones are read, so nothing falls between the two, and never one twice (events
 * committed at the same moment may arrive out of order, so sent ids are remembered rather than
 * compared to the last). `accept` picks what this stream may carry. Resolves when the client goes away.
 */
export async function followLiveEvents(options: {
  db: Database;
  bus: LiveBus;
  stream: EventStream;
  scope: LiveEventScope;
  lastEventId: string | undefined;
  accept: (event: BusEvent) => boolean;
}): Promise<void> {
  const { db, bus, stream, scope, accept } = options;
  const sent = new Set<string>();
  const order: string[] = [];
  let replaying = true;
  const waiting: BusEvent[] = [];
  const deliver = (event: BusEvent) => {
    if (!accept(event)) return;
    if (event.id !== null) {
      if (sent.has(event.id)) return;
      sent.add(event.id);
      order.push(event.id);
      if (order.length > REMEMBERED_IDS) sent.delete(order.shift() as string);
    }
    stream.send(event.id, event.event);
  };
  const unsubscribe = bus.subscribe((event) => {
    if (replaying) waiting.push(event);
    else deliver(event);
  });
  try {
    if (options.lastEventId !== undefined) {
      for (const event of await readLiveEventsAfter(db, scope, options.lastEventId)) deliver(event);
    }
    replaying = false;
    for (const event of waiting.splice(0)) deliver(event);
    await stream.closed;
  } finally {
    unsubscribe();
  }
}
