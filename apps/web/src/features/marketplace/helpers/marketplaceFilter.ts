import { POWER_CATEGORIES, type PowerCategory, type PowerDefinition } from '@plubot/contracts';
import { normalizeSearchText } from './normalizeSearchText';

/** The category filter of the marketplace: every category, or one of them. */
export type MarketplaceCategory = PowerCategory | 'all';

/** What the marketplace shows: a category and a search text (title and description). */
export interface MarketplaceFilter {
  category: MarketplaceCategory;
  query: string;
}

/** A power with its description in the interface's language, which the search also reads. */
export interface MarketplaceItem {
  power: PowerDefinition;
  description: string;
}

/** The category named by a URL value; anything unknown or missing means every category. */
export function parseMarketplaceCategory(value: string | null | undefined): MarketplaceCategory {
  return POWER_CATEGORIES.find((category) => category === value) ?? 'all';
}

/**
 * True when every word of the query appears in the item's title or description, ignoring case and
 * accents. An empty query matches everything.
 * @example matchesQuery({ power: stripe, description: 'Cobra con enlaces de pago' }, 'PAGO stripe') // true
 */
export function matchesQuery(item: MarketplaceItem, query: string): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(`${item.power.title} ${item.description}`);
  return words.every((word) => haystack.includes(word));
}

/** The items the filter shows, in catalogue order. */
export function filterMarketplace(
  items: readonly MarketplaceItem[],
  filter: MarketplaceFilter,
): MarketplaceItem[] {
  return items.filter(
    (item) =>
      (filter.category === 'all' || item.power.category === filter.category) &&
      matchesQuery(item, filter.query),
  );
}

/**
 * How many items each of the 14 categories holds for a search (all of them, even at 0), in
 * `POWER_CATEGORIES` order, so the chips say what choosing them would show.
 */
export function countMarketplaceCategories(
  items: readonly MarketplaceItem[],
  query: string,
): { category: PowerCategory; count: number }[] {
  const matching = items.filter((item) => matchesQuery(item, query));
  return POWER_CATEGORIES.map((category) => ({
    category,
    count: matching.filter((item) => item.power.category === category).length,
  }));
}
