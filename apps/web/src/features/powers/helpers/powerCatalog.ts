import { POWER_CATEGORIES, type PowerCategory, type PowerDefinition } from '@plubot/contracts';
import { isRunningPower } from '@plubot/flow';

/** The catalogue filter: every category, or one of them. */
export type PowerFilter = PowerCategory | 'all';

/** The filter named by a URL value; anything unknown (or missing) shows every power. */
export function parsePowerFilter(value: string | null | undefined): PowerFilter {
  return POWER_CATEGORIES.find((category) => category === value) ?? 'all';
}

/** The powers shown for a filter, in catalogue order. */
export function filterPowers(
  powers: readonly PowerDefinition[],
  filter: PowerFilter,
): readonly PowerDefinition[] {
  return filter === 'all' ? powers : powers.filter((power) => power.category === filter);
}

/** The categories that hold at least one power, in `POWER_CATEGORIES` order, with their counts. */
export function countPowersByCategory(
  powers: readonly PowerDefinition[],
): { category: PowerCategory; count: number }[] {
  return POWER_CATEGORIES.map((category) => ({
    category,
    count: powers.filter((power) => power.category === category).length,
  })).filter((entry) => entry.count > 0);
}

/** The names of the powers that already act in conversations (see `RUNNING_POWERS` of the flow package). */
export function getRunningPowerTitles(powers: readonly PowerDefinition[]): string[] {
  return powers.filter((power) => isRunningPower(power.id)).map((power) => power.title);
}
