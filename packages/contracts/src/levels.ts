/** XP needed for each level-up (§9: level-up at 100 XP). */
export const XP_PER_LEVEL = 100;

const LEVEL_NAMES = [
  'Constructor Novato',
  'Arquitecto de Flujos',
  'Ingeniero Estelar',
  'Maestro de Constelaciones',
  'Guardián del Pluniverse',
  'Leyenda Cósmica',
] as const;

/**
 * Level and level name for an XP total: level 1 'Constructor Novato' from 0 XP, level 2
 * 'Arquitecto de Flujos' from 100 XP, and so on.
 */
export function getLevel(xp: number): { level: number; levelName: string; nextLevelXp: number } {
  const safeXp = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const level = Math.floor(safeXp / XP_PER_LEVEL) + 1;
  const levelName = LEVEL_NAMES[Math.min(level, LEVEL_NAMES.length) - 1] ?? LEVEL_NAMES[0];
  return { level, levelName, nextLevelXp: level * XP_PER_LEVEL };
}
