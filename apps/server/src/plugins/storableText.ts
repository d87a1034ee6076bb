import { findUnstorableText } from '@plubot/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/AppError';

/**
 * Refuses, before any route validates or stores it, a request whose params, query or body hold text
 * PostgreSQL cannot store (U+0000, half a surrogate pair; `findUnstorableText` in
 * `@plubot/contracts`), however deep it sits: 422 `UNSTORABLE_TEXT`, with the field's path. Without
 * it such text reached the database and failed there as a 500.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorableText(part);
      if (path) {
        const field = path.join('.') || '_';
        throw new AppError('UNSTORABLE_TEXT', { fieldErrors: { [field]: ['UNSTORABLE_TEXT'] } });
      }
    }
  });
});
