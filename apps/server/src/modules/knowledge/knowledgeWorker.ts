import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { knowledgeSources } from '../../db/schema';
import { claimDueRow } from '../../lib/claimDueRow';
import { type KickSweeper, startSweeper } from '../../lib/startSweeper';
import { embedPendingPassages, forgetOtherModels, readEmbeddingsConfig } from './embedPassages';
import type { SourceRow } from './knowledgeStore';
import { type ProcessDeps, processSource, SourceFailure } from './processSource';

/** How long a claimed source is left to one worker before another may take it over. */
const CLAIM_MS = 2 * 60 * 1000;
/** Tries of a source whose failure may pass (the network) before it stays in error. */
export const MAX_ATTEMPTS = 3;
/** The first retry's wait; each next one waits twice as long. */
const RETRY_BASE_MS = 30_000;

/**
 * Claims the oldest source waiting to be read whose turn has come, for this worker alone (`FOR
 * UPDATE SKIP LOCKED`, then a lease in `locked_until`, so several server copies never read the same
 * source at once and one that died mid-way is taken over once its lease ends).
 */
export async function claimDueSource(db: Database, now = new Date()): Promise<SourceRow | undefined> {
  const id = await claimDueRow(
    db,
    { table: 'knowledge_sources', status: 'processing', leaseMs: CLAIM_MS },
    now,
  );
  if (!id) return undefined;
  const [row] = await db.select().from(knowledgeSources).where(eq(knowledgeSources.id, id));
  return row;
}

/** A failed reading: tried again later when it may pass, else the source is in error with the reason. */
async function recordFailure(db: Database, row: SourceRow, failure: SourceFailure, now: Date): Promise<void> {
  const again = failure.retryable && row.attempts < MAX_ATTEMPTS;
  await db
    .update(knowledgeSources)
    .set(
      again
        ? {
            lockedUntil: null,
            nextAttemptAt: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1)),
            errorCode: failure.error.code,
            errorDetail: failure.error.detail ?? null,
          }
        : {
            status: 'error',
            progressDone: null,
            progressTotal: null,
            lockedUntil: null,
            errorCode: failure.error.code,
            errorDetail: failure.error.detail ?? null,
            updatedAt: now,
          },
    )
    .where(and(eq(knowledgeSources.id, row.id), eq(knowledgeSources.status, 'processing')));
}

/**
 * Reads every source whose turn has come, one after another, until none is left: each is claimed,
 * read into passages (`processSource`) or marked failed. A bug in a reader fails that source as
 * `unreadable`, never the others. Answers how many sources were handled.
 */
export async function processDueSources(
  deps: ProcessDeps & { log: Pick<FastifyBaseLogger, 'warn' | 'error'> },
  now: () => Date = () => new Date(),
): Promise<number> {
  let handled = 0;
  for (;;) {
    const row = await claimDueSource(deps.db, now());
    if (!row) return handled;
    handled++;
    try {
      await processSource(deps, row);
    } catch (error) {
      const failure =
        error instanceof SourceFailure
          ? error
          : new SourceFailure({ code: 'unreadable', detail: String(error).slice(0, 300) }, false);
      if (!(error instanceof SourceFailure))
        deps.log.error({ err: error, sourceId: row.id }, 'knowledge source failed');
      await recordFailure(deps.db, row, failure, now());
    }
  }
}

/** Starts reading sources now, on this copy, off the request that added them. */
export type KickKnowledgeWorker = KickSweeper;

/**
 * The knowledge worker of this server copy: reads sources off the request path — at once when a
 * request adds one (`kick`), and every `KNOWLEDGE_SWEEP_MS` for retries and for sources another copy
 * left (never when it is 0: then only kicks run) — then, with an embeddings model, embeds the new
 * passages (`embedPendingPassages`; those of another model are embedded again). One run at a time;
 * a kick during a run makes it go round once more.
 */
export function startKnowledgeWorker(app: FastifyInstance): KickKnowledgeWorker {
  const embeddings = readEmbeddingsConfig(app.config);
  let forgotten = false;
  /** Reads the due sources, then embeds the passages without an embedding (when a model is set). */
  const sweep = async () => {
    await processDueSources({ db: app.db, config: app.config, log: app.log });
    if (!embeddings) return;
    if (!forgotten) {
      await forgetOtherModels(app.db, embeddings.model);
      forgotten = true;
    }
    await embedPendingPassages({ db: app.db, embeddings, log: app.log });
  };
  return startSweeper(app, 'knowledge worker', app.config.KNOWLEDGE_SWEEP_MS, sweep);
}
