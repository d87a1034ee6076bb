import { API, KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { knowledgeSources } from '../../db/schema';
import { pickLanguage, translate } from '../../i18n/translate';
import { perUserRateLimit } from '../../lib/perUserRateLimit';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import {
  answerQuestions,
  deleteSource,
  insertSource,
  listUnansweredGroups,
  readAgain,
  readPlan,
} from './knowledgeService';
import {
  checkWithinLimits,
  findSource,
  formatMegabytes,
  listPassages,
  listSources,
  presentSource,
  readUsage,
} from './knowledgeStore';
import type { KickKnowledgeWorker } from './knowledgeWorker';
import { searchBotKnowledge } from './searchBotKnowledge';
import { measureWrittenBytes, parseCreateBody, readUpload, toSourceChanges } from './sourceInput';

/**
 * A bot's knowledge (issue #30), for its owner only (404 for anyone else's bot or source): its
 * sources — added as JSON (text, FAQ, web page) or a multipart file, read off the request by the
 * knowledge worker —, the search the owner tries questions with, and the questions it could not
 * answer, each answerable in one step.
 */
export const knowledgeRoutes: FastifyPluginAsyncZod<{ kick: KickKnowledgeWorker }> = async (app, options) => {
  const security = [{ bearer: [] }];
  const tags = ['knowledge'];
  const bot = z.object({ id: z.string().max(100) });
  const source = z.object({ id: z.string().max(100), sourceId: z.string().max(100) });
  const writing = {
    preHandler: app.authenticate,
    config: {
      rateLimit: perUserRateLimit(
        'knowledge-write',
        app.config.RATE_LIMIT_FLOW_SAVES_MAX,
        app.config.RATE_LIMIT_WINDOW_MS,
      ),
    },
  };
  const reading = { preHandler: app.authenticate };
  const owned = async (request: FastifyRequest, id: string) => {
    const { userId } = requireAuth(request);
    const plubot = await getOwnedPlubot(app.db, userId, id);
    return {
      plubot,
      /** The owner's plan, read only by the routes that weigh against it. */
      plan: () => readPlan(app.db, userId),
      language: pickLanguage(request.headers['accept-language']),
    };
  };
  const answerSource = async (row: Awaited<ReturnType<typeof findSource>>, language: 'es' | 'en') => ({
    success: true as const,
    source: presentSource(row, language),
    passages: await listPassages(app.db, row.id),
    ...(row.kind === 'text' && row.body !== null ? { body: row.body } : {}),
    ...(row.kind === 'faq' && row.pairs ? { pairs: row.pairs } : {}),
  });

  registerEndpoint(
    app,
    API.listKnowledgeSources,
    { ...reading, schema: { tags, security, params: bot } },
    async (request) => {
      const { plubot, plan: readOwnerPlan, language } = await owned(request, request.params.id);
      const plan = await readOwnerPlan();
      const [rows, usage] = await Promise.all([
        listSources(app.db, plubot.id),
        readUsage(app.db, plubot.id, plan),
      ]);
      return { success: true as const, sources: rows.map((row) => presentSource(row, language)), usage };
    },
  );

  registerEndpoint(
    app,
    API.createKnowledgeSource,
    {
      ...writing,
      bodyLimit: 4 * 1024 * 1024,
      bodyParsedByHandler: true,
      successCodes: [201],
      schema: { tags, security, params: bot, consumes: ['application/json', 'multipart/form-data'] },
    },
    async (request, reply) => {
      const { plubot, plan: readOwnerPlan, language } = await owned(request, request.params.id);
      const plan = await readOwnerPlan();
      const usage = await readUsage(app.db, plubot.id, plan);
      let values: typeof knowledgeSources.$inferInsert;
      if (request.isMultipart()) {
        const file = await readUpload(request, formatMegabytes(KNOWLEDGE_FIELD_LIMITS.fileBytes, language));
        checkWithinLimits(usage, { addsSource: true, bytesAfter: usage.bytes + file.bytes.length }, language);
        values = {
          plubotId: plubot.id,
          kind: 'file',
          title: file.title ?? file.fileName,
          fileName: file.fileName,
          mimeType: file.mimeType,
          content: file.bytes,
          byteSize: file.bytes.length,
        };
      } else {
        const body = parseCreateBody(request.body);
        const bytes = body.kind === 'url' ? 0 : measureWrittenBytes(body);
        checkWithinLimits(usage, { addsSource: true, bytesAfter: usage.bytes + bytes }, language);
        values =
          body.kind === 'text'
            ? { plubotId: plubot.id, kind: 'text', title: body.title, body: body.body, byteSize: bytes }
            : body.kind === 'faq'
              ? {
                  plubotId: plubot.id,
                  kind: 'faq',
                  title: body.title ?? translate(language, 'knowledge.faqTitle'),
                  pairs: body.pairs,
                  byteSize: bytes,
                }
              : {
                  plubotId: plubot.id,
                  kind: 'url',
                  title: body.title ?? body.url.replace(/^https?:\/\//i, '').slice(0, 120),
                  url: body.url,
                  sitemap: body.sitemap ?? false,
                };
      }
      const id = await insertSource(app.db, values);
      options.kick();
      reply.code(201);
      return answerSource(await findSource(app.db, plubot.id, id), language);
    },
  );

  registerEndpoint(
    app,
    API.getKnowledgeSource,
    { ...reading, schema: { tags, security, params: source } },
    async (request) => {
      const { plubot, language } = await owned(request, request.params.id);
      return answerSource(await findSource(app.db, plubot.id, request.params.sourceId), language);
    },
  );

  registerEndpoint(
    app,
    API.updateKnowledgeSource,
    { ...writing, bodyLimit: 4 * 1024 * 1024, schema: { tags, security, params: source } },
    async (request) => {
      const { plubot, plan, language } = await owned(request, request.params.id);
      const current = await findSource(app.db, plubot.id, request.params.sourceId);
      const changes: Parameters<typeof readAgain>[2] = toSourceChanges(current, request.body);
      if (changes.body !== undefined || changes.pairs !== undefined) {
        const usage = await readUsage(app.db, plubot.id, await plan());
        const bytes = measureWrittenBytes(changes);
        const bytesAfter = usage.bytes - current.byteSize + bytes;
        checkWithinLimits(usage, { addsSource: false, bytesAfter }, language);
        changes.byteSize = bytes;
      }
      await readAgain(app.db, current.id, changes);
      options.kick();
      return answerSource(await findSource(app.db, plubot.id, current.id), language);
    },
  );

  registerEndpoint(
    app,
    API.deleteKnowledgeSource,
    { ...writing, schema: { tags, security, params: source } },
    async (request) => {
      const { plubot, language } = await owned(request, request.params.id);
      const current = await findSource(app.db, plubot.id, request.params.sourceId);
      await deleteSource(app.db, plubot.id, current.id);
      return {
        success: true as const,
        status: 'success' as const,
        message: translate(language, 'knowledge.deleted'),
      };
    },
  );

  registerEndpoint(
    app,
    API.searchKnowledge,
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: perUserRateLimit(
          'knowledge-search',
          app.config.RATE_LIMIT_CHAT_MAX,
          app.config.RATE_LIMIT_WINDOW_MS,
        ),
      },
      schema: { tags, security, params: bot },
    },
    async (request) => {
      const { plubot } = await owned(request, request.params.id);
      const found = await searchBotKnowledge(app.db, app.config, plubot.id, request.body.query, {
        limit: request.body.limit ?? 5,
      });
      return {
        success: true as const,
        confident: found.confident,
        answer: found.answer ?? null,
        results: found.results.map(({ passage, score, confidence, similarity }) => ({
          id: passage.id,
          sourceId: passage.sourceId,
          sourceTitle: passage.title,
          ...(passage.headings.length > 0 ? { heading: passage.headings.join(' › ') } : {}),
          text: passage.question ? `${passage.question}\n${passage.text}` : passage.text,
          score,
          confidence,
          ...(similarity === undefined ? {} : { similarity }),
        })),
      };
    },
  );

  registerEndpoint(
    app,
    API.listUnanswered,
    { ...reading, schema: { tags, security, params: bot } },
    async (request) => {
      const { plubot } = await owned(request, request.params.id);
      return { success: true as const, groups: await listUnansweredGroups(app.db, plubot.id) };
    },
  );

  registerEndpoint(
    app,
    API.answerUnanswered,
    { ...writing, successCodes: [201], schema: { tags, security, params: bot } },
    async (request, reply) => {
      const { plubot, plan: readOwnerPlan, language } = await owned(request, request.params.id);
      const plan = await readOwnerPlan();
      const sourceId = await answerQuestions(
        app.db,
        { plubotId: plubot.id, plan, language, title: translate(language, 'knowledge.answersTitle') },
        request.body,
      );
      options.kick();
      reply.code(201);
      return answerSource(await findSource(app.db, plubot.id, sourceId), language);
    },
  );
};
