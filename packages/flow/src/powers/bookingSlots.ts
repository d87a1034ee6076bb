/**
 * The free slots a calendar offers (issue #32, Google Calendar's 'Reservar una cita'): from the
 * owner's working days and hours in a time zone, a slot length, a buffer and how many days ahead,
 * and the calendar's busy periods, the next slots a visitor may book — as UTC instants, computed
 * from wall-clock times in the zone with `Intl`, so summer-time changes move nothing.
 */
import { isValidTimeZone, parseClockTime } from '../rules/openingHours';
import { BOOKING_WORK_DAYS, type BookingWorkDays, BUSINESS_POWER_ACTIONS } from './businessPowerActions';

/** How a calendar's bookings are offered, read from the action's inputs (see {@link readBookingSettings}). */
export interface BookingSettings {
  readonly workDays: BookingWorkDays;
  /** Minutes since midnight, in the zone, of the working day's start and end (up to 1440). */
  readonly workStart: number;
  readonly workEnd: number;
  readonly slotMinutes: number;
  /** Minutes kept free after each busy period and before the next one. */
  readonly bufferMinutes: number;
  /** Slots are offered from today up to this many days after today. */
  readonly daysAhead: number;
  readonly timeZone: string;
}

/** What is wrong with a booking's settings, so the owner reads which input to fix. */
export type BookingSettingsProblem =
  | { readonly problem: 'clockInvalid'; readonly input: 'workStart' | 'workEnd'; readonly value: string }
  | { readonly problem: 'hoursInvalid'; readonly start: string; readonly end: string }
  | {
      readonly problem: 'slotTooLong';
      readonly minutes: number;
      readonly start: string;
      readonly end: string;
    }
  | { readonly problem: 'timeZoneUnknown'; readonly timeZone: string }
  | {
      readonly problem: 'choiceInvalid';
      readonly input: 'workDays' | 'slotMinutes' | 'bufferMinutes' | 'daysAhead';
      readonly value: string;
    };

/** A slot: its start and end as UTC instants (`2024-12-02T09:30:00.000Z`). */
export interface BookingSlot {
  readonly start: string;
  readonly end: string;
}

/** A busy period of the calendar, as RFC 3339 instants (any offset). */
export interface BusyInterval {
  readonly start: string;
  readonly end: string;
}

/** How soon the first slot offered may start: a visitor never books one about to begin. */
export const MIN_BOOKING_NOTICE_MINUTES = 30;
/** The bounds a setting may take (the editor offers fewer); Google's free/busy reads ≤ 90 days. */
export const BOOKING_LIMITS = {
  slotMinutes: { min: 5, max: 720 },
  bufferMinutes: { min: 0, max: 720 },
  daysAhead: { min: 1, max: 60 },
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The days of the week (0 = Sunday) each choice of working days opens. */
const OPEN_DAYS: { readonly [W in BookingWorkDays]: readonly number[] } = {
  weekdays: [1, 2, 3, 4, 5],
  monToSat: [1, 2, 3, 4, 5, 6],
  everyDay: [0, 1, 2, 3, 4, 5, 6],
};
/** The action's defaults, for an input left empty. */
const DEFAULTS: Readonly<Record<string, string>> = Object.fromEntries(
  (BUSINESS_POWER_ACTIONS['google-calendar'][0]?.inputs ?? []).map((input) => [
    input.key,
    input.defaultValue ?? '',
  ]),
);

/** A whole number within bounds, from its text, or `undefined`. */
function readWholeNumber(
  text: string,
  bounds: { readonly min: number; readonly max: number },
): number | undefined {
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= bounds.min && value <= bounds.max ? value : undefined;
}

/**
 * The booking settings of a 'Reservar una cita' node's inputs (trimmed; an empty one takes the
 * action's default), or the first problem: a time that is not 'HH:MM', a start not before the end,
 * a slot longer than the working day, an unknown zone, or a value no list offers.
 *
 * @example readBookingSettings({ workStart: '09:00', workEnd: '14:00', timeZone: 'Europe/Madrid' }).ok // true
 * @example readBookingSettings({ workStart: '9', workEnd: '14:00' }) // { ok: false, problem: 'clockInvalid', input: 'workStart', value: '9' }
 */
export function readBookingSettings(
  inputs: Readonly<Record<string, string | undefined>>,
):
  | ({ readonly ok: true } & { readonly settings: BookingSettings })
  | ({ readonly ok: false } & BookingSettingsProblem) {
  const read = (key: string) => {
    const value = (inputs[key] ?? '').trim();
    return value === '' ? (DEFAULTS[key] ?? '') : value;
  };
  const startText = read('workStart');
  const endText = read('workEnd');
  const workStart = parseClockTime(startText);
  if (workStart === undefined)
    return { ok: false, problem: 'clockInvalid', input: 'workStart', value: startText };
  const workEnd = parseClockTime(endText, { end: true });
  if (workEnd === undefined) return { ok: false, problem: 'clockInvalid', input: 'workEnd', value: endText };
  if (workStart >= workEnd) return { ok: false, problem: 'hoursInvalid', start: startText, end: endText };
  const timeZone = read('timeZone');
  if (!isValidTimeZone(timeZone)) return { ok: false, problem: 'timeZoneUnknown', timeZone };
  const workDays = read('workDays');
  if (!BOOKING_WORK_DAYS.some((known) => known === workDays)) {
    return { ok: false, problem: 'choiceInvalid', input: 'workDays', value: workDays };
  }
  const numbers = { slotMinutes: 0, bufferMinutes: 0, daysAhead: 0 };
  for (const key of ['slotMinutes', 'bufferMinutes', 'daysAhead'] as const) {
    const value = readWholeNumber(read(key), BOOKING_LIMITS[key]);
    if (value === undefined) return { ok: false, problem: 'choiceInvalid', input: key, value: read(key) };
    numbers[key] = value;
  }
  if (numbers.slotMinutes > workEnd - workStart) {
    return {
      ok: false,
      problem: 'slotTooLong',
      minutes: numbers.slotMinutes,
      start: startText,
      end: endText,
    };
  }
  return {
    ok: true,
    settings: { workDays: workDays as BookingWorkDays, workStart, workEnd, timeZone, ...numbers },
  };
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock `instant` shows in `timeZone`, as milliseconds of the same reading in UTC. */
function wallClockOf(instant: number, timeZone: string): number {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(instant)) part[type] = Number(value);
  const seconds = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    (part.hour ?? 0) % 24,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return seconds + (instant - Math.floor(instant / 1000) * 1000);
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockOf(instant, timeZone) - instant;
}

/**
 * The instant a wall-clock reading (as UTC milliseconds) names in the zone, or `undefined` when
 * that reading never happens there (the hour skipped when summer time starts). A reading that
 * happens twice (when it ends) gives one of the two.
 */
function instantOfWallClock(wallClock: number, timeZone: string): number | undefined {
  const first = offsetAt(wallClock, timeZone);
  let instant = wallClock - first;
  const second = offsetAt(instant, timeZone);
  if (second !== first) instant = wallClock - second;
  return wallClockOf(instant, timeZone) === wallClock ? instant : undefined;
}

/** Today's date in the zone, as the UTC midnight of that calendar day. */
function zonedToday(now: number, timeZone: string): number {
  return Math.floor(wallClockOf(now, timeZone) / DAY) * DAY;
}

/**
 * The slots one day (the UTC midnight of its calendar date) holds, earliest first, whatever is
 * busy: aligned to the slot length from the working day's start, ending by its end, each exactly
 * `slotMinutes` long — a slot a summer-time change would stretch, shorten or skip is left out.
 */
function slotsOfDay(day: number, settings: BookingSettings): number[] {
  if (!OPEN_DAYS[settings.workDays].includes(new Date(day).getUTCDay())) return [];
  const length = settings.slotMinutes * MINUTE;
  const first = day + settings.workStart * MINUTE;
  const last = day + settings.workEnd * MINUTE - length;
  // A zone's offset is between -12 h and +14 h; the same offset at both ends means one all day.
  const before = offsetAt(first - 14 * 60 * MINUTE, settings.timeZone);
  const fixed = before === offsetAt(last + length + 12 * 60 * MINUTE, settings.timeZone) ? before : undefined;
  const starts: number[] = [];
  for (let wallClock = first; wallClock <= last; wallClock += length) {
    if (fixed !== undefined) {
      starts.push(wallClock - fixed);
      continue;
    }
    const start = instantOfWallClock(wallClock, settings.timeZone);
    const end = instantOfWallClock(wallClock + length, settings.timeZone);
    if (start !== undefined && end !== undefined && end - start === length) starts.push(start);
  }
  return starts;
}

/** The busy periods as instants, each widened by the buffer on both sides; unreadable ones are left out. */
function widenBusy(busy: readonly BusyInterval[], bufferMinutes: number): [number, number][] {
  const buffer = bufferMinutes * MINUTE;
  const widened: [number, number][] = [];
  for (const interval of busy) {
    const start = Date.parse(interval.start);
    const end = Date.parse(interval.end);
    if (Number.isFinite(start) && Number.isFinite(end)) widened.push([start - buffer, end + buffer]);
  }
  return widened;
}

const overlaps = (start: number, end: number, busy: readonly [number, number][]) =>
  busy.some(([from, to]) => start < to && end > from);

const toSlot = (start: number, slotMinutes: number): BookingSlot => ({
  start: new Date(start).toISOString(),
  end: new Date(start + slotMinutes * MINUTE).toISOString(),
});

/**
 * The next free slots, earliest first and at most `limit`: on working days from today up to
 * `daysAhead` days after it, within working hours in the zone, starting at least `noticeMinutes`
 * after `now`, and overlapping no busy period widened by the buffer (a slot may touch one). Busy
 * periods whose instants cannot be read are left out — the server refuses such an answer before.
 *
 * @example listFreeSlots({ now, settings, busy: [{ start: '2024-12-02T09:00:00Z', end: '2024-12-02T10:00:00Z' }] })
 */
export function listFreeSlots(options: {
  readonly now: Date;
  readonly settings: BookingSettings;
  readonly busy: readonly BusyInterval[];
  readonly limit?: number;
  readonly noticeMinutes?: number;
  /** Slot starts not to offer (the one just found taken). */
  readonly exclude?: readonly string[];
}): BookingSlot[] {
  const { now, settings } = options;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const earliest = now.getTime() + (options.noticeMinutes ?? MIN_BOOKING_NOTICE_MINUTES) * MINUTE;
  const busy = widenBusy(options.busy, settings.bufferMinutes);
  const excluded = new Set((options.exclude ?? []).map((start) => Date.parse(start)));
  const length = settings.slotMinutes * MINUTE;
  const today = zonedToday(now.getTime(), settings.timeZone);
  const slots: BookingSlot[] = [];
  for (let day = 0; day <= settings.daysAhead && slots.length < limit; day += 1) {
    for (const start of slotsOfDay(today + day * DAY, settings)) {
      if (start < earliest || excluded.has(start) || overlaps(start, start + length, busy)) continue;
      slots.push(toSlot(start, settings.slotMinutes));
      if (slots.length >= limit) break;
    }
  }
  return slots;
}

/**
 * The period whose busy times decide the slots {@link listFreeSlots} may offer: from `now` (less
 * the buffer) to the last day's working end (plus the buffer), an hour wider either way so a
 * summer-time change never leaves a busy period out.
 */
export function getBookingWindow(now: Date, settings: BookingSettings): { timeMin: string; timeMax: string } {
  const margin = 60 * MINUTE + settings.bufferMinutes * MINUTE;
  const lastDay = zonedToday(now.getTime(), settings.timeZone) + settings.daysAhead * DAY;
  const lastEnd = lastDay + settings.workEnd * MINUTE;
  return {
    timeMin: new Date(now.getTime() - margin).toISOString(),
    timeMax: new Date(lastEnd - offsetAt(lastEnd, settings.timeZone) + margin).toISOString(),
  };
}

/** A slot start as the options carry it: a UTC instant, to the minute or second. */
const SLOT_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?Z$/;

/**
 * The slot starting at `start` when the settings offer it (a working day within `daysAhead`, in
 * working hours, aligned) and it has not begun, whatever is busy; `undefined` for anything else —
 * a visitor may send any id, so a picked option is checked before it is booked.
 *
 * @example findOfferedSlot('2024-12-02T09:30:00.000Z', settings, now) // { start: '2024-12-02T09:30:00.000Z', end: '2024-12-02T10:00:00.000Z' }
 */
export function findOfferedSlot(
  start: string,
  settings: BookingSettings,
  now: Date,
): BookingSlot | undefined {
  if (!SLOT_ID.test(start)) return undefined;
  const instant = Date.parse(start);
  if (!Number.isFinite(instant) || instant <= now.getTime()) return undefined;
  const day = zonedToday(instant, settings.timeZone);
  const after = (day - zonedToday(now.getTime(), settings.timeZone)) / DAY;
  if (after < 0 || after > settings.daysAhead) return undefined;
  return slotsOfDay(day, settings).includes(instant) ? toSlot(instant, settings.slotMinutes) : undefined;
}

/** Whether a slot overlaps no busy period widened by the buffer (it may touch one). */
export function isSlotFree(slot: BookingSlot, busy: readonly BusyInterval[], bufferMinutes: number): boolean {
  return !overlaps(Date.parse(slot.start), Date.parse(slot.end), widenBusy(busy, bufferMinutes));
}

const labelFormatters = new Map<string, Intl.DateTimeFormat>();

/** The locale a visitor's language reads dates in: English's day before month, else Spanish. */
const localeOf = (language: string) => (language.toLowerCase().startsWith('en') ? 'en-GB' : 'es-ES');

/**
 * A slot's start (or end) as a button shows it, in the visitor's language and the calendar's zone:
 * short weekday, day, short month and the 24-hour time.
 *
 * @example formatSlotLabel('2024-12-02T09:30:00.000Z', 'Europe/Madrid', 'es') // 'lun 2 dic, 10:30'
 * @example formatSlotLabel('2024-12-02T09:30:00.000Z', 'Europe/Madrid', 'en') // 'Mon 2 Dec, 10:30'
 */
export function formatSlotLabel(instant: string, timeZone: string, language: string): string {
  const locale = localeOf(language);
  const key = `${locale}|${timeZone}`;
  let formatter = labelFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    labelFormatters.set(key, formatter);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of formatter.formatToParts(new Date(instant)))
    part[type] = value.replace(/\.$/, '');
  return `${part.weekday} ${part.day} ${part.month}, ${part.hour}:${part.minute}`;
}

/** The zones' cities Spanish names otherwise (the English name is the IANA one's). */
const SPANISH_CITIES: Readonly<Record<string, string>> = {
  Mexico_City: 'Ciudad de México',
  Canary: 'Canarias',
  New_York: 'Nueva York',
  Los_Angeles: 'Los Ángeles',
  London: 'Londres',
  Bogota: 'Bogotá',
  Panama: 'Panamá',
};
const ENGLISH_CITIES: Readonly<Record<string, string>> = { Canary: 'Canary Islands' };

/**
 * The city a time zone is named after, in the visitor's language, to say plainly which clock the
 * slots are in ('hora de Madrid'); 'UTC' for UTC.
 *
 * @example getTimeZoneCity('America/Argentina/Buenos_Aires', 'es') // 'Buenos Aires'
 * @example getTimeZoneCity('America/Mexico_City', 'es') // 'Ciudad de México'
 */
export function getTimeZoneCity(timeZone: string, language: string): string {
  const last = timeZone.slice(timeZone.lastIndexOf('/') + 1);
  const names = localeOf(language) === 'en-GB' ? ENGLISH_CITIES : SPANISH_CITIES;
  return names[last] ?? last.replace(/_/g, ' ');
}
