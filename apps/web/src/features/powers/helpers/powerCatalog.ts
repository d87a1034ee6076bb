import {
  getPowerActKind,
  POWER_CATEGORIES,
  type PowerActKind,
  type PowerCategory,
  type PowerDefinition,
} from '@plubot/contracts';
import { formatList } from './formatList';

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

/**
 * The names of the powers by how each acts today (`getPowerActKind`), in catalogue order: by its
 * node's own settings, through the owner's connection, as a design card, as the bots' AI, as a
 * channel, or not yet. The public pages and the lab say it from this one grouping.
 * @example groupPowerTitles(POWERS).card // ['Figma', 'Canva']
 */
export function groupPowerTitles(powers: readonly PowerDefinition[]): Record<PowerActKind, string[]> {
  const groups = { node: [], connection: [], card: [], ai: [], channel: [], none: [] } as Record<
    PowerActKind,
    string[]
  >;
  for (const power of powers) groups[getPowerActKind(power.id)].push(power.title);
  return groups;
}

/**
 * Each way of acting's powers as one phrase in `language` («Slack, Telegram y Discord»), for the
 * texts that say what powers do today (`{{node}}`, `{{connection}}`, `{{card}}`, `{{channel}}`, `{{none}}`).
 */
export function listPowerTitlesByKind(
  powers: readonly PowerDefinition[],
  language: string,
): Record<'node' | 'connection' | 'card' | 'channel' | 'none', string> {
  const groups = groupPowerTitles(powers);
  const list = (titles: string[]) => formatList(titles, language, 'conjunction');
  return {
    node: list(groups.node),
    connection: list(groups.connection),
    card: list(groups.card),
    channel: list(groups.channel),
    none: list(groups.none),
  };
}
