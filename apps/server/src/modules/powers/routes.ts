import { API, listPowerCatalogue } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { listIntegrationFailures } from './integrationFailures';

/**
 * The powers' catalogue with what each does (`GET /api/powers`, public like the marketplace) and a
 * bot's failed power actions (`GET /api/plubots/:id/integration-failures`, its owner only).
 */
export const powersRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = { powers: listPowerCatalogue() };
  registerEndpoint(app, API.powers, { schema: { tags: ['powers'] } }, async () => catalogue);

  registerEndpoint(
    app,
    API.integrationFailures,
    {
      preHandler: app.authenticate,
      schema: { tags: ['powers'], security: [{ bearer: [] }], params: z.object({ id: z.string().max(100) }) },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      return listIntegrationFailures(app.db, plubot.id);
    },
  );
};
