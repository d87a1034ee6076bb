import type { AchievementId } from '@plubot/contracts';

export type AchievementNameKey = `pluniverse.achievements.${AchievementId}.name`;
export type AchievementDescriptionKey = `pluniverse.achievements.${AchievementId}.description`;

/** The i18n key of an achievement's name. */
export function getAchievementNameKey(id: AchievementId): AchievementNameKey {
  return `pluniverse.achievements.${id}.name`;
}

/** The i18n key of what an achievement was earned for. */
export function getAchievementDescriptionKey(id: AchievementId): AchievementDescriptionKey {
  return `pluniverse.achievements.${id}.description`;
}
