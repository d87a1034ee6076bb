import { z } from 'zod';

/** Achievements and what each is worth (sharing ones from spec app.md §4 "Sharing panel"). */
export const ACHIEVEMENTS = {
  first_share: { xp: 10, plucoins: 5 },
  embed_master: { xp: 25, plucoins: 15 },
  customizer: { xp: 10, plucoins: 5 },
  social_media: { xp: 10, plucoins: 5 },
  first_plubot: { xp: 20, plucoins: 10 },
} as const;
export type AchievementId = keyof typeof ACHIEVEMENTS;
export const ACHIEVEMENT_IDS = Object.keys(ACHIEVEMENTS) as [AchievementId, ...AchievementId[]];

/** PluCoins of the daily reward. */
export const DAILY_REWARD_PLUCOINS = 10;

export const gamificationEventBodySchema = z.object({
  type: z.literal('achievement'),
  id: z.enum(ACHIEVEMENT_IDS, { message: 'gamification.unknownAchievement' }),
});

export const gamificationStateSchema = z.object({
  success: z.literal(true),
  xp: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  nextLevelXp: z.number().int(),
  pluCoins: z.number().int(),
  dailyRewardAvailable: z.boolean(),
  achievements: z.array(z.object({ id: z.string(), unlocked_at: z.string() })),
  recentActivities: z.array(
    z.object({
      kind: z.string(),
      detail: z.record(z.string(), z.union([z.string(), z.number()])),
      created_at: z.string(),
    }),
  ),
  /** Set when the call unlocked something new. */
  unlocked: z.string().nullable().optional(),
  message: z.string().optional(),
});
