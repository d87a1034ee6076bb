import { API } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { perUserRateLimit } from '../../lib/perUserRateLimit';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import type { DoctorDeps } from '../doctor/doctorService';
import { getFlow, presentFlow, writeRevision } from '../flows/flowService';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { findPublishedSummary, findPublishedVersion, listPublishedVersions } from './publishedFlowRepository';
import {
  countDraftChanges,
  diffStoredFlows,
  getLiveVersion,
  type PublishedVersionSummary,
  publishDraft,
  republishVersion,
} from './publishService';
import { replayOnDraft } from './replayService';

const idParams = z.object({ id: z.string().max(100) });
const versionParams = z.object({
  id: z.string().max(100),
  v: z.coerce.number().int().positive().max(1_000_000),
});

function present(summary: PublishedVersionSummary) {
  return { ...summary, publishedAt: summary.publishedAt.toISOString() };
}

/**
 * Draft and live (issue #28), under /api/plubots/:id, owner only (404 for anyone else): publish
 * the draft (Bot Doctor first), the live version and how far the draft is from it, the published
 * versions, one version's flow, and rollback (a copy of an old version published anew).
 */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['publishing'];
  const security = [{ bearer: [] }];
  const doctor: DoctorDeps = { db: app.db, config: app.config, mailer: app.mailer, log: app.log };
  const owned = async (request: FastifyRequest & { params: { id: string } }) =>
    getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
  const publishes = {
    rateLimit: perUserRateLimit(
      'flow-publish',
      app.config.RATE_LIMIT_FLOW_SAVES_MAX,
      app.config.RATE_LIMIT_WINDOW_MS,
    ),
  };

  registerEndpoint(
    app,
    API.publishDraft,
    { config: publishes, preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      const { published, report } = await publishDraft(doctor, {
        ownerId: plubot.ownerId,
        userId: requireAuth(request).userId,
        plubotId: plubot.id,
        note: request.body.note || null,
        ...(request.body.expectedVersion === undefined
          ? {}
          : { expectedVersion: request.body.expectedVersion }),
      });
      return { success: true as const, published: present(published), report };
    },
  );

  registerEndpoint(
    app,
    API.getPublished,
    { preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      const [live, draft] = await Promise.all([
        getLiveVersion(app.db, plubot.id),
        getFlow(app.db, plubot.id),
      ]);
      return {
        success: true as const,
        published: live ? present(live.summary) : null,
        draftRevision: draft.revision,
        changes: countDraftChanges(live?.flow ?? null, draft),
      };
    },
  );

  registerEndpoint(
    app,
    API.listPublishedVersions,
    { preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      const versions = await listPublishedVersions(app.db, plubot.id);
      return {
        success: true as const,
        live: plubot.publishedVersion ?? null,
        versions: versions.map(present),
      };
    },
  );

  registerEndpoint(
    app,
    API.getPublishedVersion,
    { preHandler: app.authenticate, schema: { tags, security, params: versionParams } },
    async (request) => {
      const plubot = await owned(request);
      const row = await findPublishedVersion(app.db, plubot.id, request.params.v);
      const summary = await findPublishedSummary(app.db, plubot.id, request.params.v);
      if (!row || !summary) throw new AppError('PUBLISHED_VERSION_NOT_FOUND');
      const { flow } = presentFlow(
        { ...row, revision: row.draftRevision, updatedAt: row.createdAt },
        { key: app.config.ENCRYPTION_KEY, ownerId: plubot.ownerId },
      );
      const { revision: _revision, updatedAt: _updatedAt, ...content } = flow;
      return { success: true as const, published: present(summary), flow: content };
    },
  );

  registerEndpoint(
    app,
    API.editPublishedVersion,
    { config: publishes, preHandler: app.authenticate, schema: { tags, security, params: versionParams } },
    async (request) => {
      const plubot = await owned(request);
      const row = await findPublishedVersion(app.db, plubot.id, request.params.v);
      if (!row) throw new AppError('PUBLISHED_VERSION_NOT_FOUND');
      const { flowName, nodes, edges, viewport, flowVersion } = row;
      const draft = await writeRevision(app.db, plubot.id, { flowName, nodes, edges, viewport, flowVersion });
      return {
        success: true as const,
        message: translate(pickLanguage(request.headers['accept-language']), 'flow.restored'),
        ...presentFlow(draft, { key: app.config.ENCRYPTION_KEY, ownerId: plubot.ownerId }),
      };
    },
  );

  registerEndpoint(
    app,
    API.diffFlow,
    { preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      const side = async (which: 'published' | 'draft' | number) => {
        if (which === 'draft') return getFlow(app.db, plubot.id);
        const version = which === 'published' ? plubot.publishedVersion : which;
        if (version === null || version === undefined) return null;
        const row = await findPublishedVersion(app.db, plubot.id, version);
        if (!row) throw new AppError('PUBLISHED_VERSION_NOT_FOUND');
        return row;
      };
      const [from, to] = await Promise.all([side(request.query.from), side(request.query.to)]);
      return {
        success: true as const,
        diff: diffStoredFlows(from, to ?? { nodes: [], edges: [], flowVersion: 2 }),
      };
    },
  );

  registerEndpoint(
    app,
    API.replayConversations,
    { config: publishes, preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      const replay = await replayOnDraft(app.db, {
        plubotId: plubot.id,
        limit: request.body.limit,
        language: pickLanguage(request.headers['accept-language']),
      });
      return { success: true as const, ...replay };
    },
  );

  registerEndpoint(
    app,
    API.republishVersion,
    { config: publishes, preHandler: app.authenticate, schema: { tags, security, params: versionParams } },
    async (request) => {
      const plubot = await owned(request);
      const published = await republishVersion(app.db, {
        userId: requireAuth(request).userId,
        plubotId: plubot.id,
        version: request.params.v,
        note: request.body.note || null,
      });
      return { success: true as const, published: present(published) };
    },
  );
};
