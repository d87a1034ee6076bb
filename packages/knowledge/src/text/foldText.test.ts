import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './foldText';

describe('foldText', () => {
  it.each([
    ['¿Cuánto cuesta el envío?', 'cuanto cuesta el envio'],
    ['Ñandú, pingüino y CAMIÓN', 'nandu pinguino y camion'],
    ["Don't worry: it's 4,95 €!", 'dont worry its 4 95'],
    ['Straße Æsir œuvre', 'strasse aesir oeuvre'],
    ['  24–48 h\n\t(laborables) ', '24 48 h laborables'],
    ['ﬁcha №5', 'ficha no5'],
    ['', ''],
    ['¡¿…?!', ''],
  ])('folds %j to %j', (text, folded) => expect(foldText(text)).toBe(folded));

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = foldText(text);
        expect(foldText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('yields only lower-case letters, digits and single inner spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const folded = foldText(text);
        expect(folded).not.toMatch(/^ | $| {2}/);
        expect(folded).toMatch(/^[\p{L}\p{Nd} ]*$/u);
        expect(folded).toBe(folded.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });
});
