import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getZonedClock } from '../rules/isWithinOpeningHours';
import {
  type BookingSettings,
  findOfferedSlot,
  formatSlotLabel,
  getBookingWindow,
  getTimeZoneCity,
  isSlotFree,
  listFreeSlots,
  MIN_BOOKING_NOTICE_MINUTES,
  readBookingSettings,
} from './bookingSlots';
import { BOOKING_TIME_ZONES, MAX_OFFERED_SLOTS } from './businessPowerActions';

/** Settings read from inputs, failing the test when they do not read. */
function settingsOf(inputs: Record<string, string>): BookingSettings {
  const read = readBookingSettings({ timeZone: 'Europe/Madrid', ...inputs });
  if (!read.ok) throw new Error(`settings refused: ${read.problem}`);
  return read.settings;
}

const starts = (slots: readonly { start: string }[]) => slots.map((slot) => slot.start);
// Monday 2 December 2024, 08:00 in Madrid (UTC+1 in winter).
const MONDAY_8 = new Date('2024-12-02T07:00:00Z');
const MORNING = settingsOf({ workStart: '09:00', workEnd: '12:00', slotMinutes: '60', daysAhead: '7' });

describe('readBookingSettings', () => {
  it('reads the inputs, and an empty one as the action’s default', () => {
    expect(readBookingSettings({ timeZone: 'America/Lima', workStart: ' 08:30 ', slotMinutes: '' })).toEqual({
      ok: true,
      settings: {
        workDays: 'weekdays',
        workStart: 510,
        workEnd: 1080,
        slotMinutes: 30,
        bufferMinutes: 0,
        daysAhead: 14,
        timeZone: 'America/Lima',
      },
    });
    expect(settingsOf({ workStart: '00:00', workEnd: '24:00', workDays: 'everyDay' }).workEnd).toBe(1440);
  });

  it('names a time that is not HH:MM, and which input holds it', () => {
    expect(readBookingSettings({ workStart: '9:00' })).toEqual({
      ok: false,
      problem: 'clockInvalid',
      input: 'workStart',
      value: '9:00',
    });
    expect(readBookingSettings({ workEnd: '18h' })).toMatchObject({
      problem: 'clockInvalid',
      input: 'workEnd',
    });
    expect(readBookingSettings({ workStart: '24:00' })).toMatchObject({ problem: 'clockInvalid' });
  });

  it('refuses a start not before the end, and a slot longer than the day', () => {
    expect(readBookingSettings({ workStart: '18:00', workEnd: '09:00' })).toEqual({
      ok: false,
      problem: 'hoursInvalid',
      start: '18:00',
      end: '09:00',
    });
    expect(readBookingSettings({ workStart: '09:00', workEnd: '09:00' })).toMatchObject({
      problem: 'hoursInvalid',
    });
    expect(readBookingSettings({ workStart: '09:00', workEnd: '10:00', slotMinutes: '90' })).toEqual({
      ok: false,
      problem: 'slotTooLong',
      minutes: 90,
      start: '09:00',
      end: '10:00',
    });
  });

  it('refuses an unknown zone and values no list offers', () => {
    expect(readBookingSettings({ timeZone: 'Mars/Olympus' })).toEqual({
      ok: false,
      problem: 'timeZoneUnknown',
      timeZone: 'Mars/Olympus',
    });
    expect(readBookingSettings({ workDays: 'sundays' })).toMatchObject({
      problem: 'choiceInvalid',
      input: 'workDays',
    });
    for (const [input, value] of [
      ['slotMinutes', '0'],
      ['slotMinutes', '-30'],
      ['slotMinutes', '30.5'],
      ['bufferMinutes', 'diez'],
      ['daysAhead', '0'],
      ['daysAhead', '365'],
    ]) {
      expect(readBookingSettings({ [input as string]: value as string })).toEqual({
        ok: false,
        problem: 'choiceInvalid',
        input,
        value,
      });
    }
  });
});

describe('listFreeSlots', () => {
  it('offers the working hours’ slots in order, from the day’s start, as UTC instants', () => {
    expect(listFreeSlots({ now: MONDAY_8, settings: MORNING, busy: [], limit: 4 })).toEqual([
      { start: '2024-12-02T08:00:00.000Z', end: '2024-12-02T09:00:00.000Z' },
      { start: '2024-12-02T09:00:00.000Z', end: '2024-12-02T10:00:00.000Z' },
      { start: '2024-12-02T10:00:00.000Z', end: '2024-12-02T11:00:00.000Z' },
      { start: '2024-12-03T08:00:00.000Z', end: '2024-12-03T09:00:00.000Z' },
    ]);
  });

  it('aligns slots to their length from the working day’s start, never past its end', () => {
    const settings = settingsOf({ workStart: '09:15', workEnd: '11:00', slotMinutes: '45' });
    expect(starts(listFreeSlots({ now: MONDAY_8, settings, busy: [], limit: 3 }))).toEqual([
      '2024-12-02T08:15:00.000Z',
      '2024-12-02T09:00:00.000Z',
      '2024-12-03T08:15:00.000Z',
    ]);
  });

  it('keeps at least the notice before the first slot', () => {
    expect(MIN_BOOKING_NOTICE_MINUTES).toBe(30);
    // 09:35 in Madrid: 10:00 is 25 minutes away, too soon.
    const now = new Date('2024-12-02T08:35:00Z');
    expect(starts(listFreeSlots({ now, settings: MORNING, busy: [], limit: 1 }))).toEqual([
      '2024-12-02T10:00:00.000Z',
    ]);
    expect(starts(listFreeSlots({ now, settings: MORNING, busy: [], limit: 1, noticeMinutes: 0 }))).toEqual([
      '2024-12-02T09:00:00.000Z',
    ]);
  });

  it('skips busy periods widened by the buffer, and may touch one without it', () => {
    const busy = [{ start: '2024-12-02T09:00:00+01:00', end: '2024-12-02T10:00:00+01:00' }];
    expect(starts(listFreeSlots({ now: MONDAY_8, settings: MORNING, busy, limit: 2 }))).toEqual([
      '2024-12-02T09:00:00.000Z',
      '2024-12-02T10:00:00.000Z',
    ]);
    const buffered = { ...MORNING, bufferMinutes: 15 };
    expect(starts(listFreeSlots({ now: MONDAY_8, settings: buffered, busy, limit: 2 }))).toEqual([
      '2024-12-02T10:00:00.000Z',
      '2024-12-03T08:00:00.000Z',
    ]);
    // A busy period right after a slot: the buffer before it takes the slot too.
    const after = [{ start: '2024-12-02T10:00:00Z', end: '2024-12-02T10:30:00Z' }];
    expect(starts(listFreeSlots({ now: MONDAY_8, settings: buffered, busy: after, limit: 2 }))).toEqual([
      '2024-12-02T08:00:00.000Z',
      '2024-12-03T08:00:00.000Z',
    ]);
  });

  it('offers working days only: the weekend waits for Monday unless the owner works then', () => {
    const friday = new Date('2024-12-06T16:00:00Z');
    expect(starts(listFreeSlots({ now: friday, settings: MORNING, busy: [], limit: 1 }))).toEqual([
      '2024-12-09T08:00:00.000Z',
    ]);
    const saturdays = { ...MORNING, workDays: 'monToSat' as const };
    expect(starts(listFreeSlots({ now: friday, settings: saturdays, busy: [], limit: 1 }))).toEqual([
      '2024-12-07T08:00:00.000Z',
    ]);
    const always = { ...MORNING, workDays: 'everyDay' as const };
    expect(listFreeSlots({ now: friday, settings: always, busy: [], limit: 6 })[3]?.start).toBe(
      '2024-12-08T08:00:00.000Z',
    );
  });

  it('offers from today to daysAhead days after it, at most the limit, leaving out what is excluded', () => {
    const settings = { ...MORNING, daysAhead: 1 };
    expect(starts(listFreeSlots({ now: MONDAY_8, settings, busy: [] }))).toHaveLength(6);
    expect(listFreeSlots({ now: MONDAY_8, settings, busy: [], limit: MAX_OFFERED_SLOTS })).toHaveLength(6);
    expect(
      starts(
        listFreeSlots({ now: MONDAY_8, settings, busy: [], limit: 2, exclude: ['2024-12-02T08:00:00.000Z'] }),
      ),
    ).toEqual(['2024-12-02T09:00:00.000Z', '2024-12-02T10:00:00.000Z']);
    const allBusy = [{ start: '2024-12-01T00:00:00Z', end: '2024-12-10T00:00:00Z' }];
    expect(listFreeSlots({ now: MONDAY_8, settings, busy: allBusy })).toEqual([]);
  });

  it('keeps the wall-clock hours across summer time changes, in both hemispheres', () => {
    // Madrid moves to summer time on Sunday 31 March 2024: 09:00 is 08:00Z before, 07:00Z after.
    const madrid = settingsOf({
      workDays: 'everyDay',
      workStart: '09:00',
      workEnd: '10:00',
      slotMinutes: '60',
    });
    expect(
      starts(listFreeSlots({ now: new Date('2024-03-29T12:00:00Z'), settings: madrid, busy: [], limit: 3 })),
    ).toEqual(['2024-03-30T08:00:00.000Z', '2024-03-31T07:00:00.000Z', '2024-04-01T07:00:00.000Z']);
    // Santiago de Chile leaves summer time on Sunday 7 April 2024 (UTC-3 → UTC-4).
    const santiago = { ...madrid, timeZone: 'America/Santiago' };
    expect(
      starts(
        listFreeSlots({ now: new Date('2024-04-05T18:00:00Z'), settings: santiago, busy: [], limit: 3 }),
      ),
    ).toEqual(['2024-04-06T12:00:00.000Z', '2024-04-07T13:00:00.000Z', '2024-04-08T13:00:00.000Z']);
  });

  it('leaves out the slots a summer time change skips or stretches', () => {
    const allDay = settingsOf({
      workDays: 'everyDay',
      workStart: '00:00',
      workEnd: '24:00',
      slotMinutes: '60',
    });
    const now = new Date('2024-03-30T22:00:00Z'); // 23:00 on Saturday in Madrid
    const next = listFreeSlots({ now, settings: { ...allDay, daysAhead: 1 }, busy: [], noticeMinutes: 0 });
    // Saturday's last hour, then Sunday's: 01:00–02:00 would end at an hour that does not exist
    // and 02:00 never happens, so Sunday has 22 slots.
    expect(next).toHaveLength(23);
    expect(starts(next).slice(0, 3)).toEqual([
      '2024-03-30T22:00:00.000Z',
      '2024-03-30T23:00:00.000Z',
      '2024-03-31T01:00:00.000Z',
    ]);
    for (const slot of next) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
  });
});

describe('findOfferedSlot', () => {
  it('finds a slot the settings offer, busy or not', () => {
    expect(findOfferedSlot('2024-12-03T09:00:00.000Z', MORNING, MONDAY_8)).toEqual({
      start: '2024-12-03T09:00:00.000Z',
      end: '2024-12-03T10:00:00.000Z',
    });
    expect(findOfferedSlot('2024-12-03T09:00Z', MORNING, MONDAY_8)?.start).toBe('2024-12-03T09:00:00.000Z');
  });

  it('refuses any other id: misaligned, outside hours, a weekend, past, too far, or not an instant', () => {
    for (const id of [
      '2024-12-03T09:30:00.000Z',
      '2024-12-03T11:00:00.000Z',
      '2024-12-03T07:00:00.000Z',
      '2024-12-07T09:00:00.000Z',
      '2024-11-29T09:00:00.000Z',
      '2024-12-02T07:00:00.000Z',
      '2024-12-10T08:00:00.000Z',
      '2024-12-03T10:00:00+01:00',
      'mañana a las 10',
      '',
      '2024-12-03T09:00:00.000Z ',
    ]) {
      expect(findOfferedSlot(id, MORNING, MONDAY_8), id).toBeUndefined();
    }
    expect(findOfferedSlot('2024-12-09T08:00:00.000Z', MORNING, MONDAY_8)).toBeDefined();
  });
});

describe('isSlotFree and getBookingWindow', () => {
  it('tells whether a slot overlaps a busy period widened by the buffer', () => {
    const slot = { start: '2024-12-02T08:00:00.000Z', end: '2024-12-02T09:00:00.000Z' };
    const busy = [{ start: '2024-12-02T09:00:00Z', end: '2024-12-02T09:30:00Z' }];
    expect(isSlotFree(slot, busy, 0)).toBe(true);
    expect(isSlotFree(slot, busy, 5)).toBe(false);
    expect(isSlotFree(slot, [{ start: '2024-12-02T08:59:00Z', end: '2024-12-02T09:30:00Z' }], 0)).toBe(false);
  });

  it('asks for the busy times from now to the last day’s end, an hour and the buffer wider', () => {
    expect(getBookingWindow(MONDAY_8, { ...MORNING, bufferMinutes: 15, daysAhead: 3 })).toEqual({
      timeMin: '2024-12-02T05:45:00.000Z',
      timeMax: '2024-12-05T12:15:00.000Z',
    });
  });
});

describe('formatSlotLabel and getTimeZoneCity', () => {
  it('shows a slot in the visitor’s language and the calendar’s zone', () => {
    expect(formatSlotLabel('2024-12-02T09:30:00.000Z', 'Europe/Madrid', 'es')).toBe('lun 2 dic, 10:30');
    expect(formatSlotLabel('2024-12-02T09:30:00.000Z', 'Europe/Madrid', 'en')).toBe('Mon 2 Dec, 10:30');
    expect(formatSlotLabel('2024-12-02T09:30:00.000Z', 'America/Mexico_City', 'es-MX')).toBe(
      'lun 2 dic, 03:30',
    );
    expect(formatSlotLabel('2024-07-06T16:05:00.000Z', 'UTC', 'en-US')).toBe('Sat 6 Jul, 16:05');
  });

  it('names the zone by its city', () => {
    expect(getTimeZoneCity('Europe/Madrid', 'es')).toBe('Madrid');
    expect(getTimeZoneCity('America/Argentina/Buenos_Aires', 'en')).toBe('Buenos Aires');
    expect(getTimeZoneCity('America/Mexico_City', 'es')).toBe('Ciudad de México');
    expect(getTimeZoneCity('America/Mexico_City', 'en')).toBe('Mexico City');
    expect(getTimeZoneCity('Atlantic/Canary', 'en')).toBe('Canary Islands');
    expect(getTimeZoneCity('UTC', 'es')).toBe('UTC');
    for (const zone of BOOKING_TIME_ZONES) {
      expect(getTimeZoneCity(zone, 'es')).not.toMatch(/[/_]/);
    }
  });
});

const MINUTE = 60_000;
const arbitrarySettings = fc
  .record({
    workDays: fc.constantFrom('weekdays', 'monToSat', 'everyDay'),
    // Often from the small hours, when summer time changes.
    start: fc.oneof(fc.integer({ min: 0, max: 23 * 60 }), fc.integer({ min: 0, max: 150 })),
    span: fc.integer({ min: 15, max: 24 * 60 }),
    slotMinutes: fc.constantFrom(15, 30, 45, 60, 90, 120),
    bufferMinutes: fc.constantFrom(0, 5, 10, 15, 30, 60),
    daysAhead: fc.integer({ min: 1, max: 10 }),
    timeZone: fc.constantFrom(...BOOKING_TIME_ZONES, 'Australia/Lord_Howe', 'Asia/Kolkata'),
  })
  .filter(({ start, span, slotMinutes }) => start + Math.min(span, 24 * 60 - start) >= start + slotMinutes)
  .map(
    ({ start, span, ...rest }): BookingSettings => ({
      ...rest,
      workStart: start,
      workEnd: Math.min(start + span, 24 * 60),
    }),
  )
  .filter((settings) => settings.workEnd - settings.workStart >= settings.slotMinutes);
const arbitraryNow = fc
  .integer({
    min: Date.parse('2024-01-01T00:00:00Z') / MINUTE,
    max: Date.parse('2026-01-01T00:00:00Z') / MINUTE,
  })
  .map((minute) => new Date(minute * MINUTE));
/** Summer time changes of some zones (Lord Howe's moves the clock by half an hour). */
const SUMMER_TIME_CHANGES = [
  ['America/New_York', '2024-03-10T07:00:00Z'],
  ['Europe/Madrid', '2024-03-31T01:00:00Z'],
  ['Atlantic/Canary', '2024-03-31T01:00:00Z'],
  ['Australia/Lord_Howe', '2024-04-06T15:00:00Z'],
  ['America/Santiago', '2024-04-07T03:00:00Z'],
  ['America/Santiago', '2024-09-08T04:00:00Z'],
  ['Europe/London', '2024-10-27T01:00:00Z'],
  ['America/Los_Angeles', '2024-11-03T09:00:00Z'],
] as const;
/** Settings and a moment a day or two before a change of their zone, working every day. */
const aroundChange = fc
  .tuple(
    arbitrarySettings,
    fc.constantFrom(...SUMMER_TIME_CHANGES),
    fc.integer({ min: -2 * 24 * 60, max: 0 }),
  )
  .map(([settings, [timeZone, change], before]) => ({
    settings: { ...settings, timeZone, workDays: 'everyDay' as const },
    now: new Date(Date.parse(change) + before * MINUTE),
  }));
const arbitraryBusy = (now: Date) =>
  fc.array(
    fc
      .record({
        from: fc.integer({ min: -600, max: 12 * 24 * 60 }),
        length: fc.integer({ min: 1, max: 600 }),
      })
      .map(({ from, length }) => ({
        start: new Date(now.getTime() + from * MINUTE).toISOString(),
        end: new Date(now.getTime() + (from + length) * MINUTE).toISOString(),
      })),
    { maxLength: 12 },
  );
const scenario = fc
  .tuple(
    fc.oneof(fc.record({ settings: arbitrarySettings, now: arbitraryNow }), aroundChange),
    fc.integer({ min: 1, max: 40 }),
  )
  .chain(([{ settings, now }, limit]) => arbitraryBusy(now).map((busy) => ({ settings, now, limit, busy })));

describe('listFreeSlots, for any settings, moment and calendar', () => {
  it('offers at most the limit, sorted and apart, never busy, too soon or outside the hours in the zone', () => {
    fc.assert(
      fc.property(scenario, ({ settings, now, limit, busy }) => {
        const slots = listFreeSlots({ now, settings, busy, limit });
        expect(slots.length).toBeLessThanOrEqual(limit);
        const open = {
          weekdays: [1, 2, 3, 4, 5],
          monToSat: [1, 2, 3, 4, 5, 6],
          everyDay: [0, 1, 2, 3, 4, 5, 6],
        };
        let previousEnd = Number.NEGATIVE_INFINITY;
        for (const slot of slots) {
          const start = Date.parse(slot.start);
          const end = Date.parse(slot.end);
          expect(end - start).toBe(settings.slotMinutes * MINUTE);
          expect(start).toBeGreaterThanOrEqual(previousEnd);
          expect(start).toBeGreaterThanOrEqual(now.getTime() + MIN_BOOKING_NOTICE_MINUTES * MINUTE);
          expect(isSlotFree(slot, busy, settings.bufferMinutes)).toBe(true);
          for (const period of busy) {
            const from = Date.parse(period.start) - settings.bufferMinutes * MINUTE;
            const to = Date.parse(period.end) + settings.bufferMinutes * MINUTE;
            expect(start >= to || end <= from).toBe(true);
          }
          const clock = getZonedClock(new Date(start), settings.timeZone);
          expect(clock).toBeDefined();
          if (!clock) continue;
          expect(open[settings.workDays]).toContain(clock.day);
          expect(clock.minutes).toBeGreaterThanOrEqual(settings.workStart);
          expect(clock.minutes + settings.slotMinutes).toBeLessThanOrEqual(settings.workEnd);
          expect((clock.minutes - settings.workStart) % settings.slotMinutes).toBe(0);
          expect(getZonedClock(new Date(end), settings.timeZone)?.minutes).toBe(
            (clock.minutes + settings.slotMinutes) % (24 * 60),
          );
          expect(findOfferedSlot(slot.start, settings, now)).toEqual(slot);
          previousEnd = end;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('offers the first slots of the unlimited list, and all of them once the busy periods are gone', () => {
    fc.assert(
      fc.property(scenario, ({ settings, now, limit, busy }) => {
        const all = listFreeSlots({ now, settings, busy });
        expect(listFreeSlots({ now, settings, busy, limit })).toEqual(all.slice(0, limit));
        const free = starts(listFreeSlots({ now, settings, busy: [] }));
        for (const slot of all) expect(free).toContain(slot.start);
        // Each slot left out for being busy is one a busy period (with the buffer) overlaps.
        const offered = new Set(starts(all));
        for (const start of free) {
          if (offered.has(start)) continue;
          const slot = findOfferedSlot(start, settings, now);
          expect(slot && !isSlotFree(slot, busy, settings.bufferMinutes)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
