import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalizeSearchText';

describe('normalizeSearchText', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Diseño   Gráfico ')).toBe('diseno grafico');
    expect(normalizeSearchText('COMUNICACIÓN')).toBe('comunicacion');
    expect(normalizeSearchText('Pingüino')).toBe('pinguino');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
      }),
    );
  });
});
