/** Ledger reasons the profile names; anything else is shown as 'other'. */
export const KNOWN_ACTIVITY_REASONS = [
  'first_bot',
  'first_flow_with_end',
  'first_share',
  'first_conversation',
  'conversations_10',
  'conversations_100',
  'first_lead',
  'lesson',
  'academy_complete',
  'tutorial',
  'blog_read',
  'daily_reward',
  'streak_7',
  'challenge',
  'embed_copies_5',
  'widget_customized',
  // Older ledgers: the Personalizar tab opened, before «Personalizador» asked for a saved look.
  'customize_opened',
  'achievement',
  'unlock',
] as const;
export type ActivityReason = (typeof KNOWN_ACTIVITY_REASONS)[number] | 'other';

export interface ActivitySummary {
  reason: ActivityReason;
  xp: number;
  /** Positive when earned, negative when spent (an unlock). */
  plucoins: number;
}

/**
 * How one entry of `recentActivities` reads: its reason (known or 'other') and the XP and PluCoins
 * it moved, taken from its detail.
 * @example describeActivity({ kind: 'daily_reward', detail: { xp: 10, plucoins: 100 } }) // { reason: 'daily_reward', xp: 10, plucoins: 100 }
 */
export function describeActivity(activity: {
  kind: string;
  detail: Record<string, string | number>;
}): ActivitySummary {
  const reason = KNOWN_ACTIVITY_REASONS.find((known) => known === activity.kind) ?? 'other';
  return { reason, xp: toNumber(activity.detail.xp), plucoins: toNumber(activity.detail.plucoins) };
}

function toNumber(value: string | number | undefined): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}
