import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Publishes a bot's draft as an owner would ('Publicar'): after it, visitors' new conversations
 * get what was saved. Answers the new live version.
 */
export async function publishDraft(
  app: FastifyInstance,
  auth: Record<string, string>,
  plubotId: string,
  note?: string,
): Promise<number> {
  const published = await app.inject({
    method: 'POST',
    url: `/api/plubots/${plubotId}/publish`,
    headers: auth,
    payload: note === undefined ? {} : { note },
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json().published.version as number;
}
