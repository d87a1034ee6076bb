import { describe, expect, it } from 'vitest';
import { formatStartSpanish, isKnownTimeZone, readStartTime, toZoomStartTime } from './bookingTime';

const iso = (date: Date | undefined) => date?.toISOString();

describe('a booking’s start', () => {
  it('reads an ISO date-time by its own offset, whatever the zone', () => {
    expect(iso(readStartTime('2030-12-02T10:30:00Z', 'Europe/Madrid'))).toBe('2030-12-02T10:30:00.000Z');
    expect(iso(readStartTime('2030-12-02T10:30:00.000000Z', 'UTC'))).toBe('2030-12-02T10:30:00.000Z');
    expect(iso(readStartTime('2030-12-02T10:30+01:00', 'UTC'))).toBe('2030-12-02T09:30:00.000Z');
    expect(iso(readStartTime('2030-12-02 10:30:00-0500', 'UTC'))).toBe('2030-12-02T15:30:00.000Z');
  });

  it('reads a wall-clock time in the zone, summer and winter', () => {
    expect(iso(readStartTime('2030-07-01 10:30', 'Europe/Madrid'))).toBe('2030-07-01T08:30:00.000Z');
    expect(iso(readStartTime('2030-12-02 10:30', 'Europe/Madrid'))).toBe('2030-12-02T09:30:00.000Z');
    expect(iso(readStartTime('2030-12-02T10:30:15', 'America/Lima'))).toBe('2030-12-02T15:30:15.000Z');
    // The last hour before Madrid's clocks go back (27 Oct 2030, 03:00 → 02:00).
    expect(iso(readStartTime('2030-10-27 01:30', 'Europe/Madrid'))).toBe('2030-10-26T23:30:00.000Z');
  });

  it('reads nothing that is not a real date-time, nor a wall clock in an unknown zone', () => {
    for (const text of [
      '',
      'mañana',
      '2030-02-30 10:00',
      '2030-12-02 24:00',
      '02/12/2030 10:00',
      '2030-12-02',
    ])
      expect(readStartTime(text, 'UTC')).toBeUndefined();
    expect(readStartTime('2030-12-02 10:00', 'Marte/Olympus')).toBeUndefined();
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('says a start in plain Spanish on the zone’s clock, named by its city', () => {
    const start = new Date('2030-12-02T09:30:00Z');
    expect(formatStartSpanish(start, 'UTC')).toBe('lunes 2 de diciembre, 09:30 (UTC)');
    expect(formatStartSpanish(start, 'Europe/Madrid')).toBe('lunes 2 de diciembre, 10:30 (Madrid)');
    expect(formatStartSpanish(start, 'America/Argentina/Buenos_Aires')).toBe(
      'lunes 2 de diciembre, 06:30 (Buenos Aires)',
    );
    expect(formatStartSpanish(new Date('2030-12-01T02:00:00Z'), 'America/Mexico_City')).toBe(
      'sábado 30 de noviembre, 20:00 (Mexico City)',
    );
    expect(formatStartSpanish(start, 'no/zone')).toBe('lunes 2 de diciembre, 09:30 (UTC)');
    expect(toZoomStartTime(start)).toBe('2030-12-02T09:30:00Z');
  });
});
