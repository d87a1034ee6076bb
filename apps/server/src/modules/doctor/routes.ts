import { botHealthListResponseSchema, doctorResponseSchema } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.get(
    '/plubots/doctor',
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: botHealthListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      bots: await listBotHealth(deps, requireAuth(request).userId),
    }),
  );

  app.get(
    '/plubots/:id/doctor',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params: idParams, response: { 200: doctorResponseSchema } },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const plubot = await getOwnedPlubot(app.db, userId, request.params.id);
      return { success: true as const, ...(await getDoctorReport(deps, userId, plubot.id)) };
    },
  );
};
