import {
  conversationsQuerySchema,
  conversationsResponseSchema,
  leadsResponseSchema,
  RECORDS_PAGE_SIZE,
  recordsCsvQuerySchema,
  recordsQuerySchema,
  recordsResponseSchema,
  usageResponseSchema,
  webhookSecretResponseSchema,
} from '@plubot/contracts';
import { getMonthlyReplyLimit, toPlanId } from '@plubot/flow';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { botRecords, chatMessages, chatSessions, leads, users } from '../../db/schema';
import {
  getWebhookSecret,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../lib/webhookSignature';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { getRepliesThisMonth, getUsageMonth } from './usageService';

/**
 * What the owner reads about a bot's conversations: transcripts, leads (JSON and CSV), usage, and
 * the secret its webhook posts are signed with.
 */
export const chatOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['chat'];

  app.get(
    '/plubots/:id/conversations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema },
      },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      const [total] = await app.db
        .select({ value: count() })
        .from(chatSessions)
        .where(eq(chatSessions.plubotId, plubot.id));
      const sessions = await app.db
        .select()
        .from(chatSessions)
        .where(eq(chatSessions.plubotId, plubot.id))
        .orderBy(desc(chatSessions.updatedAt))
        .limit(request.query.limit)
        .offset(request.query.offset);
      const messages = sessions.length
        ? await app.db
            .select()
            .from(chatMessages)
            .where(
              inArray(
                chatMessages.sessionId,
                sessions.map((s) => s.id),
              ),
            )
            .orderBy(asc(chatMessages.seq))
        : [];
      return {
        success: true as const,
        total: total?.value ?? 0,
        conversations: sessions.map((session) => ({
          id: session.id,
          channel: session.channel,
          contact: session.contact,
          ended: session.ended,
          created_at: session.createdAt.toISOString(),
          updated_at: session.updatedAt.toISOString(),
          messages: messages
            .filter((m) => m.sessionId === session.id)
            .map((m) => ({ role: m.role, text: m.text, created_at: m.createdAt.toISOString() })),
        })),
      };
    },
  );

  const listLeads = async (plubotId: string) =>
    app.db.select().from(leads).where(eq(leads.plubotId, plubotId)).orderBy(desc(leads.createdAt));

  app.get(
    '/plubots/:id/leads',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: leadsResponseSchema },
      },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      const rows = await listLeads(plubot.id);
      return {
        success: true as const,
        leads: rows.map((row) => ({
          id: row.id,
          session_id: row.sessionId,
          data: row.data,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/plubots/:id/leads.csv',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params: z.object({ id: z.string().max(100) }) },
    },
    async (request, reply) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      const rows = await listLeads(plubot.id);
      const keys = [...new Set(rows.flatMap((row) => Object.keys(row.data)))];
      const header = ['fecha', ...keys];
      const lines = [
        header,
        ...rows.map((row) => [row.createdAt.toISOString(), ...keys.map((key) => row.data[key] ?? '')]),
      ].map((cells) => cells.map(toCsvCell).join(','));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="leads-${plubot.name.replace(/[^\w-]+/g, '-')}.csv"`,
        )
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  app.get(
    '/plubots/:id/records',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        querystring: recordsQuerySchema,
        response: { 200: recordsResponseSchema },
      },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      const collections = await app.db
        .select({ name: botRecords.collection, count: count() })
        .from(botRecords)
        .where(eq(botRecords.plubotId, plubot.id))
        .groupBy(botRecords.collection)
        .orderBy(asc(botRecords.collection));
      const chosen = request.query.collection ?? collections[0]?.name ?? null;
      const rows = chosen
        ? await app.db
            .select()
            .from(botRecords)
            .where(and(eq(botRecords.plubotId, plubot.id), eq(botRecords.collection, chosen)))
            .orderBy(desc(botRecords.updatedAt))
            .limit(RECORDS_PAGE_SIZE)
        : [];
      return {
        success: true as const,
        collections: collections.map((row) => ({ name: row.name, count: Number(row.count) })),
        collection: chosen,
        records: rows.map((row) => ({
          id: row.id,
          key: row.key,
          data: row.data,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/plubots/:id/records.csv',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        querystring: recordsCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      const { collection } = request.query;
      const rows = await app.db
        .select()
        .from(botRecords)
        .where(and(eq(botRecords.plubotId, plubot.id), eq(botRecords.collection, collection)))
        .orderBy(asc(botRecords.createdAt));
      const keys = [...new Set(rows.flatMap((row) => Object.keys(row.data)))];
      const lines = [
        ['clave', 'actualizado', ...keys],
        ...rows.map((row) => [
          row.key,
          row.updatedAt.toISOString(),
          ...keys.map((key) => row.data[key] ?? ''),
        ]),
      ].map((cells) => cells.map(toCsvCell).join(','));
      const fileName = `${plubot.name}-${collection}`.replace(/[^\w-]+/g, '-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registros-${fileName}.csv"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  app.get(
    '/plubots/:id/webhook-secret',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: webhookSecretResponseSchema },
      },
    },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      return {
        success: true as const,
        secret: getWebhookSecret(app.config.ENCRYPTION_KEY, plubot.id),
        signatureHeader: WEBHOOK_SIGNATURE_HEADER,
        timestampHeader: WEBHOOK_TIMESTAMP_HEADER,
      };
    },
  );

  app.get(
    '/usage',
    { preHandler: app.authenticate, schema: { tags, security, response: { 200: usageResponseSchema } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const [user] = await app.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
      const plan = toPlanId(user?.plan);
      return {
        success: true as const,
        month: getUsageMonth(),
        replies: await getRepliesThisMonth(app.db, userId),
        limit: getMonthlyReplyLimit(plan),
        plan,
      };
    },
  );
};

/** A CSV cell, quoted when needed, and defused against spreadsheet formula injection. */
export function toCsvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
