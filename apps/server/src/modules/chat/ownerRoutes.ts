import { API, RECORDS_PAGE_SIZE, RESULTS_PAGE_SIZE } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCsv, listDataKeys } from '../../lib/buildCsv';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { sendCsv } from '../../lib/sendCsv';
import {
  getWebhookSecret,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../lib/webhookSignature';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import {
  listAllRecords,
  listConversations,
  listLeads,
  listRecentRecords,
  listRecordCollections,
  listResults,
} from './chatOwnerRepository';
import { getUsageSummary } from './usageService';

/**
 * What the owner reads about a bot's conversations: transcripts, leads (JSON and CSV), usage, and
 * the secret its webhook posts are signed with.
 */
export const chatOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['chat'];
  const params = z.object({ id: z.string().max(100) });
  const owner = { preHandler: app.authenticate, schema: { tags, security, params } };

  registerEndpoint(app, API.listConversations, owner, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const { total, conversations } = await listConversations(app.db, plubot.id, request.query);
    return {
      success: true as const,
      total,
      conversations: conversations.map(({ session, messages }) => ({
        id: session.id,
        channel: session.channel,
        contact: session.contact,
        ended: session.ended,
        published_version: session.publishedVersion,
        created_at: session.createdAt.toISOString(),
        updated_at: session.updatedAt.toISOString(),
        messages: messages.map((m) => ({
          role: m.role,
          text: m.text,
          ...(m.authorName ? { author: m.authorName } : {}),
          created_at: m.createdAt.toISOString(),
        })),
      })),
    };
  });

  registerEndpoint(app, API.listLeads, owner, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const rows = await listLeads(app.db, plubot.id);
    return {
      success: true as const,
      leads: rows.map((row) => ({
        id: row.id,
        session_id: row.sessionId,
        email: row.email,
        phone: row.phone,
        name: row.name,
        conversations: row.conversations,
        data: row.data,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    };
  });

  registerEndpoint(app, API.leadsCsv, owner, async (request, reply) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const rows = await listLeads(app.db, plubot.id);
    const keys = listDataKeys(rows.map((row) => row.data));
    return sendCsv(
      reply,
      `contactos-${plubot.name}`,
      buildCsv([
        ['fecha', 'actualizado', 'nombre', 'email', 'telefono', 'conversaciones', ...keys],
        ...rows.map((row) => [
          row.createdAt.toISOString(),
          row.updatedAt.toISOString(),
          row.name ?? '',
          row.email ?? '',
          row.phone ?? '',
          row.conversations,
          ...keys.map((key) => row.data[key] ?? ''),
        ]),
      ]),
    );
  });

  registerEndpoint(app, API.listResults, owner, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const page = { limit: RESULTS_PAGE_SIZE, offset: request.query.offset };
    const { total, rows } = await listResults(app.db, plubot.id, page);
    return {
      success: true as const,
      total,
      results: rows.map(({ result, channel }) => ({
        session_id: result.sessionId,
        lead_id: result.leadId,
        channel,
        data: result.data,
        created_at: result.createdAt.toISOString(),
        updated_at: result.updatedAt.toISOString(),
      })),
    };
  });

  registerEndpoint(app, API.resultsCsv, owner, async (request, reply) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const { rows } = await listResults(app.db, plubot.id);
    const keys = listDataKeys(rows.map(({ result }) => result.data));
    return sendCsv(
      reply,
      `resultados-${plubot.name}`,
      buildCsv([
        ['fecha', 'actualizado', 'canal', 'conversacion', ...keys],
        ...rows.map(({ result, channel }) => [
          result.createdAt.toISOString(),
          result.updatedAt.toISOString(),
          channel,
          result.sessionId,
          ...keys.map((key) => result.data[key] ?? ''),
        ]),
      ]),
    );
  });

  registerEndpoint(app, API.listRecords, owner, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const collections = await listRecordCollections(app.db, plubot.id);
    const chosen = request.query.collection ?? collections[0]?.name ?? null;
    const rows = chosen ? await listRecentRecords(app.db, plubot.id, chosen, RECORDS_PAGE_SIZE) : [];
    return {
      success: true as const,
      collections,
      collection: chosen,
      records: rows.map((row) => ({
        id: row.id,
        key: row.key,
        data: row.data,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    };
  });

  registerEndpoint(app, API.recordsCsv, owner, async (request, reply) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const { collection } = request.query;
    const rows = await listAllRecords(app.db, plubot.id, collection);
    const keys = listDataKeys(rows.map((row) => row.data));
    return sendCsv(
      reply,
      `registros-${plubot.name}-${collection}`,
      buildCsv([
        ['clave', 'actualizado', ...keys],
        ...rows.map((row) => [
          row.key,
          row.updatedAt.toISOString(),
          ...keys.map((key) => row.data[key] ?? ''),
        ]),
      ]),
    );
  });

  registerEndpoint(app, API.webhookSecret, owner, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    return {
      success: true as const,
      secret: getWebhookSecret(app.config.ENCRYPTION_KEY, plubot.id),
      signatureHeader: WEBHOOK_SIGNATURE_HEADER,
      timestampHeader: WEBHOOK_TIMESTAMP_HEADER,
    };
  });

  registerEndpoint(
    app,
    API.usage,
    { preHandler: app.authenticate, schema: { tags, security } },
    async (request) => {
      return { success: true as const, ...(await getUsageSummary(app.db, requireAuth(request).userId)) };
    },
  );
};
