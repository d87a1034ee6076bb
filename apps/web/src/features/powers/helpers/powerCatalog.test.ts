import { POWER_CATEGORIES, POWERS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import {
  countPowersByCategory,
  filterPowers,
  groupPowerTitles,
  listPowerTitlesByKind,
  parsePowerFilter,
} from './powerCatalog';

describe('parsePowerFilter', () => {
  it('accepts a known category', () => {
    expect(parsePowerFilter('pagos')).toBe('pagos');
  });

  it('falls back to every power for a missing or unknown value', () => {
    expect(parsePowerFilter(null)).toBe('all');
    expect(parsePowerFilter(undefined)).toBe('all');
    expect(parsePowerFilter('')).toBe('all');
    expect(parsePowerFilter('teleportacion')).toBe('all');
  });
});

describe('filterPowers', () => {
  it('keeps the whole catalogue for "all"', () => {
    expect(filterPowers(POWERS, 'all')).toHaveLength(POWERS.length);
  });

  it('keeps only the powers of one category, in catalogue order', () => {
    const payments = filterPowers(POWERS, 'pagos');
    expect(payments.map((power) => power.id)).toEqual(['stripe', 'paypal', 'mercadopago']);
    expect(payments.every((power) => power.category === 'pagos')).toBe(true);
  });
});

describe('countPowersByCategory', () => {
  it('counts every power once, in category order', () => {
    const counts = countPowersByCategory(POWERS);
    expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(POWERS.length);
    const order = counts.map((entry) => POWER_CATEGORIES.indexOf(entry.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('leaves out categories without powers', () => {
    const counts = countPowersByCategory(POWERS.filter((power) => power.id === 'slack'));
    expect(counts).toEqual([{ category: 'comunicacion', count: 1 }]);
  });
});

describe('groupPowerTitles and listPowerTitlesByKind', () => {
  it('groups every power by how it acts, in catalogue order', () => {
    const groups = groupPowerTitles(POWERS);
    expect(groups.node).toEqual(['Slack', 'Discord', 'Telegram', 'Webhooks (Zapier, Make, n8n)']);
    expect(groups.card).toEqual(['Figma', 'Canva']);
    expect(groups.ai).toEqual(['OpenAI']);
    expect(groups.channel).toEqual(['Instagram', 'WhatsApp Business']);
    expect(groups.connection).toContain('Google Sheets');
    expect(Object.values(groups).flat()).toHaveLength(POWERS.length);
  });

  it('says each group as one phrase in the language asked', () => {
    const notion = POWERS.filter((power) => power.id === 'notion' || power.id === 'hubspot');
    expect(listPowerTitlesByKind(notion, 'es')).toEqual({
      node: '',
      connection: 'Notion y HubSpot',
      card: '',
      channel: '',
      none: '',
    });
    expect(listPowerTitlesByKind(notion, 'en').connection).toBe('Notion and HubSpot');
  });
});
