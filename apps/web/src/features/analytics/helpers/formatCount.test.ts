import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('groups thousands the way each language does', () => {
    expect(formatCount(1200, 'en')).toBe('1,200');
    expect(formatCount(12000, 'es')).toBe('12.000');
    expect(formatCount(7, 'es')).toBe('7');
  });

  it('keeps one decimal for medians', () => {
    expect(formatCount(6.5, 'es')).toBe('6,5');
    expect(formatCount(6.25, 'en')).toBe('6.3');
  });
});
