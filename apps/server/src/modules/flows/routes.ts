import { API } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { perUserRateLimit } from '../../lib/perUserRateLimit';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import * as flowsService from './flowService';

/** Largest flow save accepted (5,000 nodes with rich data fit comfortably). */
export const FLOW_BODY_LIMIT = 16 * 1024 * 1024;

const idParams = z.object({ id: z.string().max(100) });

/**
 * Flow, version and backup routes under /api/plubots/:id (owner only, 404 for anyone else). Writes
 * are rate-limited per account (`RATE_LIMIT_FLOW_SAVES_MAX`) and held to the plan's flow storage.
 */
export const flowRoutes: FastifyPluginAsyncZod = async (app) => {
  const t = (request: FastifyRequest, key: string) =>
    translate(pickLanguage(request.headers['accept-language']), key);
  const tags = ['flows'];
  const security = [{ bearer: [] }];
  const owned = async (request: FastifyRequest & { params: { id: string } }) =>
    getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
  /** Every write of a flow (save, restore, backup), per account: generous for the editor's autosave. */
  const flowWrites = (name: string) => ({
    rateLimit: perUserRateLimit(name, app.config.RATE_LIMIT_FLOW_SAVES_MAX, app.config.RATE_LIMIT_WINDOW_MS),
  });
  /** What a bot's sealed secrets are bound to, beside the bot itself: the key and its owner. */
  const secretsOf = (plubot: { ownerId: string }) => ({
    key: app.config.ENCRYPTION_KEY,
    ownerId: plubot.ownerId,
  });

  registerEndpoint(
    app,
    API.getFlow,
    { preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      return {
        success: true as const,
        ...flowsService.presentFlow(await flowsService.getFlow(app.db, plubot.id), secretsOf(plubot)),
      };
    },
  );

  registerEndpoint(
    app,
    API.saveFlow,
    {
      config: flowWrites('flow-save'),
      preHandler: app.authenticate,
      bodyLimit: FLOW_BODY_LIMIT,
      schema: { tags, security, params: idParams },
    },
    async (request) => {
      const plubot = await owned(request);
      const row = await flowsService.saveFlow(app.db, plubot.id, request.body, secretsOf(plubot));
      return {
        success: true as const,
        message: t(request, 'flow.saved'),
        revision: row.revision,
        savedAt: row.updatedAt.toISOString(),
      };
    },
  );

  registerEndpoint(
    app,
    API.listVersions,
    { preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      return { success: true as const, versions: await flowsService.listVersions(app.db, plubot.id) };
    },
  );

  registerEndpoint(
    app,
    API.restoreVersion,
    {
      config: flowWrites('flow-version-restore'),
      preHandler: app.authenticate,
      schema: { tags, security, params: idParams.extend({ v: z.coerce.number().int().min(1) }) },
    },
    async (request) => {
      const plubot = await owned(request);
      const row = await flowsService.restoreVersion(app.db, plubot.id, request.params.v);
      return {
        success: true as const,
        message: t(request, 'flow.restored'),
        ...flowsService.presentFlow(row, secretsOf(plubot)),
      };
    },
  );

  registerEndpoint(
    app,
    API.listBackups,
    { preHandler: app.authenticate, schema: { tags, security, params: idParams } },
    async (request) => {
      const plubot = await owned(request);
      return { success: true as const, backups: await flowsService.listBackups(app.db, plubot.id) };
    },
  );

  registerEndpoint(
    app,
    API.createBackup,
    {
      config: flowWrites('flow-backup'),
      preHandler: app.authenticate,
      successCodes: [201],
      schema: { tags, security, params: idParams },
    },
    async (request, reply) => {
      const plubot = await owned(request);
      const backup = await flowsService.createBackup(app.db, plubot.id, request.body?.name);
      return reply
        .code(201)
        .send({ success: true as const, message: t(request, 'flow.backupCreated'), backup });
    },
  );

  registerEndpoint(
    app,
    API.restoreBackup,
    {
      config: flowWrites('flow-backup-restore'),
      preHandler: app.authenticate,
      schema: { tags, security, params: idParams.extend({ b: z.string().max(100) }) },
    },
    async (request) => {
      const plubot = await owned(request);
      const row = await flowsService.restoreBackup(app.db, plubot.id, request.params.b);
      return {
        success: true as const,
        message: t(request, 'flow.restored'),
        ...flowsService.presentFlow(row, secretsOf(plubot)),
      };
    },
  );
};
