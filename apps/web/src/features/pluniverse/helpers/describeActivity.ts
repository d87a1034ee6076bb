import {
  ACHIEVEMENT_IDS,
  type AchievementId,
  PROGRESS_REWARDS,
  type ProgressReason,
} from '@plubot/contracts';
import { type AchievementNameKey, getAchievementNameKey } from './achievementKeys';

/**
 * The ledger reasons that have a sentence: every reward reason, achievements and PluCoin spends,
 * and `customize_opened`, which older ledgers hold (before «Personalizador» asked for a saved look).
 */
export const ACTIVITY_REASONS = [
  ...(Object.keys(PROGRESS_REWARDS) as ProgressReason[]),
  'customize_opened',
  'achievement',
  'unlock',
] as const;
export type ActivityReason = (typeof ACTIVITY_REASONS)[number];

export type ActivityKey =
  | `pluniverse.activity.reasons.${ActivityReason}`
  | 'pluniverse.activity.reasons.other';
export type UnlockKindKey = `pluniverse.activity.unlockKinds.${'power_trial' | 'widget_theme' | 'character'}`;

/** One activity of `recentActivities` (kind = the ledger reason). */
export interface ActivityEntry {
  kind: string;
  detail: Record<string, string | number>;
  created_at: string;
}

/** A human sentence for an activity: its i18n key, its values, and keys to translate into values. */
export interface ActivitySentence {
  key: ActivityKey;
  values: Record<string, string | number>;
  /** Translate and pass as `name` (the achievement's name). */
  nameKey?: AchievementNameKey;
  /** Translate and pass as `item` (what PluCoins bought). */
  itemKey?: UnlockKindKey;
}

const isActivityReason = (kind: string): kind is ActivityReason =>
  (ACTIVITY_REASONS as readonly string[]).includes(kind);
const isAchievementId = (id: unknown): id is AchievementId =>
  typeof id === 'string' && (ACHIEVEMENT_IDS as readonly string[]).includes(id);
const UNLOCK_KINDS = ['power_trial', 'widget_theme', 'character'] as const;

/**
 * The sentence of a ledger entry in the user's language ("Creaste tu primer bot «Nova»", "Reclamaste
 * la recompensa diaria" …). Unknown reasons read as the XP earned, so a new reason never breaks.
 * @example describeActivity({ kind: 'daily_reward', detail: { xp: 10, plucoins: 100 }, created_at: '' }).key
 * // 'pluniverse.activity.reasons.daily_reward'
 */
export function describeActivity(activity: ActivityEntry): ActivitySentence {
  const { detail } = activity;
  const values: Record<string, string | number> = {
    xp: Number(detail.xp ?? 0),
    plucoins: Math.abs(Number(detail.plucoins ?? 0)),
  };
  if (!isActivityReason(activity.kind)) return { key: 'pluniverse.activity.reasons.other', values };
  const key: ActivityKey = `pluniverse.activity.reasons.${activity.kind}`;
  switch (activity.kind) {
    case 'first_bot':
      return { key, values: { ...values, name: String(detail.name ?? '') } };
    case 'streak_7':
      return { key, values: { ...values, streak: Number(detail.streak ?? 7) } };
    case 'blog_read':
      return { key, values: { ...values, percent: Number(detail.percent ?? 100) } };
    case 'achievement':
      return isAchievementId(detail.id)
        ? { key, values, nameKey: getAchievementNameKey(detail.id) }
        : { key: 'pluniverse.activity.reasons.other', values };
    case 'unlock': {
      const kind = UNLOCK_KINDS.find((candidate) => candidate === detail.kind) ?? 'power_trial';
      return { key, values, itemKey: `pluniverse.activity.unlockKinds.${kind}` };
    }
    default:
      return { key, values };
  }
}
