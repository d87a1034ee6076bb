import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameSecret } from './isSameSecret';

describe('isSameSecret', () => {
  it('is true only for identical strings', () => {
    expect(isSameSecret('Abcdefg1!', 'Abcdefg1!')).toBe(true);
    expect(isSameSecret('', '')).toBe(true);
    expect(isSameSecret('Abcdefg1!', 'Abcdefg1?')).toBe(false);
    expect(isSameSecret('abc', 'abcd')).toBe(false);
    expect(isSameSecret('abc\u0000', 'abc')).toBe(false);
    expect(isSameSecret('ñandú', 'ñandu')).toBe(false);
  });

  it('agrees with === on any pair', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => isSameSecret(a, b) === (a === b)));
    fc.assert(fc.property(fc.string(), (a) => isSameSecret(a, a)));
  });
});
