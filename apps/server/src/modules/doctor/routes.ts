import { API } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { type DoctorDeps, getDoctorReport, listBotHealth } from './doctorService';

const idParams = z.object({ id: z.string().max(100) });

/**
 * The owner's endpoints for Bot Doctor (issue #18): the report on one bot's stored flow with the
 * context the editor runs the same rules in, and the health of every bot for the bot cards.
 * Owner only: anyone else's bot is a 404.
 */
export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['doctor'];
  const security = [{ bearer: [] }];
  const deps: DoctorDeps = { db: app.db, config: app.config, mailer: app.mailer, log: app.log };

  registerEndpoint(
    app,
    API.botHealth,
    { preHandler: app.authenticate, schema: { tags, security } },
    async (request) => ({
      success: true as const,
      bots: await listBotHealth(deps, requireAuth(request).userId),
    }),
  );

  registerEndpoint(
    app,
    API.doctorReport,
    { preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const { userId } = requireAuth(request);
      const plubot = await getOwnedPlubot(app.db, userId, request.params.id);
      return { success: true as const, ...(await getDoctorReport(deps, userId, plubot.id)) };
    },
  );
};
