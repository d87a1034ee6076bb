import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVectorSet } from './vectorSet';

const cosine = (a: readonly number[], b: readonly number[]) => {
  const dot = a.reduce((sum, value, d) => sum + value * (b[d] ?? 0), 0);
  const length = (v: readonly number[]) => Math.sqrt(v.reduce((sum, value) => sum + value * value, 0));
  return dot / (length(a) * length(b));
};

describe('createVectorSet', () => {
  it('finds the nearest vectors by cosine, best first, whatever their length', () => {
    const set = createVectorSet([
      { id: 'east', vector: [10, 0] },
      { id: 'north', vector: [0, 0.5] },
      { id: 'north-east', vector: [3, 3] },
    ]);
    const found = set.nearest([1, 0.1], 2);
    expect(found.map((match) => match.id)).toEqual(['east', 'north-east']);
    expect(found[0]?.similarity).toBeCloseTo(cosine([1, 0.1], [10, 0]), 2);
    expect(set.size).toBe(3);
    expect(set.dimensions).toBe(2);
  });

  it('leaves out vectors of another length, zero vectors and non-finite values', () => {
    const set = createVectorSet([
      { id: 'a', vector: [1, 0, 0] },
      { id: 'short', vector: [1, 0] },
      { id: 'zero', vector: [0, 0, 0] },
      { id: 'nan', vector: [Number.NaN, 1, 0] },
    ]);
    expect(set.size).toBe(1);
    expect(set.nearest([1, 0], 5)).toEqual([]);
    expect(set.nearest([0, 0, 0], 5)).toEqual([]);
    expect(set.nearest([1, 0, 0], 0)).toEqual([]);
    expect(createVectorSet([]).nearest([1], 3)).toEqual([]);
  });

  it('keeps every similarity within 0.02 of the exact cosine (int8 quantisation)', () => {
    const vector = fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 16, maxLength: 16 });
    fc.assert(
      fc.property(fc.array(vector, { minLength: 1, maxLength: 20 }), vector, (stored, query) => {
        const usable = (v: readonly number[]) => v.some((value) => Math.abs(value) > 1e-3);
        fc.pre(usable(query) && stored.every(usable));
        const set = createVectorSet(stored.map((v, index) => ({ id: String(index), vector: v })));
        for (const match of set.nearest(query, stored.length)) {
          const exact = cosine(query, stored[Number(match.id)] ?? []);
          expect(Math.abs(match.similarity - exact)).toBeLessThan(0.02);
        }
      }),
    );
  });
});
