import { PLAN_IDS } from '@plubot/flow';
import { z } from 'zod';

/**
 * The next suggested steps of the Pluniverse hub, in the order a new user meets them. The server
 * picks the first one whose fact has not happened yet (see `modules/hub/pickNextStep.ts`).
 */
export const HUB_STEP_IDS = [
  'create_bot',
  'finish_flow',
  'share_bot',
  'first_contact',
  'take_lesson',
  'claim_daily',
  'publish_tower',
  'join_challenge',
  'explore_marketplace',
] as const;
export type HubStepId = (typeof HUB_STEP_IDS)[number];

/** The step the hub suggests: what to do, where (an app route) and, when it names one, for which bot. */
export const hubStepSchema = z.object({
  id: z.enum(HUB_STEP_IDS),
  /** An app route (`/welcome`, `/plubot/edit/flow/{id}`, `/chat/{publicId}` …). */
  route: z.string(),
  plubotId: z.string().nullable(),
  plubotName: z.string().nullable(),
});
export type HubStep = z.infer<typeof hubStepSchema>;

/** One of the caller's bots as the hub shows it. */
export const hubBotSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  publicId: z.string(),
  /** Conversations started this calendar month (UTC, the usage month). */
  conversationsThisMonth: z.number().int(),
  leadsThisMonth: z.number().int(),
  /** Its link or code was copied, it is on WhatsApp or in the Torre, or someone already chatted. */
  shared: z.boolean(),
  /** Its saved flow has an End node. */
  hasEnd: z.boolean(),
});
export type HubBot = z.infer<typeof hubBotSchema>;

/** `GET /api/pluniverse`: the caller's bots, this month's replies of the plan and the next step. */
export const hubResponseSchema = z.object({
  success: z.literal(true),
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  bots: z.array(hubBotSchema),
  replies: z.object({
    used: z.number().int(),
    /** Null on a plan without a monthly limit. */
    limit: z.number().int().nullable(),
    /** Null on a plan without a monthly limit. */
    left: z.number().int().nullable(),
    plan: z.enum(PLAN_IDS),
  }),
  nextStep: hubStepSchema,
});
export type HubResponse = z.infer<typeof hubResponseSchema>;
