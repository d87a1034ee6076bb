import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damerauLevenshtein } from './damerauLevenshtein';

describe('damerauLevenshtein', () => {
  it.each([
    ['envio', 'envio', 0],
    ['envio', 'enbio', 1],
    ['envio', 'evnio', 1],
    ['pedido', 'pedidos', 1],
    ['pedido', 'pedid', 1],
    ['devolucion', 'debolusion', 2],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
    ['abc', '', 3],
  ])('%s → %s is %i', (a, b, distance) => expect(damerauLevenshtein(a, b)).toBe(distance));

  it('stops at max + 1', () => {
    expect(damerauLevenshtein('hola', 'adios', 1)).toBe(2);
    expect(damerauLevenshtein('a', 'abcdef', 2)).toBe(3);
    expect(damerauLevenshtein('turno', 'truno', 1)).toBe(1);
  });

  it('is symmetric, zero only for equal words, and bounded by the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = damerauLevenshtein(a, b);
        expect(damerauLevenshtein(b, a)).toBe(distance);
        expect(distance === 0).toBe(a === b);
        expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(damerauLevenshtein(a, b, 2)).toBe(Math.min(distance, 3));
      }),
    );
  });
});
