import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detectLanguage';

describe('detectLanguage', () => {
  it.each([
    ['Do you ship to the United States?', 'en'],
    ['What are your opening hours', 'en'],
    ['I have a toothache, what should I do?', 'en'],
    ['¿Hacen envíos a México?', 'es'],
    ['cuanto tarda el envio', 'es'],
    ['me llego una camiseta rota', 'es'],
    ['Los pedidos a la Península se entregan en 24–48 horas laborables.', 'es'],
  ])('%j is %s', (text, language) => expect(detectLanguage(text)).toBe(language));

  it('says Spanish when unsure', () => {
    expect(detectLanguage('')).toBe('es');
    expect(detectLanguage('parking')).toBe('es');
    expect(detectLanguage('a no')).toBe('es');
  });

  it('always answers es or en', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(['es', 'en']).toContain(detectLanguage(text));
      }),
    );
  });
});
