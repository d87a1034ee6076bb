/**
 * The level ladder (spec app.md §1: Constructor Novato from 0 XP, Arquitecto de Flujos at 100 XP).
 * Each entry is the XP at which the level starts; names are the Spanish brand names (the web app
 * shows `gamification.levels.{level}` in the visitor's language).
 */
export const LEVELS = [
  { level: 1, minXp: 0, name: 'Constructor Novato' },
  { level: 2, minXp: 100, name: 'Arquitecto de Flujos' },
  { level: 3, minXp: 250, name: 'Explorador Orbital' },
  { level: 4, minXp: 450, name: 'Ingeniero Estelar' },
  { level: 5, minXp: 700, name: 'Navegante de Nebulosas' },
  { level: 6, minXp: 1000, name: 'Maestro de Constelaciones' },
  { level: 7, minXp: 1400, name: 'Forjador de Galaxias' },
  { level: 8, minXp: 1900, name: 'Guardián del Pluniverse' },
  { level: 9, minXp: 2500, name: 'Sabio Cuántico' },
  { level: 10, minXp: 3200, name: 'Arquitecto Cósmico' },
  { level: 11, minXp: 4000, name: 'Leyenda Cósmica' },
  { level: 12, minXp: 5000, name: 'Creador de Universos' },
] as const;

export const MAX_LEVEL = LEVELS.length;

/**
 * Level, level name and the XP where the next level starts (the top level's own start once there
 * is none above).
 *
 * @example getLevel(120) // { level: 2, levelName: 'Arquitecto de Flujos', nextLevelXp: 250 }
 */
export function getLevel(xp: number): { level: number; levelName: string; nextLevelXp: number } {
  const safeXp = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  let index = 0;
  while (index + 1 < LEVELS.length && (LEVELS[index + 1]?.minXp ?? Infinity) <= safeXp) index += 1;
  const current = LEVELS[index] ?? LEVELS[0];
  const next = LEVELS[index + 1] ?? current;
  return { level: current.level, levelName: current.name, nextLevelXp: next.minXp };
}

/** The XP at which a level starts (level 1 for anything out of range). */
export function getLevelStartXp(level: number): number {
  return LEVELS.find((entry) => entry.level === level)?.minXp ?? 0;
}
