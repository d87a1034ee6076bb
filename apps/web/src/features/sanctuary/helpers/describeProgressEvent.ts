import {
  ACHIEVEMENT_IDS,
  type AchievementId,
  HISTORYVERSE_CHARACTERS,
  type HistoryverseCharacterId,
  POWERS,
  PREMIUM_WIDGET_THEMES,
  type PremiumWidgetTheme,
  type ProgressEvent,
} from '@plubot/contracts';

/** The sentence of an event: a key under `sanctuary.events`. */
export type EventSentenceKey =
  | 'first_bot'
  | 'first_bot_unnamed'
  | 'first_flow_with_end'
  | 'first_share'
  | 'first_conversation'
  | 'conversations_10'
  | 'conversations_100'
  | 'first_lead'
  | 'lesson'
  | 'academy_complete'
  | 'tutorial'
  | 'tutorial_unknown'
  | 'blog_read_50'
  | 'blog_read_100'
  | 'daily_reward'
  | 'daily_reward_streak'
  | 'streak_7'
  | 'challenge'
  | 'embed_copies_5'
  | 'widget_customized'
  | 'customize_opened'
  | 'achievement'
  | 'unlock_power_trial'
  | 'unlock_widget_theme'
  | 'unlock_character'
  | 'unlock_unknown'
  | 'legacy'
  | 'other';

/** The i18n key groups of the guides (`tutorials.pages.{key}.title`). */
export const GUIDE_TITLE_KEYS = {
  flujos: 'flows',
  automatizacion: 'automation',
  aprendizaje: 'learning',
  expansion: 'expansion',
  discord: 'discord',
  'discord-channel-id': 'discordChannelId',
} as const;
export type GuideTitleKey = (typeof GUIDE_TITLE_KEYS)[keyof typeof GUIDE_TITLE_KEYS];

/** What an event's sentence names, resolved to a text by the component. */
export type EventSubject =
  | { type: 'guide'; key: GuideTitleKey }
  | { type: 'achievement'; id: AchievementId }
  | { type: 'power'; title: string }
  | { type: 'theme'; id: PremiumWidgetTheme }
  | { type: 'character'; id: HistoryverseCharacterId };

export interface EventDescription {
  sentence: EventSentenceKey;
  /** Plain values of the sentence ({{name}}, {{streak}}). */
  params: Record<string, string | number>;
  subject?: EventSubject;
  /** A blog post to link to. */
  postSlug?: string;
}

const SIMPLE: readonly EventSentenceKey[] = [
  'first_flow_with_end',
  'first_share',
  'first_conversation',
  'conversations_10',
  'conversations_100',
  'first_lead',
  'lesson',
  'academy_complete',
  'challenge',
  'embed_copies_5',
  'widget_customized',
  // Older ledgers: the Personalizar tab opened, before «Personalizador» asked for a saved look.
  'customize_opened',
  'legacy',
];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The human sentence of one ledger event of the Sanctuary's timeline: which text, with which
 * values and which named thing. `streaks` are the daily streaks of {@link computeDailyStreaks}.
 * @example describeProgressEvent({ reason: 'first_bot', detail: { name: 'Nova' }, … }).sentence // 'first_bot'
 */
export function describeProgressEvent(
  event: ProgressEvent,
  streaks: ReadonlyMap<string, number> = new Map(),
): EventDescription {
  const { reason, detail } = event;
  if ((SIMPLE as readonly string[]).includes(reason))
    return { sentence: reason as EventSentenceKey, params: {} };
  switch (reason) {
    case 'first_bot': {
      const name = text(detail.name);
      return name
        ? { sentence: 'first_bot', params: { name } }
        : { sentence: 'first_bot_unnamed', params: {} };
    }
    case 'tutorial': {
      const slug = text(detail.slug);
      const key =
        slug && slug in GUIDE_TITLE_KEYS ? GUIDE_TITLE_KEYS[slug as keyof typeof GUIDE_TITLE_KEYS] : null;
      return key
        ? { sentence: 'tutorial', params: {}, subject: { type: 'guide', key } }
        : { sentence: 'tutorial_unknown', params: {} };
    }
    case 'blog_read':
      return {
        sentence: Number(detail.percent) >= 100 ? 'blog_read_100' : 'blog_read_50',
        params: {},
        postSlug: text(detail.slug),
      };
    case 'daily_reward': {
      const streak = streaks.get(event.key) ?? 0;
      return streak > 1
        ? { sentence: 'daily_reward_streak', params: { streak } }
        : { sentence: 'daily_reward', params: {} };
    }
    case 'streak_7':
      return { sentence: 'streak_7', params: { streak: Number(detail.streak) || 7 } };
    case 'achievement': {
      const id = ACHIEVEMENT_IDS.find((known) => known === detail.id);
      return id
        ? { sentence: 'achievement', params: {}, subject: { type: 'achievement', id } }
        : { sentence: 'other', params: {} };
    }
    case 'unlock':
      return describeUnlock(detail);
    default:
      return { sentence: 'other', params: {} };
  }
}

/** What PluCoins bought: a power's trial, a widget theme or a Historyverse character. */
function describeUnlock(detail: ProgressEvent['detail']): EventDescription {
  const itemId = detail.itemId;
  if (detail.kind === 'power_trial') {
    const power = POWERS.find((entry) => entry.id === itemId);
    if (power)
      return { sentence: 'unlock_power_trial', params: {}, subject: { type: 'power', title: power.title } };
  }
  if (detail.kind === 'widget_theme') {
    const theme = PREMIUM_WIDGET_THEMES.find((entry) => entry === itemId);
    if (theme) return { sentence: 'unlock_widget_theme', params: {}, subject: { type: 'theme', id: theme } };
  }
  if (detail.kind === 'character') {
    const character = HISTORYVERSE_CHARACTERS.find((entry) => entry.id === itemId);
    if (character)
      return { sentence: 'unlock_character', params: {}, subject: { type: 'character', id: character.id } };
  }
  return { sentence: 'unlock_unknown', params: {} };
}
