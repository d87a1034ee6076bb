import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestTitle } from './suggestTitle';

describe('suggestTitle', () => {
  it('takes the first line with words, without Markdown marks', () => {
    expect(suggestTitle('\n\n# Horario de **verano**\nAbrimos de 9 a 14.')).toBe('Horario de verano');
    expect(suggestTitle('  - Política de devoluciones  \nTienes 30 días.')).toBe('Política de devoluciones');
    expect(suggestTitle('1. Precios\n')).toBe('Precios');
  });

  it('is empty for blank text', () => {
    expect(suggestTitle(' \n\t\n')).toBe('');
  });

  it('cuts a long line at a word, within the contract’s length', () => {
    const title = suggestTitle(`${'palabra '.repeat(40)}fin`);
    expect(title.length).toBeLessThanOrEqual(KNOWLEDGE_FIELD_LIMITS.title);
    expect(title.endsWith('palabra')).toBe(true);
  });

  it('always fits the title field and never starts or ends with a space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const title = suggestTitle(text);
        expect(title.length).toBeLessThanOrEqual(KNOWLEDGE_FIELD_LIMITS.title);
        expect(title).toBe(title.trim());
      }),
    );
  });
});
