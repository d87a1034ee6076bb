/**
 * What each plan allows (spec app.md §1 and §9: the free plan shows up to 3 menu buttons and answers
 * 100 replies a month; Pro has no such limits). The one place these numbers are written: the server
 * enforces them, the engine applies the button limit, and the web states them.
 */
export const PLAN_LIMITS = {
  free: { menuButtons: 3, monthlyReplies: 100 },
  pro: { menuButtons: null, monthlyReplies: null },
} as const satisfies Record<string, { menuButtons: number | null; monthlyReplies: number | null }>;

/** A plan of {@link PLAN_LIMITS}. */
export type PlanId = keyof typeof PLAN_LIMITS;

/**
 * The most menu buttons a bot of an owner on `plan` shows, or undefined for no limit. An unknown
 * plan gets the free plan's limits.
 * @example getMaxMenuButtons('free') // 3
 */
export function getMaxMenuButtons(plan: string | undefined): number | undefined {
  const limits = plan === 'pro' ? PLAN_LIMITS.pro : PLAN_LIMITS.free;
  return limits.menuButtons ?? undefined;
}

/**
 * The replies a month an owner on `plan` gets, or null for no limit (unknown plans: free).
 * @example getMonthlyReplyLimit('pro') // null
 */
export function getMonthlyReplyLimit(plan: string | undefined): number | null {
  return plan === 'pro' ? PLAN_LIMITS.pro.monthlyReplies : PLAN_LIMITS.free.monthlyReplies;
}
