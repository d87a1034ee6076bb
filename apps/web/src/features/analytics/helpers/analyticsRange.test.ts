import { MAX_ANALYTICS_RANGE_DAYS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkCustomRange,
  countRangeDays,
  getPresetRange,
  resolveRangeChoice,
  toRangeQuery,
} from './analyticsRange';

const NOW = Date.parse('2025-03-10T23:30:00Z');

describe('getPresetRange', () => {
  it('ends today (UTC) and covers exactly the number of days', () => {
    expect(getPresetRange(7, NOW)).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(getPresetRange(1, NOW)).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(countRangeDays(getPresetRange(30, NOW))).toBe(30);
    expect(countRangeDays(getPresetRange(365, NOW))).toBe(365);
  });

  it('crosses month and leap-year boundaries', () => {
    expect(getPresetRange(30, Date.parse('2024-03-01T00:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
  });
});

describe('checkCustomRange', () => {
  it('accepts a range within the limit that ends today or before', () => {
    expect(checkCustomRange('2025-03-01', '2025-03-10', NOW)).toBeNull();
    expect(checkCustomRange('2025-03-10', '2025-03-10', NOW)).toBeNull();
  });

  it('names what is wrong with a range', () => {
    expect(checkCustomRange('', '2025-03-10', NOW)).toBe('missing');
    expect(checkCustomRange('2025-02-30', '2025-03-10', NOW)).toBe('missing');
    expect(checkCustomRange('2025-03-10', '2025-03-01', NOW)).toBe('reversed');
    expect(checkCustomRange('2025-03-01', '2025-03-11', NOW)).toBe('future');
  });

  it('allows exactly the longest range the server serves, and not a day more', () => {
    const to = '2025-03-10';
    const longest = getPresetRange(MAX_ANALYTICS_RANGE_DAYS, NOW);
    expect(checkCustomRange(longest.from, to, NOW)).toBeNull();
    const tooLong = getPresetRange(MAX_ANALYTICS_RANGE_DAYS + 1, NOW);
    expect(checkCustomRange(tooLong.from, to, NOW)).toBe('tooLong');
  });
});

describe('resolveRangeChoice', () => {
  it('counts presets back from now and keeps a custom range as typed', () => {
    expect(resolveRangeChoice({ kind: 'preset', days: 7 }, NOW)).toEqual({
      from: '2025-03-04',
      to: '2025-03-10',
    });
    const range = { from: '2025-01-01', to: '2025-01-31' };
    expect(resolveRangeChoice({ kind: 'custom', range }, NOW)).toBe(range);
  });
});

describe('toRangeQuery', () => {
  it('sends the version and the channel only when the range names them', () => {
    const days = { from: '2026-01-01', to: '2026-01-31' };
    expect(toRangeQuery(days)).toEqual(days);
    expect(toRangeQuery({ ...days, version: undefined, channel: undefined })).toEqual(days);
    expect(toRangeQuery({ ...days, version: 3, channel: 'telegram' })).toEqual({
      ...days,
      version: 3,
      channel: 'telegram',
    });
  });
});
