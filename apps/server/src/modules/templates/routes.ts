import { API } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { TEMPLATE_CATALOGUE } from './templateCatalogue';

/** How long browsers and proxies may keep the catalogue: it only changes with a new release. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * `GET /api/templates` (public): the template catalogue with each template's flow, for the editor's
 * Plantillas and `/plubot/create/{templateId}`.
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, API.listTemplates, { schema: { tags: ['content'] } }, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return { success: true as const, templates: [...TEMPLATE_CATALOGUE] };
  });
};
