import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The owner's endpoints for the conversation funnel of a bot (issue #18). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (_app) => {};
