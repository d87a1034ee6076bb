import { and, eq, lte, sql } from 'drizzle-orm';
import { powerWaits } from '../../../db/schema';
import { type ResumeDeps, resumeWaitingConversation } from './resumeWaitingConversation';

/** How long one copy holds an unsettled wait while it tells its conversation. */
const SETTLE_LEASE_MS = 60_000;
/** Most waits one sweep settles. */
const SETTLE_BATCH = 20;

/** A finished wait whose conversation is still to be told. */
interface UnsettledWait {
  id: string;
  sessionId: string;
  nodeId: string;
  status: 'done' | 'failed' | 'expired';
  outputs: Record<string, string | number | boolean | null> | null;
}

/**
 * Tells a finished wait's conversation how it ended — by 'Pagado' (`done`) or 'No pagado' (failed
 * for good, or its time over) — and marks it settled. A conversation that no longer waits on it is
 * settled too. A failure (the conversation busy for long, the database) leaves it for the next sweep.
 */
export async function settleWait(deps: ResumeDeps, wait: UnsettledWait): Promise<void> {
  try {
    await resumeWaitingConversation(deps, wait.sessionId, {
      nodeId: wait.nodeId,
      outcome: wait.status === 'done' ? 'done' : 'notDone',
      outputs: wait.outputs ?? {},
    });
  } catch (error) {
    deps.log.warn({ err: error, waitId: wait.id }, 'power wait: conversation not told yet');
    return;
  }
  await deps.db.update(powerWaits).set({ settledAt: new Date() }).where(eq(powerWaits.id, wait.id));
}

/**
 * One sweep of the waits (issue #32): those whose time ran out become `expired`, and every finished
 * wait whose conversation was not told yet is settled (`settleWait`) — one copy at a time per wait
 * (a lease, `FOR UPDATE SKIP LOCKED`). Answers how many were settled or tried.
 */
export async function settlePowerWaits(deps: ResumeDeps, now = new Date()): Promise<number> {
  await deps.db
    .update(powerWaits)
    .set({ status: 'expired', finishedAt: now })
    .where(and(eq(powerWaits.status, 'pending'), lte(powerWaits.expiresAt, now)));
  const at = now.toISOString();
  const due = (await deps.db.execute(sql`
    update power_waits set locked_until = ${new Date(now.getTime() + SETTLE_LEASE_MS).toISOString()}::timestamptz
    where id in (
      select id from power_waits
      where settled_at is null and status <> 'pending'
        and (locked_until is null or locked_until < ${at}::timestamptz)
      order by finished_at
      limit ${SETTLE_BATCH}
      for update skip locked
    )
    returning id, session_id as "sessionId", node_id as "nodeId", status, outputs`)) as unknown as {
    rows: UnsettledWait[];
  };
  for (const wait of due.rows) await settleWait(deps, wait);
  return due.rows.length;
}
