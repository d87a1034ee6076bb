import { z } from 'zod';
import { PROGRESS_REWARDS } from './gamification';
import { hasInvisibleCharacter } from './hasInvisibleCharacter';
import { looksLikeWebAddress, revealHiddenDots } from './looksLikeWebAddress';

/**
 * The pool of weekly challenges of the Coliseum. Every ISO week three of them are chosen by the
 * server from the week number; each is verified from the user's own data within that week (never
 * from what the browser says). Texts live in the web app (`coliseum.challenges.{id}`).
 */
export const CHALLENGE_POOL = [
  { id: 'receive_conversations', target: 5 },
  { id: 'receive_many_conversations', target: 25 },
  { id: 'capture_lead', target: 1 },
  { id: 'decision_flow', target: 1 },
  { id: 'share_bot', target: 1 },
  { id: 'publish_bot', target: 1 },
  { id: 'academy_lesson', target: 1 },
  { id: 'daily_reward_days', target: 3 },
  { id: 'create_bot', target: 1 },
] as const;
export type ChallengeId = (typeof CHALLENGE_POOL)[number]['id'];
export const CHALLENGE_IDS = CHALLENGE_POOL.map((challenge) => challenge.id) as [
  ChallengeId,
  ...ChallengeId[],
];

/** Challenges chosen each week. */
export const WEEKLY_CHALLENGE_COUNT = 3;

/** What a claimed challenge is worth (the ledger's 'challenge' reason). */
export const CHALLENGE_REWARD = PROGRESS_REWARDS.challenge;

/** Users listed in the Coliseum's ranking. */
export const RANKING_SIZE = 50;

/** Bounds of the public name shown in the ranking and the Tower. */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 30;

/** Longest description of a bot published in the Tower. */
export const PUBLIC_DESCRIPTION_MAX = 280;

/** Longest Tower search. */
export const TOWER_SEARCH_MAX = 80;

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * Why a display name cannot be used, as a server message key, or null when it can. Names are
 * trimmed first; invisible characters and text-direction controls are refused so a name shows what
 * it says, and an e-mail address or a web address (also with disguised dots: `evil . com`,
 * `evil。com`, `evil[.]com`) so nobody publishes contact data or links in the ranking.
 * @example getDisplayNameProblem('Ana') // null
 * @example getDisplayNameProblem('ana@mail.com') // 'community.displayNameEmail'
 * @example getDisplayNameProblem('evil [dot] com') // 'community.displayNameUrl'
 */
export function getDisplayNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < DISPLAY_NAME_MIN) return 'community.displayNameTooShort';
  if (trimmed.length > DISPLAY_NAME_MAX) return 'community.displayNameTooLong';
  if (hasInvisibleCharacter(trimmed)) return 'community.displayNameInvisible';
  if (EMAIL_LIKE.test(revealHiddenDots(trimmed))) return 'community.displayNameEmail';
  if (looksLikeWebAddress(trimmed)) return 'community.displayNameUrl';
  return null;
}

/**
 * `PUT /api/coliseum/profile`: join the ranking under a public name (required to join), or leave
 * it (`optIn: false`; the name, if sent, must still be valid).
 */
export const communityProfileBodySchema = z
  .object({
    displayName: z.string({ message: 'community.displayNameRequired' }).max(200).optional(),
    optIn: z.boolean({ message: 'community.optInRequired' }),
  })
  .superRefine((body, ctx) => {
    const name = body.displayName?.trim() ?? '';
    if (name === '' && !body.optIn) return;
    const problem = name === '' ? 'community.displayNameRequired' : getDisplayNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['displayName'] });
  })
  .transform((body) => ({ optIn: body.optIn, displayName: body.displayName?.trim() || null }));
export type CommunityProfileBody = z.input<typeof communityProfileBodySchema>;

export const communityProfileSchema = z.object({
  displayName: z.string().nullable(),
  optIn: z.boolean(),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>;

export const communityProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: communityProfileSchema,
  message: z.string(),
});

/** One of this week's challenges with the user's progress. */
export const weeklyChallengeSchema = z.object({
  id: z.enum(CHALLENGE_IDS),
  target: z.number().int(),
  /** Progress this week, capped at `target`. */
  current: z.number().int(),
  done: z.boolean(),
  claimed: z.boolean(),
  /**
   * What claiming it pays the caller now (`computeProgressPayout('challenge', …)`: the challenge's
   * reward, plus the «Retador» achievement on the first claim ever). The claim's answer carries what
   * it paid.
   */
  xp: z.number().int(),
  plucoins: z.number().int(),
});
export type WeeklyChallenge = z.infer<typeof weeklyChallengeSchema>;

export const coliseumResponseSchema = z.object({
  success: z.literal(true),
  /** ISO week, e.g. '2026-W48' (UTC, weeks start on Monday). */
  week: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  challenges: z.array(weeklyChallengeSchema),
});
export type ColiseumState = z.infer<typeof coliseumResponseSchema>;

export const claimChallengeResponseSchema = z.object({
  success: z.literal(true),
  challenge: weeklyChallengeSchema,
  /** What this call paid (0 when the challenge had been claimed already). */
  xpEarned: z.number().int(),
  plucoinsEarned: z.number().int(),
  message: z.string(),
});

export const rankingEntrySchema = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  weeklyXp: z.number().int(),
  isMe: z.boolean(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(rankingEntrySchema),
  /** The caller's own row when they opted in (also when outside the top). */
  me: rankingEntrySchema.nullable(),
  profile: communityProfileSchema,
});
export type RankingResponse = z.infer<typeof rankingResponseSchema>;

/** A bot in the Tower's gallery, as anyone signed in sees it. */
export const towerBotSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  /** The owner's public name when they set one; never their real name or e-mail. */
  ownerDisplayName: z.string().nullable(),
  conversations: z.number().int(),
  cloneCount: z.number().int(),
  publishedAt: z.string(),
  isMine: z.boolean(),
});
export type TowerBot = z.infer<typeof towerBotSchema>;

export const towerQuerySchema = z.object({
  search: z.string().trim().max(TOWER_SEARCH_MAX, 'community.searchTooLong').optional(),
});

export const towerResponseSchema = z.object({ success: z.literal(true), bots: z.array(towerBotSchema) });

export const featuredBotsResponseSchema = z.object({
  success: z.literal(true),
  bots: z.array(towerBotSchema),
});

/** One of the caller's bots with its Tower publication. */
export const myPublicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  publicId: z.string(),
  published: z.boolean(),
  description: z.string(),
  publishedAt: z.string().nullable(),
  cloneCount: z.number().int(),
});
export type MyPublication = z.infer<typeof myPublicationSchema>;

export const myPublicationsResponseSchema = z.object({
  success: z.literal(true),
  bots: z.array(myPublicationSchema),
});

/** `PUT /api/plubots/:id/publication`: show the bot in the Tower (or withdraw it). */
export const publicationBodySchema = z.object({
  published: z.boolean({ message: 'community.publishedRequired' }),
  description: z
    .string()
    .trim()
    .max(PUBLIC_DESCRIPTION_MAX, 'community.descriptionTooLong')
    .optional()
    .default(''),
});
export type PublicationBody = z.input<typeof publicationBodySchema>;

export const publicationResponseSchema = z.object({
  success: z.literal(true),
  bot: myPublicationSchema,
  message: z.string(),
});

export const cloneResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  publicId: z.string(),
  name: z.string(),
  message: z.string(),
});
