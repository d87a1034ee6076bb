import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KNOWLEDGE_ERROR_CODES } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import { KNOWLEDGE_VALIDATION_KEYS } from './validationMessages';

const contractSource = readFileSync(
  fileURLToPath(new URL('../../../../../../packages/contracts/src/knowledge.ts', import.meta.url)),
  'utf8',
);

describe('the knowledge page’s texts', () => {
  it('knows every validation message the contract’s schemas give', () => {
    const named = [...contractSource.matchAll(/'knowledge\.validation\.(\w+)'/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((key) => !KNOWLEDGE_VALIDATION_KEYS.some((known) => known === key))).toEqual([]);
  });

  it('says every validation message and every reason a source fails, in Spanish and English', () => {
    for (const texts of [es.knowledge, en.knowledge]) {
      expect(KNOWLEDGE_VALIDATION_KEYS.filter((key) => !texts.validation[key]?.trim())).toEqual([]);
      expect(KNOWLEDGE_ERROR_CODES.filter((code) => !texts.sourceErrors[code]?.trim())).toEqual([]);
    }
  });
});
