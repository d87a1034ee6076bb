import { POWER_CATEGORIES, POWERS, type PowerDefinition } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countMarketplaceCategories,
  filterMarketplace,
  type MarketplaceItem,
  matchesQuery,
  parseMarketplaceCategory,
} from './marketplaceFilter';

const ITEMS: MarketplaceItem[] = POWERS.map((power) => ({
  power,
  description: `Descripción de ${power.title}`,
}));
const stripe = POWERS.find((power) => power.id === 'stripe') as PowerDefinition;
const STRIPE: MarketplaceItem = {
  power: stripe,
  description: 'Cobra con enlaces de pago dentro de la conversación.',
};

const categoryArb = fc.constantFrom(...POWER_CATEGORIES);
const filterArb = fc.record({
  category: fc.oneof(fc.constant('all' as const), categoryArb),
  query: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', 'pago', 'SLACK', 'diseño', 'google')),
});

/** Writes a word with random upper case letters and accented vowels. */
function scramble(word: string, flips: boolean[]): string {
  const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };
  return [...word]
    .map((char, index) => {
      if (!flips[index]) return char;
      const accented = accents[char.toLowerCase()];
      return accented ? accented.toUpperCase() : char.toUpperCase();
    })
    .join('');
}

describe('parseMarketplaceCategory', () => {
  it('accepts a known category and falls back to every category', () => {
    expect(parseMarketplaceCategory('diseno')).toBe('diseno');
    expect(parseMarketplaceCategory(null)).toBe('all');
    expect(parseMarketplaceCategory('')).toBe('all');
    expect(parseMarketplaceCategory('teleportacion')).toBe('all');
  });
});

describe('matchesQuery', () => {
  it('finds words of the title or the description, in any order', () => {
    expect(matchesQuery(STRIPE, 'stripe')).toBe(true);
    expect(matchesQuery(STRIPE, 'PAGO stripe')).toBe(true);
    expect(matchesQuery(STRIPE, 'conversacion')).toBe(true);
    expect(matchesQuery(STRIPE, 'paypal')).toBe(false);
    expect(matchesQuery(STRIPE, '   ')).toBe(true);
  });

  it('ignores case and accents on both sides', () => {
    const words = ['conversacion', 'enlaces', 'pago', 'cobra'];
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (word, flips) => {
          expect(matchesQuery(STRIPE, scramble(word, flips))).toBe(true);
        },
      ),
    );
  });
});

describe('filterMarketplace', () => {
  it('never returns an item outside the chosen category, nor one that does not match', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const shown = filterMarketplace(ITEMS, filter);
        for (const item of shown) {
          if (filter.category !== 'all') expect(item.power.category).toBe(filter.category);
          expect(matchesQuery(item, filter.query)).toBe(true);
        }
      }),
    );
  });

  it('keeps every matching item, in catalogue order', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const shown = filterMarketplace(ITEMS, filter);
        const expected = ITEMS.filter(
          (item) =>
            (filter.category === 'all' || item.power.category === filter.category) &&
            matchesQuery(item, filter.query),
        );
        expect(shown).toEqual(expected);
      }),
    );
  });

  it('narrows by category and by search', () => {
    expect(filterMarketplace(ITEMS, { category: 'all', query: '' })).toHaveLength(POWERS.length);
    expect(filterMarketplace(ITEMS, { category: 'pagos', query: '' }).map((item) => item.power.id)).toEqual([
      'stripe',
      'paypal',
      'mercadopago',
    ]);
    expect(
      filterMarketplace(ITEMS, { category: 'pagos', query: 'PAYPAL' }).map((item) => item.power.id),
    ).toEqual(['paypal']);
    expect(filterMarketplace(ITEMS, { category: 'comunicacion', query: 'stripe' })).toEqual([]);
  });
});

describe('countMarketplaceCategories', () => {
  it('lists the 14 categories in order and counts each item once', () => {
    const counts = countMarketplaceCategories(ITEMS, '');
    expect(counts.map((entry) => entry.category)).toEqual([...POWER_CATEGORIES]);
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(POWERS.length);
  });

  it('counts what the search finds in each category', () => {
    const counts = countMarketplaceCategories(ITEMS, 'google');
    expect(counts.find((entry) => entry.category === 'productividad')?.count).toBe(1);
    expect(counts.find((entry) => entry.category === 'reservas')?.count).toBe(1);
    expect(counts.find((entry) => entry.category === 'pagos')?.count).toBe(0);
  });
});
