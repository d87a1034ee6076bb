import { describe, expect, it } from 'vitest';
import { formatIsoDay } from './formatIsoDay';

describe('formatIsoDay', () => {
  it('reads the day as UTC whatever the time zone', () => {
    expect(formatIsoDay('2025-03-04', 'en', 'long')).toBe('Mar 4, 2025');
    expect(formatIsoDay('2025-01-01', 'en', 'short')).toBe('Jan 1');
  });

  it('speaks the interface language', () => {
    expect(formatIsoDay('2025-03-04', 'es', 'long')).toMatch(/^4 mar\.? 2025$/);
  });

  it('leaves a malformed day as it is', () => {
    expect(formatIsoDay('soon', 'es')).toBe('soon');
  });
});
