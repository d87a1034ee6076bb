/**
 * The plans and what each allows (spec app.md §1 and §9, issue #16): Despierto is free — up to 3
 * menu buttons and 100 replies a month, the free powers; the paid plans unlock every power and more
 * replies. `pro` is an operator-granted plan without limits (kept for accounts set by hand). The one
 * place these numbers are written: the server enforces them, the engine applies the button limit,
 * the web shows them on /plans.
 */
export const PLAN_LIMITS = {
  free: { menuButtons: 3, monthlyReplies: 100, proPowers: false, priceUsd: 0 },
  starter: { menuButtons: null, monthlyReplies: 2_000, proPowers: true, priceUsd: 14 },
  master: { menuButtons: null, monthlyReplies: 10_000, proPowers: true, priceUsd: 29 },
  legend: { menuButtons: null, monthlyReplies: null, proPowers: true, priceUsd: 59 },
  pro: { menuButtons: null, monthlyReplies: null, proPowers: true, priceUsd: null },
} as const satisfies Record<
  string,
  { menuButtons: number | null; monthlyReplies: number | null; proPowers: boolean; priceUsd: number | null }
>;

/** A plan of {@link PLAN_LIMITS}. */
export type PlanId = keyof typeof PLAN_LIMITS;

/** Every plan id, free first. */
export const PLAN_IDS = ['free', 'starter', 'master', 'legend', 'pro'] as const satisfies readonly PlanId[];

/** The plans people can buy on /plans (Poder Inicial, Maestro, Legendario). */
export const PAID_PLANS = ['starter', 'master', 'legend'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLANS)[number];

/** A stored plan read as one of {@link PLAN_IDS}; anything unknown is the free plan. */
export function toPlanId(plan: string | null | undefined): PlanId {
  return PLAN_IDS.find((id) => id === plan) ?? 'free';
}

/**
 * The most menu buttons a bot of an owner on `plan` shows, or undefined for no limit.
 * @example getMaxMenuButtons('free') // 3
 */
export function getMaxMenuButtons(plan: string | undefined): number | undefined {
  return PLAN_LIMITS[toPlanId(plan)].menuButtons ?? undefined;
}

/**
 * The replies a month an owner on `plan` gets, or null for no limit (unknown plans: free).
 * @example getMonthlyReplyLimit('starter') // 2000
 */
export function getMonthlyReplyLimit(plan: string | undefined): number | null {
  return PLAN_LIMITS[toPlanId(plan)].monthlyReplies;
}

/** Whether an owner on `plan` may give bots the Pro powers ('Requiere Plan Pro' otherwise). */
export function allowsProPowers(plan: string | undefined): boolean {
  return PLAN_LIMITS[toPlanId(plan)].proPowers;
}
