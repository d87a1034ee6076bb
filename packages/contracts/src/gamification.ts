import { z } from 'zod';
import { POWERS } from './powers';

/**
 * What each kind of progress is worth. The keys are the reasons written in the progress ledger;
 * the server alone writes them, each under an idempotency key, in the transaction of the fact it
 * rewards (a bot created, a flow saved with an End, a conversation received …).
 */
export const PROGRESS_REWARDS = {
  first_bot: { xp: 50, plucoins: 20 },
  first_flow_with_end: { xp: 50, plucoins: 20 },
  first_share: { xp: 30, plucoins: 10 },
  first_conversation: { xp: 50, plucoins: 20 },
  conversations_10: { xp: 100, plucoins: 40 },
  conversations_100: { xp: 200, plucoins: 100 },
  first_lead: { xp: 75, plucoins: 30 },
  lesson: { xp: 40, plucoins: 15 },
  academy_complete: { xp: 100, plucoins: 50 },
  tutorial: { xp: 30, plucoins: 10 },
  blog_read: { xp: 25, plucoins: 0 },
  daily_reward: { xp: 10, plucoins: 100 },
  streak_7: { xp: 50, plucoins: 50 },
  challenge: { xp: 120, plucoins: 60 },
  /** Facts that only unlock an achievement (the achievement carries the reward). */
  embed_copies_5: { xp: 0, plucoins: 0 },
  /** A bot's widget look saved different from the defaults and from what was saved before. */
  widget_customized: { xp: 0, plucoins: 0 },
} as const;
export type ProgressReason = keyof typeof PROGRESS_REWARDS;

/** PluCoins of the daily reward (once per calendar day in the user's time zone). */
export const DAILY_REWARD_PLUCOINS = PROGRESS_REWARDS.daily_reward.plucoins;

/** Conversations received (by all of a user's bots) that earn a milestone. */
export const CONVERSATION_MILESTONES = [
  { count: 1, reason: 'first_conversation' },
  { count: 10, reason: 'conversations_10' },
  { count: 100, reason: 'conversations_100' },
] as const satisfies readonly { count: number; reason: ProgressReason }[];

/**
 * A conversation counts as received (for the milestones above, the Coliseum's challenges and
 * featured bots, and so for the ranking) only when a real visitor held it: not the bot's owner, with
 * at least one reply from the visitor, and at most this many per visitor (one IP, or one WhatsApp
 * number) per bot per UTC day. The server decides it once, at the visitor's first reply.
 */
export const COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY = 3;

/**
 * Achievements and what each is worth. Each is derived by the server from a ledger fact (`reason`):
 * the browser can never grant one. `social_media` is shown by the sharing panel but has no fact
 * that unlocks it (spec app.md §4).
 */
export const ACHIEVEMENTS = {
  first_plubot: { xp: 20, plucoins: 10, reason: 'first_bot' },
  first_share: { xp: 10, plucoins: 5, reason: 'first_share' },
  embed_master: { xp: 25, plucoins: 15, reason: 'embed_copies_5' },
  customizer: { xp: 10, plucoins: 5, reason: 'widget_customized' },
  social_media: { xp: 10, plucoins: 5, reason: null },
  first_conversation: { xp: 20, plucoins: 10, reason: 'first_conversation' },
  popular_bot: { xp: 50, plucoins: 25, reason: 'conversations_100' },
  lead_hunter: { xp: 25, plucoins: 10, reason: 'first_lead' },
  academy_graduate: { xp: 50, plucoins: 25, reason: 'academy_complete' },
  constant_builder: { xp: 30, plucoins: 20, reason: 'streak_7' },
  challenger: { xp: 30, plucoins: 15, reason: 'challenge' },
} as const satisfies Record<string, { xp: number; plucoins: number; reason: ProgressReason | null }>;
export type AchievementId = keyof typeof ACHIEVEMENTS;
export const ACHIEVEMENT_IDS = Object.keys(ACHIEVEMENTS) as [AchievementId, ...AchievementId[]];

/** The achievements a ledger reason unlocks. */
export function achievementsForReason(reason: string): AchievementId[] {
  return ACHIEVEMENT_IDS.filter((id) => ACHIEVEMENTS[id].reason === reason);
}

/**
 * What recording one new award of `reason` pays: its own reward plus every achievement the reason
 * unlocks that the user does not hold yet. The ledger pays exactly this, and the Coliseum's cards
 * show it, so a promise and its payment never differ.
 *
 * @example computeProgressPayout('challenge', []) // { xp: 150, plucoins: 75 } (with 'challenger')
 * @example computeProgressPayout('challenge', ['challenger']) // { xp: 120, plucoins: 60 }
 */
export function computeProgressPayout(
  reason: ProgressReason,
  unlocked: Iterable<string>,
): { xp: number; plucoins: number } {
  const held = new Set(unlocked);
  let { xp, plucoins }: { xp: number; plucoins: number } = PROGRESS_REWARDS[reason];
  for (const id of achievementsForReason(reason)) {
    if (held.has(id)) continue;
    xp += ACHIEVEMENTS[id].xp;
    plucoins += ACHIEVEMENTS[id].plucoins;
  }
  return { xp, plucoins };
}

/** Days of a row of daily rewards that earn the 'streak_7' bonus. */
export const STREAK_BONUS_DAYS = 7;

/** The guides (`/tutoriales/{slug}`) whose end earns tutorial XP. */
export const GUIDE_SLUGS = [
  'flujos',
  'automatizacion',
  'aprendizaje',
  'expansion',
  'discord',
  'discord-channel-id',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** The blog posts (`/blog/{slug}`) whose reading earns XP at 50 % and at 100 %. */
export const BLOG_POST_SLUGS = [
  'disena-tu-primer-bot',
  'decisiones-y-variables',
  'captura-leads-guardar-datos',
  'comparte-tu-bot',
  'plantillas-para-empezar',
  'webhooks-firmados',
] as const;
export type BlogPostSlug = (typeof BLOG_POST_SLUGS)[number];

/** What PluCoins buy, and the price of each kind. */
export const UNLOCK_COSTS = { power_trial: 150, widget_theme: 200, character: 300 } as const;
export type UnlockKind = keyof typeof UNLOCK_COSTS;
export const UNLOCK_KINDS = Object.keys(UNLOCK_COSTS) as [UnlockKind, ...UnlockKind[]];

/** Days a marketplace power's free trial lasts (a Pro power on any plan). */
export const POWER_TRIAL_DAYS = 7;

/** Widget themes bought with PluCoins, beside the free 'light', 'dark' and 'auto'. */
export const PREMIUM_WIDGET_THEMES = ['galaxia', 'aurora', 'nebulosa'] as const;
export type PremiumWidgetTheme = (typeof PREMIUM_WIDGET_THEMES)[number];

/**
 * The Historyverse: pioneers of computing and conversation, each unlocked on reaching a level (or
 * earlier with PluCoins). Texts live in the web app (`historyverse.characters.{id}`).
 */
export const HISTORYVERSE_CHARACTERS = [
  { id: 'ada-lovelace', unlockLevel: 3 },
  { id: 'alan-turing', unlockLevel: 4 },
  { id: 'grace-hopper', unlockLevel: 5 },
  { id: 'hedy-lamarr', unlockLevel: 6 },
  { id: 'joseph-weizenbaum', unlockLevel: 7 },
  { id: 'margaret-hamilton', unlockLevel: 8 },
  { id: 'claude-shannon', unlockLevel: 9 },
  { id: 'katherine-johnson', unlockLevel: 9 },
  { id: 'john-mccarthy', unlockLevel: 10 },
  { id: 'karen-sparck-jones', unlockLevel: 10 },
  { id: 'tim-berners-lee', unlockLevel: 11 },
] as const;
export type HistoryverseCharacterId = (typeof HISTORYVERSE_CHARACTERS)[number]['id'];

/** The item ids each kind of unlock accepts: Pro powers, premium themes, characters. */
export function isUnlockableItem(kind: UnlockKind, itemId: string): boolean {
  if (kind === 'power_trial') return POWERS.some((power) => power.id === itemId && power.pro);
  if (kind === 'widget_theme') return (PREMIUM_WIDGET_THEMES as readonly string[]).includes(itemId);
  return HISTORYVERSE_CHARACTERS.some((character) => character.id === itemId);
}

const plubotIdSchema = z.string().uuid({ message: 'gamification.unknownBot' });
const guideSlugSchema = z.enum(GUIDE_SLUGS, { message: 'gamification.unknownGuide' });
const blogPostSlugSchema = z.enum(BLOG_POST_SLUGS, { message: 'gamification.unknownPost' });

/**
 * `POST /api/gamification/facts`: something the browser saw happen (a share copied, a guide or
 * post opened, finished or read halfway). Opening a tab is no fact: «Personalizador» comes from
 * saving a changed widget look (`POST /api/plubots/:id/embed`). The server checks it
 * (the bot is the user's, the guide or post exists), rate-limits it and decides what it earns: a
 * reading pays only once the text's reading time has passed since the page was opened
 * (`tutorial_started` / `blog_started`, which the page sends when it opens).
 */
export const gamificationFactBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('share_copy'),
      plubotId: plubotIdSchema,
      channel: z.enum(['link', 'embed', 'qr', 'widget'], { message: 'gamification.unknownChannel' }),
    }),
    z.object({ kind: z.literal('tutorial_started'), slug: guideSlugSchema }),
    z.object({ kind: z.literal('tutorial_finished'), slug: guideSlugSchema }),
    z.object({ kind: z.literal('blog_started'), slug: blogPostSlugSchema }),
    z.object({
      kind: z.literal('blog_read'),
      slug: blogPostSlugSchema,
      percent: z.union([z.literal(50), z.literal(100)], { message: 'gamification.invalidPercent' }),
    }),
  ],
  { message: 'gamification.unknownFact' },
);
export type GamificationFact = z.infer<typeof gamificationFactBodySchema>;

/** `POST /api/gamification/daily-reward`: optionally the browser's IANA time zone. */
export const dailyRewardBodySchema = z.object({ timeZone: z.string().trim().max(64).optional() }).nullish();

/** `POST /api/gamification/unlock`: spend PluCoins on one item. */
export const unlockBodySchema = z.object({
  kind: z.enum(UNLOCK_KINDS, { message: 'gamification.unknownUnlock' }),
  itemId: z.string().trim().min(1, 'gamification.unknownUnlock').max(64),
});
export type UnlockBody = z.infer<typeof unlockBodySchema>;

const activitySchema = z.object({
  kind: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  created_at: z.string(),
});

export const gamificationStateSchema = z.object({
  success: z.literal(true),
  xp: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  nextLevelXp: z.number().int(),
  pluCoins: z.number().int(),
  dailyRewardAvailable: z.boolean(),
  /** Days in a row with the daily reward claimed (0 when the row is broken). */
  streak: z.number().int().optional(),
  achievements: z.array(z.object({ id: z.string(), unlocked_at: z.string() })),
  recentActivities: z.array(activitySchema),
  /** What the user bought with PluCoins (a power trial carries its end). */
  unlocks: z
    .array(z.object({ kind: z.enum(UNLOCK_KINDS), itemId: z.string(), expiresAt: z.string().nullable() }))
    .optional(),
  /** Set when the call unlocked something new. */
  unlocked: z.string().nullable().optional(),
  message: z.string().optional(),
});
export type GamificationState = z.infer<typeof gamificationStateSchema>;

/** One ledger entry of the user's timeline (the Sanctuary). */
export const progressEventSchema = z.object({
  reason: z.string(),
  key: z.string(),
  xp: z.number().int(),
  plucoins: z.number().int(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  created_at: z.string(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

export const progressTimelineSchema = z.object({ events: z.array(progressEventSchema) });
