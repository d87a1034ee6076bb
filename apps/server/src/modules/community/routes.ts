import {
  claimChallengeResponseSchema,
  cloneResponseSchema,
  coliseumResponseSchema,
  communityProfileBodySchema,
  communityProfileResponseSchema,
  featuredBotsResponseSchema,
  myPublicationsResponseSchema,
  publicationBodySchema,
  publicationResponseSchema,
  rankingResponseSchema,
  towerQuerySchema,
  towerResponseSchema,
} from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage, type TranslateParams, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
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

  app.get(
    '/coliseum',
    { ...common, schema: { ...coliseum, response: { 200: coliseumResponseSchema } } },
    (request) => readColiseum(app.db, requireAuth(request).userId),
  );

  app.post(
    '/coliseum/challenges/:challengeId/claim',
    {
      ...common,
      schema: { ...coliseum, params: challengeParams, response: { 200: claimChallengeResponseSchema } },
    },
    async (request) => {
      const result = await claimChallenge(app.db, requireAuth(request).userId, request.params.challengeId);
      const message =
        result.xpEarned > 0
          ? t(request, 'community.challengeClaimed', { xp: result.xpEarned, plucoins: result.plucoinsEarned })
          : t(request, 'community.challengeAlreadyClaimed');
      return { success: true as const, ...result, message };
    },
  );

  app.get(
    '/coliseum/ranking',
    { ...common, schema: { ...coliseum, response: { 200: rankingResponseSchema } } },
    (request) => readRanking(app.db, requireAuth(request).userId),
  );

  app.put(
    '/coliseum/profile',
    {
      ...common,
      schema: {
        ...coliseum,
        body: communityProfileBodySchema,
        response: { 200: communityProfileResponseSchema },
      },
    },
    async (request) => {
      const profile = await updateCommunityProfile(app.db, requireAuth(request).userId, request.body);
      const message = profile.optIn
        ? t(request, 'community.joinedRanking', { name: profile.displayName ?? '' })
        : t(request, 'community.leftRanking');
      return { success: true as const, profile, message };
    },
  );

  app.get(
    '/coliseum/featured',
    { ...common, schema: { ...coliseum, response: { 200: featuredBotsResponseSchema } } },
    async (request) => ({
      success: true as const,
      bots: await listFeaturedBots(app.db, requireAuth(request).userId),
    }),
  );

  app.get(
    '/tower',
    {
      ...common,
      schema: { ...tower, querystring: towerQuerySchema, response: { 200: towerResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      bots: await listTowerBots(app.db, requireAuth(request).userId, request.query.search),
    }),
  );

  app.get(
    '/tower/mine',
    { ...common, schema: { ...tower, response: { 200: myPublicationsResponseSchema } } },
    async (request) => ({
      success: true as const,
      bots: await listMyPublications(app.db, requireAuth(request).userId),
    }),
  );

  app.put(
    '/plubots/:id/publication',
    {
      ...common,
      schema: {
        ...tower,
        params: plubotParams,
        body: publicationBodySchema,
        response: { 200: publicationResponseSchema },
      },
    },
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

  app.post(
    '/tower/:publicId/clone',
    {
      ...common,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { ...tower, params: publicIdParams, response: { 201: cloneResponseSchema } },
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
