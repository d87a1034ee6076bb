import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHoursSetting, OpeningPeriodSetting } from '../reading/readHandoffSettings';
import { getZonedClock, isWithinOpeningHours } from './isWithinOpeningHours';

const at = (iso: string) => new Date(iso);
const WEEKDAYS_9_TO_18: OpeningPeriodSetting[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  from: '09:00',
  to: '18:00',
}));
const madrid = (days: OpeningPeriodSetting[] = WEEKDAYS_9_TO_18): OpeningHoursSetting => ({
  enabled: true,
  timeZone: 'Europe/Madrid',
  days,
});

describe('getZonedClock', () => {
  it('reads the weekday and time in the zone, summer time included', () => {
    expect(getZonedClock(at('2024-07-01T07:30:00Z'), 'Europe/Madrid')).toEqual({ day: 1, minutes: 570 });
    expect(getZonedClock(at('2024-01-15T08:30:00Z'), 'Europe/Madrid')).toEqual({ day: 1, minutes: 570 });
    expect(getZonedClock(at('2024-07-01T03:30:00Z'), 'Asia/Kolkata')).toEqual({ day: 1, minutes: 540 });
  });

  it('crosses midnight into another weekday', () => {
    expect(getZonedClock(at('2024-07-01T23:30:00Z'), 'Europe/Madrid')).toEqual({ day: 2, minutes: 90 });
    expect(getZonedClock(at('2024-07-01T02:30:00Z'), 'America/New_York')).toEqual({ day: 0, minutes: 1350 });
  });

  it('reads midnight as 0, never 24', () => {
    expect(getZonedClock(at('2024-07-01T00:00:00Z'), 'UTC')).toEqual({ day: 1, minutes: 0 });
  });

  it('knows no clock for an unknown zone or an invalid date', () => {
    expect(getZonedClock(at('2024-07-01T00:00:00Z'), 'Mars/Olympus')).toBeUndefined();
    expect(getZonedClock(new Date(Number.NaN), 'UTC')).toBeUndefined();
  });
});

describe('isWithinOpeningHours', () => {
  it('is always open when the hours are off', () => {
    expect(
      isWithinOpeningHours({ enabled: false, timeZone: 'Europe/Madrid', days: [] }, at('2024-07-07T03:00Z')),
    ).toBe(true);
  });

  it('opens at `from` and closes at `to` (summer, UTC+2)', () => {
    expect(isWithinOpeningHours(madrid(), at('2024-07-01T06:59:00Z'))).toBe(false);
    expect(isWithinOpeningHours(madrid(), at('2024-07-01T07:00:00Z'))).toBe(true);
    expect(isWithinOpeningHours(madrid(), at('2024-07-01T15:59:00Z'))).toBe(true);
    expect(isWithinOpeningHours(madrid(), at('2024-07-01T16:00:00Z'))).toBe(false);
  });

  it('follows the zone in winter too (UTC+1)', () => {
    expect(isWithinOpeningHours(madrid(), at('2024-01-15T07:30:00Z'))).toBe(false);
    expect(isWithinOpeningHours(madrid(), at('2024-01-15T08:00:00Z'))).toBe(true);
    expect(isWithinOpeningHours(madrid(), at('2024-01-15T16:59:00Z'))).toBe(true);
    expect(isWithinOpeningHours(madrid(), at('2024-01-15T17:00:00Z'))).toBe(false);
  });

  it('handles the nights summer time starts and ends', () => {
    const sundayNight = madrid([{ day: 0, from: '02:00', to: '03:00' }]);
    // 31 March 2024: at 02:00 Madrid jumps to 03:00, so 02:00–03:00 never happens.
    expect(isWithinOpeningHours(sundayNight, at('2024-03-31T00:59:00Z'))).toBe(false);
    expect(isWithinOpeningHours(sundayNight, at('2024-03-31T01:00:00Z'))).toBe(false);
    // 27 October 2024: 02:00–03:00 happens twice (CEST, then CET).
    expect(isWithinOpeningHours(sundayNight, at('2024-10-27T00:30:00Z'))).toBe(true);
    expect(isWithinOpeningHours(sundayNight, at('2024-10-27T01:30:00Z'))).toBe(true);
    expect(isWithinOpeningHours(sundayNight, at('2024-10-27T02:00:00Z'))).toBe(false);
  });

  it('uses the weekday of the zone, not of UTC', () => {
    const mondayEvening = {
      enabled: true,
      timeZone: 'America/New_York',
      days: [{ day: 1, from: '20:00', to: '21:00' }],
    };
    // Tuesday 00:30 in UTC is Monday 20:30 in New York (EDT).
    expect(isWithinOpeningHours(mondayEvening, at('2024-07-02T00:30:00Z'))).toBe(true);
    expect(isWithinOpeningHours({ ...mondayEvening, timeZone: 'UTC' }, at('2024-07-02T00:30:00Z'))).toBe(
      false,
    );
  });

  it('is closed on days without a period and when there is no period', () => {
    expect(isWithinOpeningHours(madrid(), at('2024-07-06T10:00:00Z'))).toBe(false);
    expect(isWithinOpeningHours(madrid([]), at('2024-07-01T10:00:00Z'))).toBe(false);
  });

  it('takes any of several periods of a day, up to 24:00', () => {
    const split = madrid([
      { day: 1, from: '09:00', to: '14:00' },
      { day: 1, from: '16:00', to: '24:00' },
    ]);
    expect(isWithinOpeningHours(split, at('2024-07-01T13:00:00Z'))).toBe(false);
    expect(isWithinOpeningHours(split, at('2024-07-01T21:59:00Z'))).toBe(true);
  });

  it('ignores periods it cannot read', () => {
    const broken = madrid([
      { day: 1, from: '9', to: '18:00' },
      { day: 1, from: '18:00', to: '09:00' },
    ]);
    expect(isWithinOpeningHours(broken, at('2024-07-01T10:00:00Z'))).toBe(false);
  });

  it('counts an unknown zone as open', () => {
    expect(
      isWithinOpeningHours({ ...madrid([]), timeZone: 'Mars/Olympus' }, at('2024-07-01T10:00:00Z')),
    ).toBe(true);
  });
});

const moment = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const clock = fc
  .integer({ min: 0, max: 24 * 60 - 1 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const period = fc.record({ day: fc.integer({ min: 0, max: 6 }), from: clock, to: clock });
const ZONES = [
  'UTC',
  'Europe/Madrid',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
];

describe('isWithinOpeningHours (properties)', () => {
  it('agrees with the UTC clock of the date in UTC', () => {
    fc.assert(
      fc.property(moment, fc.array(period, { maxLength: 5 }), (now, days) => {
        const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
        const expected = days.some((p) => {
          const [fh, fm] = p.from.split(':').map(Number);
          const [th, tm] = p.to.split(':').map(Number);
          return p.day === now.getUTCDay() && fh! * 60 + fm! <= minutes && minutes < th! * 60 + tm!;
        });
        expect(isWithinOpeningHours({ enabled: true, timeZone: 'UTC', days }, now)).toBe(expected);
      }),
    );
  });

  it('reads a fixed-offset zone as UTC shifted by its offset', () => {
    fc.assert(
      fc.property(moment, (now) => {
        const shifted = new Date(now.getTime() + 2 * 3_600_000);
        // Etc/GMT-2 is UTC+2 (the sign of Etc zones is reversed).
        expect(getZonedClock(now, 'Etc/GMT-2')).toEqual({
          day: shifted.getUTCDay(),
          minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
        });
      }),
    );
  });

  it('is always open with every day 00:00–24:00 and never with no period, in any zone', () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));
    fc.assert(
      fc.property(moment, fc.constantFrom(...ZONES), (now, timeZone) => {
        expect(isWithinOpeningHours({ enabled: true, timeZone, days: allDay }, now)).toBe(true);
        expect(isWithinOpeningHours({ enabled: true, timeZone, days: [] }, now)).toBe(false);
        expect(isWithinOpeningHours({ enabled: false, timeZone, days: [] }, now)).toBe(true);
      }),
    );
  });

  it('opens on exactly one weekday when only that day is 00:00–24:00', () => {
    fc.assert(
      fc.property(moment, fc.constantFrom(...ZONES), (now, timeZone) => {
        const open = [0, 1, 2, 3, 4, 5, 6].filter((day) =>
          isWithinOpeningHours({ enabled: true, timeZone, days: [{ day, from: '00:00', to: '24:00' }] }, now),
        );
        expect(open).toEqual([getZonedClock(now, timeZone)?.day]);
      }),
    );
  });
});
