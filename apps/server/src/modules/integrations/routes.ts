import { API, discordIntegrationParamsSchema, MAX_DISCORD_INTEGRATIONS } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage } from '../../i18n/translate';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import {
  createDiscordIntegration,
  deleteDiscordIntegration,
  listDiscordIntegrations,
} from './discordIntegrationService';

/**
 * The owner's Discord integrations under /api/discord-integrations (flow-editor spec §7): list
 * (tokens masked), connect (checked with Discord, stored sealed) and remove. A token never goes
 * back to the browser: a Discord node without its own token uses the integration at run time.
 */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { preHandler: app.authenticate };
  const tags = ['integrations'];
  const security = [{ bearer: [] }];

  registerEndpoint(
    app,
    API.discordIntegrations,
    { ...common, schema: { tags, security } },
    async (request) => ({
      integrations: await listDiscordIntegrations(
        app.db,
        app.config.ENCRYPTION_KEY,
        requireAuth(request).userId,
      ),
      limit: MAX_DISCORD_INTEGRATIONS,
    }),
  );

  registerEndpoint(
    app,
    API.createDiscordIntegration,
    { ...common, successCodes: [201], schema: { tags, security } },
    async (request, reply) => {
      const integration = await createDiscordIntegration(
        { db: app.db, config: app.config, language: pickLanguage(request.headers['accept-language']) },
        requireAuth(request).userId,
        request.body,
      );
      return reply.code(201).send({ integration });
    },
  );

  registerEndpoint(
    app,
    API.deleteDiscordIntegration,
    { ...common, schema: { tags, security, params: discordIntegrationParamsSchema } },
    async (request) => {
      await deleteDiscordIntegration(app.db, requireAuth(request).userId, request.params.id);
      return { success: true as const };
    },
  );
};
