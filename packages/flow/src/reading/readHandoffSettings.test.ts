import { describe, expect, it } from 'vitest';
import { createNodeData } from '../catalogue/createNodeData';
import { HANDOFF_DEFAULTS, readHandoffSettings } from './readHandoffSettings';

describe('readHandoffSettings', () => {
  it('reads a new node as created: always available, leaving an e-mail outside hours', () => {
    expect(readHandoffSettings({ type: 'handoff', data: createNodeData('handoff', 'h') })).toEqual({
      message: HANDOFF_DEFAULTS.message,
      hours: { enabled: false, timeZone: 'Europe/Madrid', days: [] },
      outside: { mode: 'leaveContact', message: HANDOFF_DEFAULTS.outsideMessage },
    });
  });

  it('gives defaults for missing or wrongly typed fields', () => {
    expect(
      readHandoffSettings({
        type: 'handoff',
        data: { message: '  ', hours: { enabled: 'yes', timeZone: ' ' }, outside: { mode: 'other' } },
      }),
    ).toEqual({
      message: undefined,
      hours: { enabled: false, timeZone: 'Europe/Madrid', days: [] },
      outside: { mode: 'leaveContact', message: undefined },
    });
  });

  it('keeps periods with a weekday 0–6 and text times, as written', () => {
    const settings = readHandoffSettings({
      type: 'handoff',
      data: {
        hours: {
          enabled: true,
          timeZone: 'America/Mexico_City',
          days: [
            { day: 1, from: '09:00', to: '18:00' },
            { day: 7, from: '09:00', to: '18:00' },
            { day: 2.5, from: '09:00', to: '18:00' },
            { day: 3, from: 9, to: '18:00' },
            { day: 6, from: '20:00', to: '10:00' },
            'x',
          ],
        },
        outside: { mode: 'continue', message: 'Vuelve mañana' },
      },
    });
    expect(settings.hours).toEqual({
      enabled: true,
      timeZone: 'America/Mexico_City',
      days: [
        { day: 1, from: '09:00', to: '18:00' },
        { day: 6, from: '20:00', to: '10:00' },
      ],
    });
    expect(settings.outside).toEqual({ mode: 'continue', message: 'Vuelve mañana' });
  });
});
