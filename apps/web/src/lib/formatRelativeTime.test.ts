import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago, in the visitor’s language', () => {
    expect(formatRelativeTime(ago(5 * 60_000), 'es', NOW)).toBe('hace 5 min');
    expect(formatRelativeTime(ago(5 * 60_000), 'en', NOW)).toBe('5 min. ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), 'es', NOW)).toBe('hace 3 h');
    expect(formatRelativeTime(ago(2 * 86_400_000), 'es', NOW)).toBe('anteayer');
  });

  it('shows a date after a week and nothing for an unreadable time', () => {
    expect(formatRelativeTime('2026-10-01T10:00:00Z', 'es', NOW)).toBe('1 oct 2026');
    expect(formatRelativeTime('ayer', 'es', NOW)).toBe('');
  });
});
