import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

describe('tokenize', () => {
  it('splits folded text into words', () => {
    expect(tokenize('¡Hola! ¿Abren el sábado, 12/10?')).toEqual([
      'hola',
      'abren',
      'el',
      'sabado',
      '12',
      '10',
    ]);
  });

  it('returns nothing for blank or punctuation-only text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' ¿?¡! -- ')).toEqual([]);
  });

  it('never yields an empty token nor one with a space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        for (const token of tokenize(text)) {
          expect(token.length).toBeGreaterThan(0);
          expect(token).not.toContain(' ');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
