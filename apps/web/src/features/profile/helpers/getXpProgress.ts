import { getLevel, getLevelStartXp, MAX_LEVEL } from '@plubot/contracts';

export interface XpProgress {
  level: number;
  /** XP earned inside the current level. */
  earned: number;
  /** XP the current level spans (0 at the top level). */
  span: number;
  /** 0–100, rounded down; 100 at the top level. */
  percent: number;
  /** XP still missing for the next level (0 at the top level). */
  missing: number;
  isMaxLevel: boolean;
}

/**
 * Where `xp` stands inside its level, for the profile's XP bar.
 * @example getXpProgress(175) // { level: 2, earned: 75, span: 150, percent: 50, missing: 75, isMaxLevel: false }
 */
export function getXpProgress(xp: number): XpProgress {
  const safeXp = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const { level, nextLevelXp } = getLevel(safeXp);
  const start = getLevelStartXp(level);
  if (level >= MAX_LEVEL) {
    return { level, earned: safeXp - start, span: 0, percent: 100, missing: 0, isMaxLevel: true };
  }
  const span = nextLevelXp - start;
  const earned = safeXp - start;
  return {
    level,
    earned,
    span,
    percent: Math.min(100, Math.floor((earned / span) * 100)),
    missing: nextLevelXp - safeXp,
    isMaxLevel: false,
  };
}
