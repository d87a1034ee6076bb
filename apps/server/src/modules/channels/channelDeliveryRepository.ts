import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelDeliveries } from '../../db/schema';
import { decideDeliveryRetry, MAX_DELIVERY_ATTEMPTS, PENDING_LEASE_MS } from './decideDeliveryRetry';

/** An incoming update claimed for its `attempt`-th run (1 for the webhook's own). */
export interface ClaimedDelivery {
  channel: string;
  plubotId: string;
  externalId: string;
  attempt: number;
  /**
   * Whether the channel showed an error when its connection was read for this run: only then does
   * an answered update clear it (a healthy channel costs no write). Absent: not known, cleared.
   */
  channelInError?: boolean;
}

/** A due update taken by the sweeper, with the event its turn answers. */
export interface DueDelivery extends ClaimedDelivery {
  payload: object | null;
}

/** Done updates are kept this long (a provider's late retry still finds them). */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
/** Updates given up are kept this long. */
const KEEP_GIVEN_UP_MS = 30 * 24 * 60 * 60_000;
/** Most rows one statement of the pruning deletes. */
const PRUNE_BATCH = 500;
/** Most statements of each kind one pruning runs. */
const PRUNE_ROUNDS = 10;

const keyOf = (delivery: Omit<ClaimedDelivery, 'attempt'>) =>
  and(
    eq(channelDeliveries.channel, delivery.channel),
    eq(channelDeliveries.plubotId, delivery.plubotId),
    eq(channelDeliveries.externalId, delivery.externalId),
  );

/** Rows of a raw statement, the same from either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims one delivery of a channel (an incoming update, an outgoing inbox message) for exactly-once:
 * true for the first claim, false when it was already taken (a provider's retry, another copy).
 * With `payload` (the parsed event its turn answers, never a secret) the update is `pending` on its
 * first run, so it can run again if that fails ({@link failDelivery}); without, it is `done` at once.
 */
export async function claimDelivery(
  db: Database,
  channel: string,
  plubotId: string,
  externalId: string,
  payload?: object,
): Promise<boolean> {
  const now = new Date();
  const inserted = await db
    .insert(channelDeliveries)
    .values(
      payload
        ? {
            channel,
            plubotId,
            externalId,
            state: 'pending',
            payload,
            attempts: 1,
            nextAttemptAt: new Date(now.getTime() + PENDING_LEASE_MS),
            updatedAt: now,
          }
        : { channel, plubotId, externalId, updatedAt: now },
    )
    .onConflictDoNothing()
    .returning({ externalId: channelDeliveries.externalId });
  return inserted.length > 0;
}

/**
 * Marks an update's run done (answered, or its turn saved even if its replies were not sent: it
 * never runs again) and forgets its payload. A run another copy took over since changes nothing.
 */
export async function finishDelivery(
  db: Database,
  delivery: ClaimedDelivery,
  lastError: string | null = null,
): Promise<void> {
  await db
    .update(channelDeliveries)
    .set({ state: 'done', payload: null, nextAttemptAt: null, lastError, updatedAt: new Date() })
    .where(
      and(
        keyOf(delivery),
        eq(channelDeliveries.state, 'pending'),
        eq(channelDeliveries.attempts, delivery.attempt),
      ),
    );
}

/**
 * Marks an update's run failed (nothing of its turn saved): it runs again later
 * (`decideDeliveryRetry`), or after its last run — or at once with `giveUp` — it is given up.
 * Answers which, or `stale` when another copy took the run over meanwhile.
 */
export async function failDelivery(
  db: Database,
  delivery: ClaimedDelivery,
  lastError: string,
  options: { now?: Date; giveUp?: boolean } = {},
): Promise<'retry' | 'gaveUp' | 'stale'> {
  const now = options.now ?? new Date();
  const nextAttemptAt = options.giveUp ? null : decideDeliveryRetry(delivery.attempt, now);
  const updated = await db
    .update(channelDeliveries)
    .set({ state: 'failed', nextAttemptAt, lastError: lastError.slice(0, 200), updatedAt: now })
    .where(
      and(
        keyOf(delivery),
        eq(channelDeliveries.state, 'pending'),
        eq(channelDeliveries.attempts, delivery.attempt),
      ),
    )
    .returning({ state: channelDeliveries.state });
  if (updated.length === 0) return 'stale';
  return nextAttemptAt ? 'retry' : 'gaveUp';
}

/**
 * Takes up to `limit` updates due to run again — failed ones whose wait is over, and pending ones
 * whose run was abandoned (its copy died mid-turn) — each for one copy only: the row moves to its
 * next attempt in the same statement (`FOR UPDATE SKIP LOCKED`, and the outer condition checked
 * again on the locked row), so two copies never take the same run.
 */
export async function takeDueDeliveries(db: Database, now: Date, limit: number): Promise<DueDelivery[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + PENDING_LEASE_MS).toISOString();
  const result = await db.execute(sql`
    update channel_deliveries d
    set state = 'pending', attempts = d.attempts + 1, next_attempt_at = ${lease}::timestamptz,
        updated_at = ${at}::timestamptz
    from (
      select channel, plubot_id, external_id from channel_deliveries
      where state in ('pending', 'failed') and next_attempt_at <= ${at}::timestamptz
        and attempts < ${MAX_DELIVERY_ATTEMPTS}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ) due
    where d.channel = due.channel and d.plubot_id = due.plubot_id and d.external_id = due.external_id
      and d.state in ('pending', 'failed') and d.next_attempt_at <= ${at}::timestamptz
    returning d.channel, d.plubot_id as "plubotId", d.external_id as "externalId",
      d.attempts as "attempt", d.payload`);
  return rowsOf<DueDelivery>(result);
}

/**
 * Gives up the updates whose last run was abandoned (pending past its lease on the last attempt),
 * answering each one's bot and channel (the owner is told).
 */
export async function giveUpAbandonedDeliveries(
  db: Database,
  now: Date,
): Promise<{ channel: string; plubotId: string }[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update channel_deliveries
    set state = 'failed', next_attempt_at = null, last_error = 'abandoned', updated_at = ${at}::timestamptz
    where state = 'pending' and next_attempt_at <= ${at}::timestamptz
      and attempts >= ${MAX_DELIVERY_ATTEMPTS}
    returning channel, plubot_id as "plubotId"`);
  return rowsOf<{ channel: string; plubotId: string }>(result);
}

/**
 * Deletes what exactly-once no longer needs, in bounded batches: done deliveries (incoming and
 * outgoing) older than 7 days, and given-up updates older than 30. Answers how many went.
 */
export async function pruneDeliveries(db: Database, now: Date): Promise<number> {
  const doneBefore = new Date(now.getTime() - KEEP_DONE_MS).toISOString();
  const givenUpBefore = new Date(now.getTime() - KEEP_GIVEN_UP_MS).toISOString();
  const kinds = [
    sql`state = 'done' and updated_at < ${doneBefore}::timestamptz`,
    sql`state = 'failed' and next_attempt_at is null and updated_at < ${givenUpBefore}::timestamptz`,
  ];
  let deleted = 0;
  for (const condition of kinds) {
    for (let round = 0; round < PRUNE_ROUNDS; round++) {
      const result = await db.execute(sql`
        delete from channel_deliveries
        where (channel, plubot_id, external_id) in (
          select channel, plubot_id, external_id from channel_deliveries
          where ${condition}
          limit ${PRUNE_BATCH}
        )
        returning 1 as gone`);
      const count = rowsOf<unknown>(result).length;
      deleted += count;
      if (count < PRUNE_BATCH) break;
    }
  }
  return deleted;
}
