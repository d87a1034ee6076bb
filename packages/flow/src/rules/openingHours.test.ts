import { describe, expect, it } from 'vitest';
import { isValidTimeZone, parseClockTime, validateOpeningHours } from './openingHours';

describe('parseClockTime', () => {
  it('reads HH:MM as minutes since midnight', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('09:30')).toBe(570);
    expect(parseClockTime('23:59')).toBe(1439);
  });

  it('refuses what is not HH:MM', () => {
    for (const value of ['9:00', '24:00', '12:60', '1200', '', 'ab:cd', '12:00:00']) {
      expect(parseClockTime(value)).toBeUndefined();
    }
  });

  it('takes 24:00 as the end of a period only', () => {
    expect(parseClockTime('24:00', { end: true })).toBe(1440);
    expect(parseClockTime('24:01', { end: true })).toBeUndefined();
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });

  it('refuses unknown or empty names', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Madrid')).toBe(false);
  });
});

describe('validateOpeningHours', () => {
  const hours = { enabled: true, timeZone: 'Europe/Madrid', days: [{ day: 1, from: '09:00', to: '18:00' }] };

  it('accepts usable hours and hours that are off', () => {
    expect(validateOpeningHours(hours)).toBeUndefined();
    expect(validateOpeningHours({ enabled: false, timeZone: 'nowhere', days: [] })).toBeUndefined();
    expect(
      validateOpeningHours({ ...hours, days: [{ day: 5, from: '16:00', to: '24:00' }] }),
    ).toBeUndefined();
  });

  it('names an unknown time zone', () => {
    expect(validateOpeningHours({ ...hours, timeZone: 'Mars/Olympus' })).toEqual({
      code: 'hours.unknownTimeZone',
      message: 'La zona horaria «Mars/Olympus» no existe: usa un nombre como Europe/Madrid.',
      params: { timeZone: 'Mars/Olympus' },
    });
  });

  it('asks for a day when the hours are on without any', () => {
    expect(validateOpeningHours({ ...hours, days: [] })?.code).toBe('hours.noDays');
  });

  it('names the first day whose start is not before its end', () => {
    const issue = validateOpeningHours({
      ...hours,
      days: [
        { day: 1, from: '09:00', to: '18:00' },
        { day: 3, from: '18:00', to: '18:00' },
        { day: 4, from: '19:00', to: '09:00' },
      ],
    });
    expect(issue).toEqual({
      code: 'hours.invalidPeriod',
      message:
        'El horario del miércoles (18:00–18:00) no vale: la hora de inicio debe ser anterior a la de fin.',
      params: { day: 'miércoles', dayCode: 'hours.day.3', from: '18:00', to: '18:00' },
    });
  });

  it('refuses times that are not HH:MM', () => {
    expect(
      validateOpeningHours({ ...hours, days: [{ day: 0, from: '9', to: '18:00' }] })?.params,
    ).toMatchObject({
      day: 'domingo',
    });
  });
});
