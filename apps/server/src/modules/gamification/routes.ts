import {
  ACHIEVEMENTS,
  DAILY_REWARD_PLUCOINS,
  gamificationEventBodySchema,
  gamificationStateSchema,
  getLevel,
} from '@plubot/contracts';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { achievements, activities, users } from '../../db/schema';
import { pickLanguage, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { requireAuth } from '../../plugins/authenticate';
import { getUser } from '../auth/authService';

const DAY_MS = 24 * 60 * 60 * 1000;

async function readState(db: Database, userId: string) {
  const user = await getUser(db, userId);
  const unlocked = await db.select().from(achievements).where(eq(achievements.userId, userId));
  const recent = await db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt))
    .limit(10);
  const { level, levelName, nextLevelXp } = getLevel(user.xp);
  return {
    success: true as const,
    xp: user.xp,
    level,
    levelName,
    nextLevelXp,
    pluCoins: user.plucoins,
    dailyRewardAvailable: Date.now() - (user.lastDailyRewardAt?.getTime() ?? 0) >= DAY_MS,
    achievements: unlocked.map((a) => ({ id: a.achievementId, unlocked_at: a.unlockedAt.toISOString() })),
    recentActivities: recent.map((a) => ({
      kind: a.kind,
      detail: a.detail,
      created_at: a.createdAt.toISOString(),
    })),
  };
}

/** Gamification: the user's XP, level, PluCoins, achievements, daily reward. */
export const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const t = (request: FastifyRequest, key: string, params?: Record<string, string | number>) =>
    translate(pickLanguage(request.headers['accept-language']), key, params);
  const common = { preHandler: app.authenticate };
  const schema = {
    tags: ['gamification'],
    security: [{ bearer: [] }],
    response: { 200: gamificationStateSchema },
  };

  app.get('/gamification/me', { ...common, schema }, async (request) =>
    readState(app.db, requireAuth(request).userId),
  );

  app.post('/gamification/daily-reward', { ...common, schema }, async (request) => {
    const { userId } = requireAuth(request);
    const claimed = await app.db
      .update(users)
      .set({ plucoins: sql`${users.plucoins} + ${DAILY_REWARD_PLUCOINS}`, lastDailyRewardAt: new Date() })
      .where(
        and(
          eq(users.id, userId),
          or(isNull(users.lastDailyRewardAt), lt(users.lastDailyRewardAt, new Date(Date.now() - DAY_MS))),
        ),
      )
      .returning({ id: users.id });
    if (claimed.length === 0) throw new AppError('REWARD_ALREADY_CLAIMED');
    await app.db
      .insert(activities)
      .values({ userId, kind: 'daily_reward', detail: { plucoins: DAILY_REWARD_PLUCOINS } });
    return {
      ...(await readState(app.db, userId)),
      message: t(request, 'gamification.rewardClaimed', { plucoins: DAILY_REWARD_PLUCOINS }),
    };
  });

  app.post(
    '/gamification/events',
    { ...common, schema: { ...schema, body: gamificationEventBodySchema } },
    async (request) => {
      const { userId } = requireAuth(request);
      const id = request.body.id;
      const inserted = await app.db
        .insert(achievements)
        .values({ userId, achievementId: id })
        .onConflictDoNothing()
        .returning({ id: achievements.achievementId });
      if (inserted.length > 0) {
        const reward = ACHIEVEMENTS[id];
        await app.db
          .update(users)
          .set({ xp: sql`${users.xp} + ${reward.xp}`, plucoins: sql`${users.plucoins} + ${reward.plucoins}` })
          .where(eq(users.id, userId));
        await app.db.insert(activities).values({ userId, kind: 'achievement', detail: { id, ...reward } });
      }
      const state = await readState(app.db, userId);
      return {
        ...state,
        unlocked: inserted.length > 0 ? id : null,
        ...(inserted.length > 0 ? { message: t(request, `gamification.achievement.${id}`) } : {}),
      };
    },
  );
};
