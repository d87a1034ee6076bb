import { describe, expect, it } from 'vitest';
import { getHealthBand } from './getHealthBand';

describe('getHealthBand', () => {
  it('bands scores at 90 and 60', () => {
    expect(getHealthBand({ score: 100, blocking: 0 })).toBe('good');
    expect(getHealthBand({ score: 90, blocking: 0 })).toBe('good');
    expect(getHealthBand({ score: 89, blocking: 0 })).toBe('fair');
    expect(getHealthBand({ score: 60, blocking: 0 })).toBe('fair');
    expect(getHealthBand({ score: 59, blocking: 0 })).toBe('poor');
    expect(getHealthBand({ score: 0, blocking: 0 })).toBe('poor');
  });

  it('calls any bot with a blocking finding poor, whatever its score', () => {
    expect(getHealthBand({ score: 98, blocking: 1 })).toBe('poor');
  });
});
