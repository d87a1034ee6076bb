import { API } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot, presentPlubot } from './plubotRepository';
import { createPlubot, deletePlubot, listPlubots, updatePlubot } from './plubotService';

const idParams = z.object({ id: z.string().max(100) });

/** Bot routes under /api/plubots (spec app.md §7). Owner only: others get 404. */
export const plubotRoutes: FastifyPluginAsyncZod = async (app) => {
  const t = (request: FastifyRequest, key: string, params?: Record<string, string>) =>
    translate(pickLanguage(request.headers['accept-language']), key, params);
  const common = { preHandler: app.authenticate };
  const tags = ['plubots'];
  const security = [{ bearer: [] }];

  registerEndpoint(app, API.listPlubots, { ...common, schema: { tags, security } }, async (request) => {
    const rows = await listPlubots(app.db, requireAuth(request).userId);
    return { status: 'success' as const, success: true as const, plubots: rows.map(presentPlubot) };
  });

  registerEndpoint(
    app,
    API.createPlubot,
    { ...common, successCodes: [200, 201], schema: { tags, security } },
    async (request, reply) => {
      const { plubot, created } = await createPlubot(app.db, requireAuth(request).userId, request.body);
      return reply.code(created ? 201 : 200).send({
        status: 'success' as const,
        success: true as const,
        plubot: presentPlubot(plubot),
        message: t(request, created ? 'plubot.created' : 'plubot.alreadySynced', { name: plubot.name }),
      });
    },
  );

  registerEndpoint(
    app,
    API.getPlubot,
    { ...common, schema: { tags, security, params: idParams } },
    async (request) => {
      const row = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      return { status: 'success' as const, success: true as const, plubot: presentPlubot(row), message: '' };
    },
  );

  registerEndpoint(
    app,
    API.updatePlubot,
    { ...common, schema: { tags, security, params: idParams } },
    async (request) => {
      const row = await updatePlubot(app.db, requireAuth(request).userId, request.params.id, request.body);
      return {
        status: 'success' as const,
        success: true as const,
        plubot: presentPlubot(row),
        message: t(request, 'plubot.updated', { name: row.name }),
      };
    },
  );

  registerEndpoint(
    app,
    API.deletePlubot,
    { ...common, schema: { tags, security, params: idParams } },
    async (request) => {
      await deletePlubot(app.db, requireAuth(request).userId, request.params.id);
      app.chatSessionCache.forgetBot(request.params.id);
      return { success: true as const, status: 'success' as const, message: t(request, 'plubot.deleted') };
    },
  );
};
