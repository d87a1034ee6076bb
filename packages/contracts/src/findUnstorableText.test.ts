import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './findUnstorableText';

describe('isStorableText', () => {
  it.each(['', 'Hola', 'Ñandú 👋 李', '\u{1F600}', 'línea\nnueva\ttab', '\uFFFD'])('stores %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a NUL at the start', '\u0000'],
    ['a lone high surrogate', 'a\uD83D'],
    ['a lone low surrogate', '\uDE00a'],
    ['two high surrogates', '\uD83D\uD83D\uDE00'],
  ])('refuses %s', (_, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('agrees with what survives a UTF-8 round trip, for any text without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        fc.pre(!text.includes('\u0000'));
        const roundTrip = Buffer.from(text, 'utf8').toString('utf8');
        expect(isStorableText(text)).toBe(roundTrip === text);
      }),
    );
    // About a second alone; a shared machine under load can take several times that.
  }, 30_000);
});

describe('findUnstorableText', () => {
  it('finds the path of the first unstorable text, deep in a flow', () => {
    const flow = {
      flowName: 'Mi flujo',
      nodes: [
        { id: 'start', data: { label: 'Inicio' } },
        { id: 'm', data: { label: 'A', message: 'Hola\u0000' } },
      ],
    };
    expect(findUnstorableText(flow)).toEqual(['nodes', 1, 'data', 'message']);
    expect(findUnstorableText({ a: { 'b\u0000': 1 } })).toEqual(['a', 'b\u0000']);
    expect(findUnstorableText('\uDC00')).toEqual([]);
    expect(findUnstorableText({ a: ['x', 'y', { z: 'ok' }], n: 3, t: true, u: null })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
    const query = Object.assign(Object.create(null) as object, { search: 'a\u0000' });
    expect(findUnstorableText(query)).toEqual(['search']);
  });

  it('walks a body nested deeper than the call stack', () => {
    let deep: unknown = 'fondo\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });

  it('finds a NUL put anywhere in any JSON value, and nothing in JSON without one', () => {
    const clean = fc.json().map((text) => JSON.parse(text.replaceAll('\\u0000', '')) as unknown);
    fc.assert(
      fc.property(clean, (value) => {
        fc.pre(isStorableText(JSON.stringify(value)));
        expect(findUnstorableText(value)).toBeNull();
        expect(findUnstorableText({ value, extra: [1, 'x\u0000'] })).toEqual(['extra', 1]);
      }),
    );
  });
});
