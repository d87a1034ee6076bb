import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { integrationJobs } from '../../db/schema';
import { claimDueRow } from '../../lib/claimDueRow';
import { notifyIntegrationFailure } from './integrationFailures';
import { type ConnectorActionJob, runConnectorAction } from './runConnectorAction';

type JobRow = typeof integrationJobs.$inferSelect;
type Deps = { db: Database; config: Config; log: Pick<FastifyBaseLogger, 'warn' | 'error'> };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a claimed job is left to one worker before another may take it over. */
const CLAIM_MS = 60 * 1000;
/** Tries of an action whose failure may pass (the network, 429, 5xx) before it fails for good. */
export const MAX_JOB_ATTEMPTS = 5;
/** The first retry's wait; each next one waits four times as long (30 s, 2 min, 8 min, 32 min). */
const RETRY_BASE_MS = 30_000;
/** How long finished jobs are kept: done ones a day, failed ones (the owner's error list) 30 days. */
const KEEP_DONE_MS = 24 * 60 * 60 * 1000;
const KEEP_FAILED_MS = 30 * 24 * 60 * 60 * 1000;

/** A power action to run after the reply, as the chat's effect queues it. */
export interface NewIntegrationJob extends ConnectorActionJob {
  plubotId: string;
  nodeId: string | null;
}

/** Queues a power action to run after the reply: it is due at once. */
export async function enqueueIntegrationJob(db: Database, job: NewIntegrationJob): Promise<void> {
  await db.insert(integrationJobs).values({
    plubotId: job.plubotId,
    userId: job.userId,
    // A connection id that is no id at all is kept as none: the job then fails, saying so.
    connectionId: job.connectionId && UUID_PATTERN.test(job.connectionId) ? job.connectionId : null,
    service: job.service,
    action: job.action,
    nodeId: job.nodeId,
    sessionId: job.sessionId ?? null,
    inputs: job.inputs,
    fields: job.fields,
    status: 'pending',
  });
}

/**
 * Claims the oldest due job for this worker alone (`FOR UPDATE SKIP LOCKED`, then a lease in
 * `locked_until`, so copies of the server never run one job twice and a job whose worker died is
 * taken over once its lease ends).
 */
export async function claimDueJob(db: Database, now = new Date()): Promise<JobRow | undefined> {
  const id = await claimDueRow(db, { table: 'integration_jobs', status: 'pending', leaseMs: CLAIM_MS }, now);
  if (!id) return undefined;
  const [row] = await db.select().from(integrationJobs).where(eq(integrationJobs.id, id));
  return row;
}

/** The wait before the next try: the service's `Retry-After` when it said, else the backoff. */
export function retryDelayMs(attempts: number, retryAfterMs: number | undefined): number {
  const backoff = RETRY_BASE_MS * 4 ** Math.max(0, attempts - 1);
  return Math.min(Math.max(retryAfterMs ?? backoff, 1_000), 60 * 60 * 1000);
}

/** Runs one claimed job and records what came of it: done, again later, or failed for good. */
async function runJob(deps: Deps, row: JobRow, now: Date): Promise<void> {
  const outcome = await runConnectorAction(deps, row, now);
  const mine = and(eq(integrationJobs.id, row.id), eq(integrationJobs.status, 'pending'));
  if (outcome.ok) {
    await deps.db
      .update(integrationJobs)
      .set({ status: 'done', lockedUntil: null, error: null, finishedAt: now })
      .where(mine);
    return;
  }
  if (outcome.retryable && row.attempts < MAX_JOB_ATTEMPTS) {
    await deps.db
      .update(integrationJobs)
      .set({
        lockedUntil: null,
        error: outcome.error,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, outcome.retryAfterMs)),
      })
      .where(mine);
    return;
  }
  await deps.db
    .update(integrationJobs)
    .set({ status: 'failed', lockedUntil: null, error: outcome.error.slice(0, 500), finishedAt: now })
    .where(mine);
  await notifyIntegrationFailure(deps.db, { ...row, error: outcome.error }).catch((error: unknown) =>
    deps.log.warn({ err: error, jobId: row.id }, 'could not tell the owner of a failed power action'),
  );
}

/**
 * Runs every due power action, one after another, until none is left (issue #31); a bug in a
 * connector fails that job, never the others. Answers how many jobs were handled.
 */
export async function processDueJobs(deps: Deps, now: () => Date = () => new Date()): Promise<number> {
  let handled = 0;
  for (;;) {
    const row = await claimDueJob(deps.db, now());
    if (!row) return handled;
    handled++;
    try {
      await runJob(deps, row, now());
    } catch (error) {
      deps.log.error({ err: error, jobId: row.id }, 'power action job failed');
    }
  }
}

/** Forgets finished jobs past their keeping time and the per-minute rate counters of past minutes. */
export async function pruneIntegrationJobs(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(integrationJobs)
    .where(
      and(
        eq(integrationJobs.status, 'done'),
        lt(integrationJobs.finishedAt, new Date(now.getTime() - KEEP_DONE_MS)),
      ),
    );
  await db
    .delete(integrationJobs)
    .where(
      and(
        eq(integrationJobs.status, 'failed'),
        lt(integrationJobs.finishedAt, new Date(now.getTime() - KEEP_FAILED_MS)),
      ),
    );
  await db.execute(
    sql`delete from integration_usage where key like 'connection:%' and period < ${now.toISOString().slice(0, 16)}`,
  );
}
