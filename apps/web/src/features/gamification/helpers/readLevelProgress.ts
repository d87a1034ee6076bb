import { getLevel, getLevelStartXp, MAX_LEVEL } from '@plubot/contracts';

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

/** Where a user stands on the level ladder, as the profile, the Pluniverse and the Sanctuary show it. */
export interface LevelProgress {
  level: number;
  nameKey: LevelNameKey;
  /** XP earned inside the current level. */
  earned: number;
  /** XP the current level spans (0 at the top level). */
  span: number;
  /** The XP bar: 0–100, rounded down; 100 at the top level. */
  percent: number;
  /** XP still missing for the next level (0 at the top level). */
  missing: number;
  isMaxLevel: boolean;
}

/**
 * The one reading of a user's progress: the level (the server's `level` when given, otherwise the
 * one `xp` reaches), its name, and the XP bar from the level's start to the next level's.
 * @example readLevelProgress({ xp: 175 }) // { level: 2, nameKey: 'levels.names.2', earned: 75, span: 150, percent: 50, missing: 75, isMaxLevel: false }
 */
export function readLevelProgress(user: {
  xp?: number | undefined;
  level?: number | undefined;
}): LevelProgress {
  const xp = user.xp !== undefined && Number.isFinite(user.xp) && user.xp > 0 ? Math.floor(user.xp) : 0;
  const level = clampLevel(user.level ?? getLevel(xp).level);
  const nameKey = getLevelNameKey(level);
  const start = getLevelStartXp(level);
  if (level >= MAX_LEVEL) {
    return {
      level,
      nameKey,
      earned: Math.max(xp - start, 0),
      span: 0,
      percent: 100,
      missing: 0,
      isMaxLevel: true,
    };
  }
  const span = getLevelStartXp(level + 1) - start;
  const earned = Math.min(Math.max(xp - start, 0), span);
  return {
    level,
    nameKey,
    earned,
    span,
    percent: Math.floor((earned / span) * 100),
    missing: span - earned,
    isMaxLevel: false,
  };
}

/** The i18n key of a level's name (the top one for anything above). */
export function getLevelNameKey(level: number): LevelNameKey {
  return LEVEL_NAME_KEYS[Math.min(clampLevel(level), LEVEL_NAME_KEYS.length) - 1] ?? LEVEL_NAME_KEYS[0];
}

/** A whole level between 1 and the top one. */
function clampLevel(level: number): number {
  return Number.isFinite(level) ? Math.min(Math.max(Math.floor(level), 1), MAX_LEVEL) : 1;
}
