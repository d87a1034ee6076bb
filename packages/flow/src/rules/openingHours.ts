import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage, FlowMessageCode } from '../messages/flowMessages';
import type { OpeningHoursSetting } from '../reading/readHandoffSettings';

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Minutes in a day: '24:00', the end of the day, is allowed as a period's end only. */
export const MINUTES_PER_DAY = 24 * 60;

/**
 * The minutes since midnight of an 'HH:MM' time (00:00–23:59; with `end`, also '24:00'), or
 * `undefined` when it is not one.
 *
 * @example parseClockTime('09:30') // 570
 * @example parseClockTime('24:00', { end: true }) // 1440
 */
export function parseClockTime(value: string, options: { readonly end?: boolean } = {}): number | undefined {
  if (options.end && value === '24:00') return MINUTES_PER_DAY;
  const match = CLOCK_TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const zoneCache = new Map<string, boolean>();

/**
 * Whether `Intl` knows a time zone by this IANA name ('Europe/Madrid', 'UTC').
 *
 * @example isValidTimeZone('Mars/Olympus') // false
 */
export function isValidTimeZone(timeZone: string): boolean {
  const cached = zoneCache.get(timeZone);
  if (cached !== undefined) return cached;
  let valid = timeZone.trim() !== '';
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      valid = false;
    }
  }
  zoneCache.set(timeZone, valid);
  return valid;
}

/** The message codes of the weekdays, Sunday first, for texts naming a day. */
export const WEEKDAY_CODES = [
  'hours.day.0',
  'hours.day.1',
  'hours.day.2',
  'hours.day.3',
  'hours.day.4',
  'hours.day.5',
  'hours.day.6',
] as const satisfies readonly FlowMessageCode[];

/**
 * What is wrong with opening hours, or `undefined` when they can be used (or are off): an unknown
 * time zone, no period at all, or a period whose times are not 'HH:MM' or whose start is not before
 * its end (the first such period is named). Bot Doctor blocks on it; the editor shows it by the form.
 *
 * @example validateOpeningHours({ enabled: true, timeZone: 'UTC', days: [] })?.code // 'hours.noDays'
 */
export function validateOpeningHours(hours: OpeningHoursSetting): FlowMessage | undefined {
  if (!hours.enabled) return undefined;
  if (!isValidTimeZone(hours.timeZone)) {
    return createFlowMessage('hours.unknownTimeZone', { timeZone: hours.timeZone });
  }
  if (hours.days.length === 0) return createFlowMessage('hours.noDays');
  for (const period of hours.days) {
    const from = parseClockTime(period.from);
    const to = parseClockTime(period.to, { end: true });
    if (from !== undefined && to !== undefined && from < to) continue;
    const dayCode = WEEKDAY_CODES[period.day] ?? WEEKDAY_CODES[0];
    return createFlowMessage('hours.invalidPeriod', {
      day: createFlowMessage(dayCode).message,
      dayCode,
      from: period.from,
      to: period.to,
    });
  }
  return undefined;
}
