import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatLongDate';

describe('formatLongDate', () => {
  it('writes the day out in the user’s language', () => {
    const midday = new Date(2025, 2, 5, 12).toISOString();
    expect(formatLongDate(midday, 'es')).toBe('5 de marzo de 2025');
    expect(formatLongDate(midday, 'en')).toBe('March 5, 2025');
  });
});
