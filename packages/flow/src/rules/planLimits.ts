/**
 * The plans and what each allows (spec app.md §1 and §9, issue #16): Despierto is free — up to 3
 * menu buttons and 100 replies a month, the free powers; the paid plans unlock every power and more
 * replies. `pro` is an operator-granted plan without limits (kept for accounts set by hand) — but
 * for `dailyBotEmails`, the e-mails one bot's sendEmail actions may send a day, which every plan caps
 * so no bot becomes a mail relay (issue #24). The one place these numbers are written: the server
 * enforces them, the engine applies the button limit, the web shows them on /plans.
 */
export const PLAN_LIMITS = {
  free: { menuButtons: 3, monthlyReplies: 100, proPowers: false, priceUsd: 0, dailyBotEmails: 10 },
  starter: { menuButtons: null, monthlyReplies: 2_000, proPowers: true, priceUsd: 14, dailyBotEmails: 100 },
  master: { menuButtons: null, monthlyReplies: 10_000, proPowers: true, priceUsd: 29, dailyBotEmails: 300 },
  legend: { menuButtons: null, monthlyReplies: null, proPowers: true, priceUsd: 59, dailyBotEmails: 1_000 },
  pro: { menuButtons: null, monthlyReplies: null, proPowers: true, priceUsd: null, dailyBotEmails: 1_000 },
} as const satisfies Record<
  string,
  {
    menuButtons: number | null;
    monthlyReplies: number | null;
    proPowers: boolean;
    priceUsd: number | null;
    dailyBotEmails: number;
  }
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

/**
 * The e-mails one bot of an owner on `plan` may send a day through its sendEmail actions (unknown
 * plans: free).
 * @example getDailyBotEmailLimit('free') // 10
 */
export function getDailyBotEmailLimit(plan: string | undefined): number {
  return PLAN_LIMITS[toPlanId(plan)].dailyBotEmails;
}

/**
 * What one bot may learn from on each plan (issue #30): how many knowledge sources, and how many
 * bytes they weigh together (texts as written, files as uploaded).
 */
export const KNOWLEDGE_PLAN_LIMITS = {
  free: { sources: 20, bytes: 2 * 1024 * 1024 },
  starter: { sources: 100, bytes: 20 * 1024 * 1024 },
  master: { sources: 300, bytes: 60 * 1024 * 1024 },
  legend: { sources: 1_000, bytes: 200 * 1024 * 1024 },
  pro: { sources: 1_000, bytes: 200 * 1024 * 1024 },
} as const satisfies Record<PlanId, { sources: number; bytes: number }>;

/**
 * The knowledge one bot of an owner on `plan` may hold (unknown plans: free).
 * @example getKnowledgeLimits('free').sources // 20
 */
export function getKnowledgeLimits(plan: string | undefined): { sources: number; bytes: number } {
  return KNOWLEDGE_PLAN_LIMITS[toPlanId(plan)];
}

/**
 * What one visitor (one IP, or one WhatsApp number) may take from one bot in an hour, by the
 * owner's plan: bot turns (a conversation's welcome and each answer) and new conversations. Well
 * below the month's replies, so no single visitor drains a bot's month (issue #24).
 */
export const VISITOR_HOURLY_LIMITS = {
  free: { replies: 20, conversations: 10 },
  starter: { replies: 60, conversations: 30 },
  master: { replies: 120, conversations: 60 },
  legend: { replies: 240, conversations: 120 },
  pro: { replies: 240, conversations: 120 },
} as const satisfies Record<PlanId, { replies: number; conversations: number }>;

/**
 * The hourly limits of one visitor of a bot whose owner is on `plan` (unknown plans: free).
 * @example getVisitorHourlyLimits('free') // { replies: 20, conversations: 10 }
 */
export function getVisitorHourlyLimits(plan: string | undefined): { replies: number; conversations: number } {
  return VISITOR_HOURLY_LIMITS[toPlanId(plan)];
}

/** Shares of the month's replies (in %) at which the owner is told, once each per month. */
export const USAGE_WARNING_PERCENTS = [80, 100] as const;
export type UsageWarningPercent = (typeof USAGE_WARNING_PERCENTS)[number];

/**
 * The share an owner is told about when the month's count of replies becomes `replies`: the one
 * that count reaches exactly, else null (no limit, or between shares). Counts go up one reply at a
 * time, so every share is reached by one reply.
 * @example getUsageWarning(80, 100) // 80
 * @example getUsageWarning(81, 100) // null
 */
export function getUsageWarning(replies: number, limit: number | null): UsageWarningPercent | null {
  if (limit === null) return null;
  return USAGE_WARNING_PERCENTS.find((percent) => replies === Math.ceil((limit * percent) / 100)) ?? null;
}

/** Whether an owner on `plan` may give bots the Pro powers ('Requiere Plan Pro' otherwise). */
export function allowsProPowers(plan: string | undefined): boolean {
  return PLAN_LIMITS[toPlanId(plan)].proPowers;
}

const MEGABYTE = 1024 * 1024;

/**
 * The bytes of flows one owner may keep stored, by plan (issue #24): the current flow, the kept
 * versions and the backups of all their bots, as the database stores them. Past it, the oldest
 * versions of the bot being saved make room; a save that still does not fit is refused. `pro`, the
 * operator-granted plan, has no limit.
 */
export const FLOW_STORAGE_LIMITS = {
  free: 10 * MEGABYTE,
  starter: 100 * MEGABYTE,
  master: 500 * MEGABYTE,
  legend: 2048 * MEGABYTE,
  pro: null,
} as const satisfies Record<PlanId, number | null>;

/**
 * The bytes of flows an owner on `plan` may keep stored, or null for no limit (unknown plans: free).
 * @example getFlowStorageLimit('free') // 10485760
 */
export function getFlowStorageLimit(plan: string | undefined): number | null {
  return FLOW_STORAGE_LIMITS[toPlanId(plan)];
}

/**
 * Power actions an owner's bots may run a month on each plan (issue #31: Notion, HubSpot,
 * Mailchimp…; each queued action and each lookup is one call), and the calls one connection may make
 * a minute whatever the plan, so a busy bot never gets its owner's account throttled by the service.
 */
export const INTEGRATION_PLAN_LIMITS = {
  free: { monthlyCalls: 300 },
  starter: { monthlyCalls: 3_000 },
  master: { monthlyCalls: 15_000 },
  legend: { monthlyCalls: 50_000 },
  pro: { monthlyCalls: 50_000 },
} as const satisfies Record<PlanId, { monthlyCalls: number }>;
export const CONNECTION_CALLS_PER_MINUTE = 60;

/**
 * The power action calls a month an owner on `plan` gets (unknown plans: free).
 * @example getMonthlyIntegrationCalls('free') // 300
 */
export function getMonthlyIntegrationCalls(plan: string | undefined): number {
  return INTEGRATION_PLAN_LIMITS[toPlanId(plan)].monthlyCalls;
}
