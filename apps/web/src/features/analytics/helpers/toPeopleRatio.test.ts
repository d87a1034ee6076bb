import { describe, expect, it } from 'vitest';
import { toPeopleRatio } from './toPeopleRatio';

describe('toPeopleRatio', () => {
  it('says the issue example as 3 de cada 5', () => {
    expect(toPeopleRatio(72, 120)).toEqual({ part: 3, whole: 5 });
  });

  it('picks the nearest simple fraction, preferring the smaller denominator', () => {
    expect(toPeopleRatio(5, 10)).toEqual({ part: 1, whole: 2 });
    expect(toPeopleRatio(35, 100)).toEqual({ part: 1, whole: 3 });
    expect(toPeopleRatio(3, 4)).toEqual({ part: 3, whole: 4 });
    expect(toPeopleRatio(7, 10)).toEqual({ part: 7, whole: 10 });
  });

  it('keeps rare and near-total departures honest', () => {
    expect(toPeopleRatio(1, 40)).toEqual({ part: 1, whole: 40 });
    expect(toPeopleRatio(97, 100)).toEqual({ part: 9, whole: 10 });
    expect(toPeopleRatio(10, 10)).toEqual({ part: 1, whole: 1 });
    expect(toPeopleRatio(0, 10)).toEqual({ part: 0, whole: 1 });
    expect(toPeopleRatio(3, 0)).toEqual({ part: 0, whole: 1 });
  });
});
