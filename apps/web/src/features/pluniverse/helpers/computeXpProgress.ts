import { getLevelStartXp } from '@plubot/contracts';

export interface XpProgress {
  /** 0–100, rounded down: how far the XP is from the level's start toward the next level. */
  percent: number;
  /** XP earned inside the current level. */
  earned: number;
  /** XP the current level spans (0 at the top level). */
  span: number;
  /** XP still missing for the next level (0 at the top level). */
  missing: number;
  /** The top level: there is no next one. */
  isMax: boolean;
}

/**
 * The XP bar toward `nextLevelXp`, measured from where `level` starts (the server gives the top
 * level's own start as its `nextLevelXp`, which reads as a full bar).
 * @example computeXpProgress(175, 2, 250) // { percent: 50, earned: 75, span: 150, missing: 75, isMax: false }
 */
export function computeXpProgress(xp: number, level: number, nextLevelXp: number): XpProgress {
  const start = getLevelStartXp(level);
  const safeXp = Number.isFinite(xp) ? Math.max(xp, start) : start;
  const span = nextLevelXp - start;
  if (span <= 0) return { percent: 100, earned: safeXp - start, span: 0, missing: 0, isMax: true };
  const earned = Math.min(safeXp - start, span);
  return {
    percent: Math.min(100, Math.max(0, Math.floor((earned / span) * 100))),
    earned,
    span,
    missing: Math.max(span - earned, 0),
    isMax: false,
  };
}
