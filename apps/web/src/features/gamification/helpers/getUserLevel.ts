import { getLevel, MAX_LEVEL } from '@plubot/contracts';

/** i18n keys of the level names (`LEVELS` of the contracts, in the visitor's language). */
const LEVEL_NAME_KEYS = [
  'levels.names.1',
  'levels.names.2',
  'levels.names.3',
  'levels.names.4',
  'levels.names.5',
  'levels.names.6',
  'levels.names.7',
  'levels.names.8',
  'levels.names.9',
  'levels.names.10',
  'levels.names.11',
  'levels.names.12',
] as const;

export type LevelNameKey = (typeof LEVEL_NAME_KEYS)[number];

export interface UserLevel {
  level: number;
  nameKey: LevelNameKey;
}

/** The i18n key of a level's name (the top one for anything above). */
export function getLevelNameKey(level: number): LevelNameKey {
  const index = Math.min(Math.max(Math.floor(level), 1), Math.min(MAX_LEVEL, LEVEL_NAME_KEYS.length)) - 1;
  return LEVEL_NAME_KEYS[index] ?? LEVEL_NAME_KEYS[0];
}

/**
 * The user's level: the server's `level` when given, otherwise the one the XP reaches.
 * @example getUserLevel({ xp: 100 }) // { level: 2, nameKey: 'levels.names.2' } — Arquitecto de Flujos
 */
export function getUserLevel(user: { level?: number; xp?: number }): UserLevel {
  const level = user.level ?? getLevel(user.xp ?? 0).level;
  return { level, nameKey: getLevelNameKey(level) };
}
