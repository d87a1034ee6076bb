import type { AchievementId } from '@plubot/contracts';

/** The sharing panel's achievements (spec §4): "social media" exists but is never unlocked. */
export type EmbedAchievement = 'firstShare' | 'embedMaster' | 'customizer' | 'socialMedia';

/** The copy that makes an embed master (spec §9). */
export const EMBED_MASTER_COPIES = 5;

/** The achievement ids the server's gamification events use. */
export const ACHIEVEMENT_EVENT_IDS: Record<EmbedAchievement, AchievementId> = {
  firstShare: 'first_share',
  embedMaster: 'embed_master',
  customizer: 'customizer',
  socialMedia: 'social_media',
};

/** The part of `localStorage` this needs, so tests can pass a map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const copiesKey = (plubotId: string) => `plubot_embed_copies_${plubotId}`;
const unlockedKey = (userKey: string) => `plubot_embed_achievements_${userKey}`;

/**
 * Counts a copy of one bot's link or code and returns the achievements it unlocks now: "first
 * share" on the first copy, "embed master" on the 5th copy of the same bot. Each unlocks once per
 * user (`userKey`), whatever the bot.
 */
export function recordShareCopy(
  storage: KeyValueStorage,
  userKey: string,
  plubotId: string,
): EmbedAchievement[] {
  const copies = readNumber(storage, copiesKey(plubotId)) + 1;
  storage.setItem(copiesKey(plubotId), String(copies));
  const earned: EmbedAchievement[] = ['firstShare'];
  if (copies >= EMBED_MASTER_COPIES) earned.push('embedMaster');
  return unlock(storage, userKey, earned);
}

/** Opening the customize tab unlocks "customizer" (once). */
export function recordCustomizeOpened(storage: KeyValueStorage, userKey: string): EmbedAchievement[] {
  return unlock(storage, userKey, ['customizer']);
}

/** The achievements this user already has. */
export function getUnlockedAchievements(storage: KeyValueStorage, userKey: string): EmbedAchievement[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(unlockedKey(userKey)) ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is EmbedAchievement => id in ACHIEVEMENT_EVENT_IDS)
      : [];
  } catch {
    return [];
  }
}

function unlock(storage: KeyValueStorage, userKey: string, earned: EmbedAchievement[]): EmbedAchievement[] {
  const have = getUnlockedAchievements(storage, userKey);
  const fresh = earned.filter((id) => !have.includes(id));
  if (fresh.length > 0) storage.setItem(unlockedKey(userKey), JSON.stringify([...have, ...fresh]));
  return fresh;
}

function readNumber(storage: KeyValueStorage, key: string): number {
  const value = Number.parseInt(storage.getItem(key) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
