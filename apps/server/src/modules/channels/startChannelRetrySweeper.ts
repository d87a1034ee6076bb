import type { FastifyInstance } from 'fastify';
import { startSweeper } from '../../lib/startSweeper';
import type { WithSessionLock } from '../chat/sessionLock';
import { readChannelTurnDeps } from './answerChannelDelivery';
import { retryChannelDeliveries } from './retryChannelDeliveries';

/**
 * The channels' retry sweeper of this server copy (issue #33): every `CHANNEL_RETRY_SWEEP_MS`,
 * incoming updates whose turn failed (or whose copy died mid-turn) run again, and old deliveries are
 * pruned (`retryChannelDeliveries`). Every copy may run it: each update is taken by one.
 */
export function startChannelRetrySweeper(app: FastifyInstance, withSessionLock: WithSessionLock): void {
  const deps = readChannelTurnDeps(app, withSessionLock);
  startSweeper(app, 'channel retries', app.config.CHANNEL_RETRY_SWEEP_MS, () =>
    retryChannelDeliveries({ ...deps, log: app.log.child({ module: 'channel-retries' }) }),
  );
}
