import type { FastifyInstance } from 'fastify';
import { type KickSweeper, startSweeper } from '../../lib/startSweeper';
import { processDueJobs, pruneIntegrationJobs } from './integrationQueue';

/** How often finished jobs and past rate counters are pruned, at most. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The power actions' worker of this server copy (issue #31): runs queued actions off the request
 * path — at once when a conversation queues one (`kick`), and every `INTEGRATION_SWEEP_MS` for
 * retries and actions another copy queued — and prunes finished jobs once an hour.
 */
export function startIntegrationWorker(app: FastifyInstance): KickSweeper {
  let prunedAt = 0;
  return startSweeper(app, 'integration worker', app.config.INTEGRATION_SWEEP_MS, async () => {
    await processDueJobs({ db: app.db, config: app.config, log: app.log });
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await pruneIntegrationJobs(app.db);
  });
}
