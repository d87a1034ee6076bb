import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response. The middleware is built once here, so each request
 * only sets precomputed headers (the Fastify wrapper rebuilt it, and re-parsed the CSP, per request).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
