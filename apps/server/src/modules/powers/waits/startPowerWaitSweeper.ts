import type { FastifyInstance } from 'fastify';
import { startSweeper } from '../../../lib/startSweeper';
import type { WithSessionLock } from '../../chat/sessionLock';
import { settlePowerWaits } from './settlePowerWaits';

/**
 * The power waits' sweeper of this server copy (issue #32): every `POWER_WAIT_SWEEP_MS`, waits whose
 * time ran out go on by 'No pagado', and finished waits whose conversation was not told yet are told.
 */
export function startPowerWaitSweeper(app: FastifyInstance, withSessionLock: WithSessionLock): void {
  startSweeper(app, 'power waits', app.config.POWER_WAIT_SWEEP_MS, () =>
    settlePowerWaits({
      config: app.config,
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      withSessionLock,
      sessionCache: app.chatSessionCache,
      bus: app.liveBus,
      kickIntegrations: app.kickIntegrations,
    }),
  );
}
