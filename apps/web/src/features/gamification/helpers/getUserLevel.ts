import { getLevel } from '@plubot/contracts';

/** i18n keys of the level names; the last one is kept for every higher level. */
const LEVEL_NAME_KEYS = [
  'levels.names.1',
  'levels.names.2',
  'levels.names.3',
  'levels.names.4',
  'levels.names.5',
  'levels.names.6',
] as const;

export type LevelNameKey = (typeof LEVEL_NAME_KEYS)[number];

export interface UserLevel {
  level: number;
  nameKey: LevelNameKey;
}

/**
 * The user's level: the server's `level` when given, otherwise one level per 100 XP.
 * @example getUserLevel({ xp: 100 }) // { level: 2, nameKey: 'levels.names.2' } — Arquitecto de Flujos
 */
export function getUserLevel(user: { level?: number; xp?: number }): UserLevel {
  const level = user.level ?? getLevel(user.xp ?? 0).level;
  const index = Math.min(Math.max(level, 1), LEVEL_NAME_KEYS.length) - 1;
  return { level, nameKey: LEVEL_NAME_KEYS[index] ?? LEVEL_NAME_KEYS[0] };
}
