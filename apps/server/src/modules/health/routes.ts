import { healthResponseSchema } from '@plubot/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };

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
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseKind, version: packageJson.version };
    },
  );
};
