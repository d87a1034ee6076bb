import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The owner's endpoints for Bot Doctor's report on a bot (issue #18). */
export const doctorRoutes: FastifyPluginAsyncZod = async (_app) => {};
