import { healthResponseSchema } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };
import { pingDatabase } from '../../db/pingDatabase';

/** `GET /api/health`: answers only when the database answers too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Estado del servidor y de la base de datos',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.databaseKind, version: packageJson.version };
    },
  );
};
