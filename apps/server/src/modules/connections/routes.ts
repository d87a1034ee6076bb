import {
  API,
  connectionOAuthParamsSchema,
  connectionParamsSchema,
  MAX_CONNECTIONS_PER_SERVICE,
} from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage } from '../../i18n/translate';
import { perUserRateLimit } from '../../lib/perUserRateLimit';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { createConnection, deleteConnection, listConnections, testConnection } from './connectionService';
import { listConnectionChoices } from './listConnectionChoices';
import { completeConnectionOAuth, startConnectionOAuth } from './oauth/connectionOAuth';
import { listConfiguredOAuthServices } from './oauth/oauthProviders';

/**
 * The owner's connections to outside services under /api/connections (issue #31): list (secrets
 * masked), connect (checked with the service, stored sealed), test again, remove. Credentials
 * never go back to the browser: a bot uses them on the server at run time.
 */
export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['connections'];
  const security = [{ bearer: [] }];
  // Connecting and testing call the service: a person does it a few times, not hundreds.
  const checking = {
    preHandler: app.authenticate,
    config: {
      rateLimit: perUserRateLimit('connections-check', 20, app.config.RATE_LIMIT_WINDOW_MS),
    },
  };
  const deps = (language: string | undefined) => ({
    db: app.db,
    config: app.config,
    language: pickLanguage(language),
  });

  registerEndpoint(
    app,
    API.connections,
    { preHandler: app.authenticate, schema: { tags, security } },
    async (request) => ({
      connections: await listConnections(app.db, app.config.ENCRYPTION_KEY, requireAuth(request).userId),
      limitPerService: MAX_CONNECTIONS_PER_SERVICE,
      oauthServices: listConfiguredOAuthServices(app.config),
    }),
  );

  registerEndpoint(
    app,
    API.createConnection,
    { ...checking, successCodes: [201], schema: { tags, security } },
    async (request, reply) => {
      const connection = await createConnection(
        deps(request.headers['accept-language']),
        requireAuth(request).userId,
        request.body,
      );
      return reply.code(201).send({ connection });
    },
  );

  registerEndpoint(
    app,
    API.connectionOAuthStart,
    { ...checking, schema: { tags, security, params: connectionOAuthParamsSchema } },
    async (request) => ({
      url: await startConnectionOAuth(
        deps(request.headers['accept-language']),
        requireAuth(request).userId,
        request.params.service,
        request.query.name,
      ),
    }),
  );

  registerEndpoint(
    app,
    API.connectionOAuthCallback,
    { ...checking, schema: { tags, security, params: connectionOAuthParamsSchema } },
    async (request) => ({
      connection: await completeConnectionOAuth(
        deps(request.headers['accept-language']),
        requireAuth(request).userId,
        request.params.service,
        request.query,
      ),
    }),
  );

  registerEndpoint(
    app,
    API.testConnection,
    { ...checking, schema: { tags, security, params: connectionParamsSchema } },
    async (request) => ({
      connection: await testConnection(
        deps(request.headers['accept-language']),
        requireAuth(request).userId,
        request.params.id,
      ),
    }),
  );

  // The power node's form asks for these as the owner picks: more often than a check, still bounded.
  registerEndpoint(
    app,
    API.connectionChoices,
    {
      preHandler: app.authenticate,
      config: { rateLimit: perUserRateLimit('connections-choices', 120, app.config.RATE_LIMIT_WINDOW_MS) },
      schema: { tags, security, params: connectionParamsSchema },
    },
    async (request) => ({
      choices: await listConnectionChoices(
        deps(request.headers['accept-language']),
        requireAuth(request).userId,
        request.params.id,
        request.query,
      ),
    }),
  );

  registerEndpoint(
    app,
    API.deleteConnection,
    { preHandler: app.authenticate, schema: { tags, security, params: connectionParamsSchema } },
    async (request) => {
      await deleteConnection(app.db, requireAuth(request).userId, request.params.id, app.config);
      return { success: true as const };
    },
  );
};
