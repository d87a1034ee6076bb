import { CHALLENGE_IDS, WEEKLY_CHALLENGE_COUNT } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getIsoWeek } from './isoWeek';
import { selectWeeklyChallenges } from './selectWeeklyChallenges';

const DAY_MS = 24 * 60 * 60 * 1000;
const anyInstant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('getIsoWeek', () => {
  it.each([
    ['2026-11-25T12:00:00Z', '2026-W48', '2026-11-23T00:00:00.000Z'],
    ['2026-11-23T00:00:00Z', '2026-W48', '2026-11-23T00:00:00.000Z'],
    ['2026-11-22T23:59:59Z', '2026-W47', '2026-11-16T00:00:00.000Z'],
    ['2021-01-03T10:00:00Z', '2020-W53', '2020-12-28T00:00:00.000Z'],
    ['2024-12-30T08:00:00Z', '2025-W01', '2024-12-30T00:00:00.000Z'],
    ['2027-01-01T08:00:00Z', '2026-W53', '2026-12-28T00:00:00.000Z'],
    ['2026-01-01T00:00:00Z', '2026-W01', '2025-12-29T00:00:00.000Z'],
  ])('%s is in %s starting %s', (at, key, start) => {
    const week = getIsoWeek(new Date(at));
    expect(week.key).toBe(key);
    expect(week.start.toISOString()).toBe(start);
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * DAY_MS);
  });

  it('holds the instant, starts on a Monday at midnight UTC and is shared by the whole week', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 0, max: 7 * DAY_MS - 1 }), (at, offset) => {
        const week = getIsoWeek(at);
        expect(week.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(week.end.getTime()).toBeGreaterThan(at.getTime());
        expect(week.start.getUTCDay()).toBe(1);
        expect(week.start.getUTCHours() + week.start.getUTCMinutes() + week.start.getUTCSeconds()).toBe(0);
        expect(getIsoWeek(new Date(week.start.getTime() + offset)).key).toBe(week.key);
      }),
    );
  });

  it('numbers consecutive weeks one after another', () => {
    fc.assert(
      fc.property(anyInstant, (at) => {
        const week = getIsoWeek(at);
        const next = getIsoWeek(week.end);
        expect(next.start.getTime()).toBe(week.end.getTime());
        if (next.year === week.year) expect(next.week).toBe(week.week + 1);
        else expect([next.year, next.week]).toEqual([week.year + 1, 1]);
        expect(week.week).toBeGreaterThanOrEqual(1);
        expect(week.week).toBeLessThanOrEqual(53);
      }),
    );
  });
});

describe('selectWeeklyChallenges', () => {
  it('gives every instant of a week the same distinct challenges of the pool', () => {
    fc.assert(
      fc.property(anyInstant, anyInstant, (a, b) => {
        const chosen = selectWeeklyChallenges(getIsoWeek(a));
        expect(chosen).toHaveLength(WEEKLY_CHALLENGE_COUNT);
        expect(new Set(chosen).size).toBe(WEEKLY_CHALLENGE_COUNT);
        for (const id of chosen) expect(CHALLENGE_IDS).toContain(id);
        const sameWeek = new Date(getIsoWeek(a).start.getTime() + (b.getTime() % (7 * DAY_MS)));
        expect(selectWeeklyChallenges(getIsoWeek(sameWeek))).toEqual(chosen);
      }),
    );
  });

  it('changes the set from week to week and uses the whole pool over a year', () => {
    const seen = new Set<string>();
    const sets = new Set<string>();
    let at = new Date('2026-01-05T00:00:00Z');
    for (let i = 0; i < 52; i += 1) {
      const chosen = selectWeeklyChallenges(getIsoWeek(at));
      for (const id of chosen) seen.add(id);
      sets.add([...chosen].sort().join(','));
      at = new Date(at.getTime() + 7 * DAY_MS);
    }
    expect(seen.size).toBe(CHALLENGE_IDS.length);
    expect(sets.size).toBeGreaterThan(20);
  });
});
