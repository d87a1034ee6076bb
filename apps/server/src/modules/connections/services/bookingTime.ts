/**
 * Times of a booking (issue #32): reading the start a flow gives (an ISO date-time, or a wall-clock
 * time in a time zone) and saying one to the visitor in plain Spanish.
 */

const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** An instant with its own offset: `2025-12-01T10:30:00Z`, `…T10:30+01:00`, fractions allowed. */
const WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A wall-clock time without an offset: `2025-12-01 10:30`, `2025-12-01T10:30:00`. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether `zone` is an IANA time zone this server knows (`Europe/Madrid`, `UTC`). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The date and time `instant` shows on a clock of `zone`, as numbers. */
function wallClockOf(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  return {
    year,
    month,
    day,
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** How far ahead of UTC `zone` is at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const clock = wallClockOf(instant, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** Whether the numbers name a real date and time (no 31 February, no 25:00). */
function isRealDateTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/**
 * The instant a start given by a flow names: an ISO date-time with its offset (a calendar's
 * `{{cita_inicio_iso}}`), or a wall-clock `YYYY-MM-DD HH:MM` read in `zone`; `undefined` for
 * anything else (or a date that does not exist).
 * @example readStartTime('2025-12-01 10:30', 'Europe/Madrid') // 2025-12-01T09:30:00.000Z
 */
export function readStartTime(text: string, zone: string): Date | undefined {
  const value = text.trim();
  const withOffset = WITH_OFFSET.exec(value);
  const wall = withOffset ?? WALL_CLOCK.exec(value);
  if (!wall) return undefined;
  const [year, month, day, hour, minute] = wall.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(wall[6] ?? 0);
  if (!isRealDateTime(year, month, day, hour, minute, second)) return undefined;
  if (withOffset) {
    const normalized = value
      .toUpperCase()
      .replace(' ', 'T')
      .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
    const instant = Date.parse(normalized);
    return Number.isNaN(instant) ? undefined : new Date(instant);
  }
  if (!isKnownTimeZone(zone)) return undefined;
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = guess - offsetAt(guess, zone);
  // Near a change of the clocks the offset at the first guess may not be the offset then.
  return new Date(guess - offsetAt(first, zone));
}

/**
 * An instant as the visitor reads it, in Spanish, on the clock of `zone` (UTC when unknown), the
 * zone named by its city: «lunes 1 de diciembre, 10:30 (Madrid)», «… (UTC)».
 */
export function formatStartSpanish(instant: Date, zone: string): string {
  const known = isKnownTimeZone(zone) ? zone : 'UTC';
  const clock = wallClockOf(instant.getTime(), known);
  const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  const city = known.split('/').pop()?.replace(/_/g, ' ') ?? known;
  return `${WEEKDAYS_ES[clock.weekday]} ${clock.day} de ${MONTHS_ES[clock.month - 1]}, ${time} (${city})`;
}

/** An instant as Zoom takes a start in GMT: `2025-12-01T09:30:00Z`, without fractions. */
export function toZoomStartTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
