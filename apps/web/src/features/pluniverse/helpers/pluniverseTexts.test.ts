import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACHIEVEMENT_IDS, HUB_STEP_IDS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_REASONS } from './describeActivity';
import { HUB_REGIONS } from './hubRegions';

// Every hub text exists and is filled in both languages: each ledger reason, achievement, step and region.
const LOCALES_DIR = fileURLToPath(new URL('../../../../public/locales/', import.meta.url));

function readHubTexts(language: 'es' | 'en'): Record<string, unknown> {
  const file = JSON.parse(readFileSync(`${LOCALES_DIR}${language}/translation.json`, 'utf8')) as {
    pluniverse?: Record<string, unknown>;
  };
  return file.pluniverse ?? {};
}

function textAt(tree: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, tree);
}

describe.each(['es', 'en'] as const)('the hub texts in %s', (language) => {
  const texts = readHubTexts(language);
  const expectText = (path: string) => {
    const value = textAt(texts, path);
    expect(typeof value === 'string' && value.trim().length > 0, `${language}: pluniverse.${path}`).toBe(
      true,
    );
  };

  it('have a sentence for every activity reason', () => {
    for (const reason of [...ACTIVITY_REASONS, 'other']) expectText(`activity.reasons.${reason}`);
  });

  it('name and describe every achievement', () => {
    for (const id of ACHIEVEMENT_IDS) {
      expectText(`achievements.${id}.name`);
      expectText(`achievements.${id}.description`);
    }
  });

  it('explain every suggested step and every region', () => {
    for (const id of HUB_STEP_IDS) {
      for (const part of ['title', 'description', 'action']) expectText(`steps.${id}.${part}`);
    }
    for (const region of HUB_REGIONS) {
      expectText(`regions.${region.id}.name`);
      expectText(`regions.${region.id}.description`);
    }
  });
});
