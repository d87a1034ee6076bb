import { API } from '@plubot/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '../../i18n/translate';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { claimDailyReward, readState, readTimeline, recordFact, unlockItem } from './gamificationService';
import type { RecordedProgress } from './progressLedger';

/**
 * Gamification: the user's XP, level, PluCoins, achievements, daily reward, facts the browser saw,
 * spending PluCoins and the timeline. Every reward is decided here from facts; no endpoint takes an
 * achievement or an amount from the client.
 */
export const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const t = (request: FastifyRequest, key: string, params?: Record<string, string | number>) =>
    translate(pickLanguage(request.headers['accept-language']), key, params);
  const common = { preHandler: app.authenticate };
  const schema = { tags: ['gamification'], security: [{ bearer: [] }] };
  const factLimit = {
    rateLimit: { max: app.config.RATE_LIMIT_FACTS_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  };

  /** The state with what a call just earned: its first new achievement named, in the caller's language. */
  async function answer(
    request: FastifyRequest,
    userId: string,
    progress: RecordedProgress,
    message?: string,
  ) {
    const state = await readState(app.db, userId);
    const achievement = progress.achievements[0];
    return {
      ...state,
      unlocked: achievement ?? null,
      ...(achievement ? { message: t(request, `gamification.achievement.${achievement}`) } : {}),
      ...(message ? { message } : {}),
    };
  }

  registerEndpoint(app, API.gamificationMe, { ...common, schema }, async (request) =>
    readState(app.db, requireAuth(request).userId),
  );

  registerEndpoint(app, API.claimDailyReward, { ...common, schema }, async (request) => {
    const { userId } = requireAuth(request);
    const paid = await claimDailyReward(app.db, userId, request.body?.timeZone);
    const state = await answer(request, userId, paid);
    return { ...state, message: t(request, 'gamification.rewardClaimed', { plucoins: paid.plucoins }) };
  });

  registerEndpoint(app, API.gamificationFact, { ...common, config: factLimit, schema }, async (request) => {
    const { userId } = requireAuth(request);
    return answer(request, userId, await recordFact(app.db, userId, request.body));
  });

  registerEndpoint(app, API.unlockItem, { ...common, config: factLimit, schema }, async (request) => {
    const { userId } = requireAuth(request);
    const cost = await unlockItem(app.db, userId, request.body);
    const state = await readState(app.db, userId);
    return {
      ...state,
      unlocked: request.body.itemId,
      message: t(request, 'gamification.unlocked', { plucoins: cost }),
    };
  });

  registerEndpoint(app, API.progressTimeline, { ...common, schema }, async (request) => ({
    events: await readTimeline(app.db, requireAuth(request).userId),
  }));
};
