import type { OpeningHoursSetting } from '../reading/readHandoffSettings';
import { isValidTimeZone, parseClockTime } from './openingHours';

/** A moment as a wall clock in some time zone shows it: the weekday (0 = Sunday) and minutes since midnight. */
export interface ZonedClock {
  readonly day: number;
  readonly minutes: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The weekday and time of day `now` has in `timeZone` (summer time included), or `undefined` for
 * a zone `Intl` does not know.
 *
 * @example getZonedClock(new Date('2024-07-01T07:30:00Z'), 'Europe/Madrid') // { day: 1, minutes: 570 }
 */
export function getZonedClock(now: Date, timeZone: string): ZonedClock | undefined {
  if (!isValidTimeZone(timeZone) || Number.isNaN(now.getTime())) return undefined;
  let day: number | undefined;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === 'weekday') day = WEEKDAYS[part.value];
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return day === undefined ? undefined : { day, minutes: hour * 60 + minute };
}

/**
 * Whether a person can answer at `now`: always when the hours are off; else when some period of
 * that weekday, in the hours' time zone, has begun (`from` included) and not ended (`to` excluded).
 * Periods that cannot be read are ignored. An unknown time zone counts as open — a person is called
 * rather than the visitor turned away (Bot Doctor blocks publishing such hours).
 *
 * @example isWithinOpeningHours({ enabled: true, timeZone: 'UTC', days: [{ day: 1, from: '09:00', to: '18:00' }] }, new Date('2024-07-01T10:00:00Z')) // true
 */
export function isWithinOpeningHours(hours: OpeningHoursSetting, now: Date): boolean {
  if (!hours.enabled) return true;
  if (!isValidTimeZone(hours.timeZone)) return true;
  const clock = getZonedClock(now, hours.timeZone);
  if (!clock) return true;
  return hours.days.some((period) => {
    if (period.day !== clock.day) return false;
    const from = parseClockTime(period.from);
    const to = parseClockTime(period.to, { end: true });
    return from !== undefined && to !== undefined && from <= clock.minutes && clock.minutes < to;
  });
}
