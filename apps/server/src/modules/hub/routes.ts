import { API } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { readHub } from './hubService';

/** `GET /api/pluniverse`: the hub's bots, this month's replies and the next suggested step. */
export const hubRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    API.pluniverse,
    { preHandler: app.authenticate, schema: { tags: ['hub'], security: [{ bearer: [] }] } },
    async (request) => readHub(app.db, requireAuth(request).userId),
  );
};
