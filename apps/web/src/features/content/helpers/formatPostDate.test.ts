import { describe, expect, it } from 'vitest';
import { formatPostDate } from './formatPostDate';

describe('formatPostDate', () => {
  it('writes the date in the reader language without shifting the day', () => {
    expect(formatPostDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatPostDate('2026-03-01', 'en')).toBe('March 1, 2026');
  });

  it('keeps a malformed date as it is', () => {
    expect(formatPostDate('pronto', 'es')).toBe('pronto');
  });
});
