import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyticsRangeQuerySchema,
  countIsoDays,
  MAX_ANALYTICS_RANGE_DAYS,
  resolveAnalyticsRange,
  shiftIsoDay,
} from './analytics';

const messagesOf = (query: unknown) => {
  const result = analyticsRangeQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('analyticsRangeQuerySchema', () => {
  it.each([
    [{}, []],
    [{ from: '2026-01-01', to: '2026-01-31' }, []],
    [{ from: '2024-02-29', to: '2024-02-29' }, []],
    [{ from: '2025-01-01', to: '2026-01-01' }, []],
    [{ from: '2025-02-29' }, ['analytics.invalidDate']],
    [{ to: '2026-13-01' }, ['analytics.invalidDate']],
    [{ from: '1/2/2026' }, ['analytics.invalidDate']],
    [{ from: '2026-03-02', to: '2026-03-01' }, ['analytics.fromAfterTo']],
    [{ from: '2025-01-01', to: '2026-01-02' }, ['analytics.rangeTooLong']],
    [{ channel: 'telegram' }, []],
    [{ channel: 'whatsapp-cloud', version: '2' }, []],
    [{ channel: 'simulation' }, ['analytics.invalidChannel']],
    [{ channel: 'sms' }, ['analytics.invalidChannel']],
    [{ channel: ['web', 'widget'] }, ['analytics.invalidChannel']],
  ])('%j → %j', (query, messages) => {
    expect(messagesOf(query)).toEqual(messages);
  });
});

describe('resolveAnalyticsRange', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(resolveAnalyticsRange({}, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(resolveAnalyticsRange({ to: '2026-01-10' }, '2026-03-01')).toEqual({
      from: '2025-12-12',
      to: '2026-01-10',
    });
  });

  it('runs an open range from `from` to today, never backwards nor past the longest range', () => {
    expect(resolveAnalyticsRange({ from: '2026-02-20' }, '2026-03-01')).toEqual({
      from: '2026-02-20',
      to: '2026-03-01',
    });
    expect(resolveAnalyticsRange({ from: '2026-04-01' }, '2026-03-01')).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(resolveAnalyticsRange({ from: '2020-01-01' }, '2026-03-01')).toEqual({
      from: '2020-01-01',
      to: '2020-12-31',
    });
  });

  it('always resolves a valid query to a range the schema accepts', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.option(day, { nil: undefined }),
        fc.option(day, { nil: undefined }),
        day,
        (from, to, today) => {
          const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
          fc.pre(analyticsRangeQuerySchema.safeParse(query).success);
          const range = resolveAnalyticsRange(query, today);
          expect(messagesOf(range)).toEqual([]);
          expect(countIsoDays(range.from, range.to)).toBeGreaterThanOrEqual(1);
          expect(countIsoDays(range.from, range.to)).toBeLessThanOrEqual(MAX_ANALYTICS_RANGE_DAYS);
        },
      ),
    );
  });
});

describe('shiftIsoDay and countIsoDays', () => {
  it('cross months, years and leap days', () => {
    expect(shiftIsoDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftIsoDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(countIsoDays('2025-01-01', '2025-12-31')).toBe(365);
    expect(countIsoDays('2024-01-01', '2024-12-31')).toBe(366);
  });
});
