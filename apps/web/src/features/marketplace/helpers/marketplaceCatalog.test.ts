import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FREE_POWER_IDS, POWER_CATEGORIES, POWERS } from '@plubot/contracts';
import { isRunningPower } from '@plubot/flow';
import { describe, expect, it } from 'vitest';

// The marketplace catalogue as the issue describes it: 34 extensions over the 14 categories, each
// with art made for the project (served from public/marketplace, never hot-linked) and a
// description in both languages.
const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));

function readItems(language: 'es' | 'en'): Record<string, unknown> {
  const file = JSON.parse(readFileSync(`${PUBLIC_DIR}locales/${language}/translation.json`, 'utf8')) as {
    marketplace?: { items?: Record<string, unknown> };
  };
  return file.marketplace?.items ?? {};
}

describe('the marketplace catalogue', () => {
  it('has 34 extensions with unique ids, the first 30 being the original powers in order', () => {
    expect(POWERS).toHaveLength(34);
    expect(new Set(POWERS.map((power) => power.id)).size).toBe(34);
    expect(POWERS.slice(0, 3).map((power) => power.id)).toEqual(['notion', 'slack', 'trello']);
    expect(POWERS[29]?.id).toBe('figma');
  });

  it('ends with the generic webhook for Zapier, Make and n8n: free, for developers, and acting', () => {
    expect(POWERS.at(-1)).toMatchObject({
      id: 'webhooks',
      title: 'Webhooks (Zapier, Make, n8n)',
      category: 'desarrollo',
      pro: false,
    });
    expect(isRunningPower('webhooks')).toBe(true);
  });

  it('has at least one extension in each of the 14 categories', () => {
    expect(POWER_CATEGORIES).toHaveLength(14);
    for (const category of POWER_CATEGORIES) {
      expect(
        POWERS.some((power) => power.category === category),
        category,
      ).toBe(true);
    }
  });

  it('keeps the free plan list of the spec', () => {
    expect(POWERS.filter((power) => !power.pro).map((power) => power.id)).toEqual([...FREE_POWER_IDS]);
  });

  it.each(POWERS.map((power) => power.id))('has card art for %s, an SVG of the project', (id) => {
    const path = `${PUBLIC_DIR}marketplace/${id}.svg`;
    expect(existsSync(path), path).toBe(true);
    const svg = readFileSync(path, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Self-contained: no external image or font is fetched.
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toContain('<image');
  });

  it.each(['es', 'en'] as const)('has a description of every extension in %s', (language) => {
    const items = readItems(language);
    for (const power of POWERS) {
      const text = items[power.id];
      expect(typeof text, `${language}: ${power.id}`).toBe('string');
      expect((text as string).length, `${language}: ${power.id}`).toBeGreaterThan(20);
    }
  });
});
