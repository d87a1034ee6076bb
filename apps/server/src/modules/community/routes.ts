import { API } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, type TranslateParams, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { cloneTowerBot } from './cloneTowerBot';
import { claimChallenge, readColiseum } from './coliseumService';
import { readRanking, updateCommunityProfile } from './rankingService';
import { listFeaturedBots, listMyPublications, listTowerBots, setPublication } from './towerService';

const challengeParams = z.object({ challengeId: z.string().max(100) });
const plubotParams = z.object({ id: z.string().max(100) });
const publicIdParams = z.object({ publicId: z.string().max(100) });

/**
 * The community under /api: the Coliseum (`/coliseum`: weekly challenges verified by the server,
 * the opt-in ranking, featured bots) and the Tower (`/tower`: bots their owners published, cloned
 * as templates; `/plubots/:id/publication` for the owner). Every route needs a session.
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const language = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);
  const t = (request: FastifyRequest, key: string, params?: TranslateParams) =>
    translate(language(request), key, params);
  const common = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const coliseum = { tags: ['coliseum'], security };
  const tower = { tags: ['tower'], security };

  registerEndpoint(app, API.coliseum, { ...common, schema: coliseum }, (request) =>
    readColiseum(app.db, requireAuth(request).userId),
  );

  registerEndpoint(
    app,
    API.claimChallenge,
    { ...common, schema: { ...coliseum, params: challengeParams } },
    async (request) => {
      const result = await claimChallenge(app.db, requireAuth(request).userId, request.params.challengeId);
      const message =
        result.xpEarned > 0
          ? t(request, 'community.challengeClaimed', { xp: result.xpEarned, plucoins: result.plucoinsEarned })
          : t(request, 'community.challengeAlreadyClaimed');
      return { success: true as const, ...result, message };
    },
  );

  registerEndpoint(app, API.ranking, { ...common, schema: coliseum }, (request) =>
    readRanking(app.db, requireAuth(request).userId),
  );

  registerEndpoint(app, API.updateCommunityProfile, { ...common, schema: coliseum }, async (request) => {
    const profile = await updateCommunityProfile(app.db, requireAuth(request).userId, request.body);
    const message = profile.optIn
      ? t(request, 'community.joinedRanking', { name: profile.displayName ?? '' })
      : t(request, 'community.leftRanking');
    return { success: true as const, profile, message };
  });

  registerEndpoint(app, API.featuredBots, { ...common, schema: coliseum }, async (request) => ({
    success: true as const,
    bots: await listFeaturedBots(app.db, requireAuth(request).userId),
  }));

  registerEndpoint(app, API.tower, { ...common, schema: tower }, async (request) => ({
    success: true as const,
    bots: await listTowerBots(app.db, requireAuth(request).userId, request.query.search),
  }));

  registerEndpoint(app, API.myPublications, { ...common, schema: tower }, async (request) => ({
    success: true as const,
    bots: await listMyPublications(app.db, requireAuth(request).userId),
  }));

  registerEndpoint(
    app,
    API.updatePublication,
    { ...common, schema: { ...tower, params: plubotParams } },
    async (request) => {
      const result = await setPublication(
        app.db,
        requireAuth(request).userId,
        request.params.id,
        request.body,
      );
      if (!result.ok) {
        const message = t(request, result.problem);
        throw new AppError('VALIDATION_ERROR', {
          fieldErrors: { published: [result.problem] },
          extra: { message },
        });
      }
      const { bot, wasPublished } = result;
      const key = !bot.published
        ? 'community.unpublished'
        : wasPublished
          ? 'community.publicationUpdated'
          : 'community.published';
      return { success: true as const, bot, message: t(request, key, { name: bot.name }) };
    },
  );

  registerEndpoint(
    app,
    API.cloneTowerBot,
    {
      ...common,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      successCodes: [201],
      schema: { ...tower, params: publicIdParams },
    },
    async (request, reply) => {
      const plubot = await cloneTowerBot(app.db, requireAuth(request).userId, request.params.publicId, {
        language: language(request),
        encryptionKey: app.config.ENCRYPTION_KEY,
      });
      return reply.code(201).send({
        success: true as const,
        id: plubot.id,
        publicId: plubot.publicId,
        name: plubot.name,
        message: t(request, 'community.cloned', { name: plubot.name }),
      });
    },
  );
};
