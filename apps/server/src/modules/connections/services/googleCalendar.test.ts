import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OAuthCredentials } from '@plubot/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type GoogleCalendarStandIn,
  startGoogleCalendarStandIn,
} from '../../../../test/googleCalendarStandIn';
import { loadConfig } from '../../../config';
import { bookingEventId, describeBookingTimeZone, googleCalendarConnector } from './googleCalendar';
import { type ConnectorContext, createConnectorContext } from './serviceConnector';

const credentials: OAuthCredentials = {
  accessToken: 'ya29.token-de-calendario-de-prueba-0042',
  refreshToken: '1//token-de-refresco',
  expiresAt: Date.now() + 3_600_000,
  scope: 'openid email https://www.googleapis.com/auth/calendar.events',
  account: 'duena@tienda.test',
};
const revoked: OAuthCredentials = { ...credentials, accessToken: 'ya29.token-revocado-por-la-duena-0000' };
const CITAS = 'citas@group.calendar.google.com';
// Monday 2 December 2024, 08:00 in Madrid (UTC+1).
const NOW = new Date('2024-12-02T07:00:00Z');
const INPUTS = {
  calendarId: CITAS,
  eventTitle: 'Consulta con {{nombre}}',
  attendeeName: 'Ana Pérez',
  attendeeEmail: 'Ana@Example.com',
  workDays: 'weekdays',
  workStart: '09:00',
  workEnd: '12:00',
  slotMinutes: '60',
  bufferMinutes: '0',
  daysAhead: '7',
  timeZone: 'Europe/Madrid',
};
const SLOT = { start: '2024-12-02T08:00:00.000Z', end: '2024-12-02T09:00:00.000Z' };

let standIn: GoogleCalendarStandIn;
let ctx: ConnectorContext;
let dataDir: string;

const bookSlot = googleCalendarConnector.chooses?.bookSlot;
const offer = (inputs: Record<string, string> = INPUTS, language = 'es', as = credentials) =>
  bookSlot?.offer(ctx, as, { inputs, fields: {}, now: NOW, language });
const pick = (optionId: string, inputs: Record<string, string> = INPUTS, language = 'es', as = credentials) =>
  bookSlot?.pick(ctx, as, { inputs, fields: {}, now: NOW, language, optionId });
const requests = () => standIn.received.map((request) => `${request.method} ${request.url}`);

beforeAll(async () => {
  standIn = await startGoogleCalendarStandIn(async (token) => token === credentials.accessToken);
  dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-calendar-'));
  ctx = createConnectorContext(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      GOOGLE_CALENDAR_API_URL: standIn.url,
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${standIn.port}`,
    }),
  );
});
afterAll(async () => {
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => standIn.reset());

describe('googleCalendarConnector: the connection', () => {
  it('checks the token with the calendar list, and is refused on 401', async () => {
    expect(await googleCalendarConnector.check(ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/calendar/v3/users/me/calendarList?maxResults=1',
      headers: { authorization: `Bearer ${credentials.accessToken}` },
    });
    expect(await googleCalendarConnector.check(ctx, revoked)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Request had invalid authentication credentials.',
    });
  });

  it('lists the calendars the owner can write to, the primary one first', async () => {
    expect(await googleCalendarConnector.choices?.googleCalendar?.(ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [
        { id: 'duena@tienda.test', label: 'duena@tienda.test' },
        { id: CITAS, label: 'Citas de la tienda' },
      ],
    });
    expect(requests()).toEqual([
      'GET /calendar/v3/users/me/calendarList?minAccessRole=writer&maxResults=250',
    ]);
    expect(await googleCalendarConnector.choices?.googleCalendar?.(ctx, revoked, undefined)).toMatchObject({
      ok: false,
      refused: true,
    });
  });
});

describe('googleCalendarConnector: offering slots', () => {
  it('offers the next free slots, skipping busy ones, labelled in the visitor’s language', async () => {
    standIn.addBusy(CITAS, '2024-12-02T10:00:00+01:00', '2024-12-02T11:00:00+01:00');
    standIn.addBusy('duena@tienda.test', '2024-12-02T09:00:00+01:00', '2024-12-02T12:00:00+01:00');
    expect(await offer()).toEqual({
      ok: true,
      options: [
        { id: '2024-12-02T08:00:00.000Z', label: 'lun 2 dic, 09:00' },
        { id: '2024-12-02T10:00:00.000Z', label: 'lun 2 dic, 11:00' },
        { id: '2024-12-03T08:00:00.000Z', label: 'mar 3 dic, 09:00' },
        { id: '2024-12-03T09:00:00.000Z', label: 'mar 3 dic, 10:00' },
        { id: '2024-12-03T10:00:00.000Z', label: 'mar 3 dic, 11:00' },
        { id: '2024-12-04T08:00:00.000Z', label: 'mié 4 dic, 09:00' },
      ],
    });
    expect(requests()).toEqual(['POST /calendar/v3/freeBusy']);
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      timeMin: '2024-12-02T06:00:00.000Z',
      timeMax: '2024-12-09T12:00:00.000Z',
      timeZone: 'Europe/Madrid',
      items: [{ id: CITAS }],
    });
    // Half an hour kept free around 10:00–11:00 takes Monday's 09:00 and 11:00 too.
    const english = await offer({ ...INPUTS, bufferMinutes: '30' }, 'en');
    expect(english?.ok && english.options.map((option) => option.label).slice(0, 2)).toEqual([
      'Tue 3 Dec, 09:00',
      'Tue 3 Dec, 10:00',
    ]);
  });

  it('offers nothing when the calendar is full, and fails at once on settings that cannot work', async () => {
    standIn.addBusy(CITAS, '2024-12-01T00:00:00Z', '2024-12-31T00:00:00Z');
    expect(await offer()).toEqual({ ok: true, options: [] });
    standIn.reset();
    const cases: [Record<string, string>, string][] = [
      [{ workStart: '9h' }, '«9h» no es una hora de inicio válida'],
      [{ workEnd: '25:00' }, '«25:00» no es una hora de fin válida'],
      [{ workStart: '18:00', workEnd: '09:00' }, 'empieza a las 18:00 y termina a las 09:00'],
      [
        { workStart: '09:00', workEnd: '09:30' },
        'Una cita de 60 minutos no cabe entre las 09:00 y las 09:30',
      ],
      [{ timeZone: 'Marte/Olimpo' }, 'La zona horaria «Marte/Olimpo» no existe'],
      [{ slotMinutes: 'mucho' }, '«mucho» no es una duración de cita válida'],
      [{ attendeeEmail: 'ana-arroba-example' }, 'El correo que llegó del flujo no es válido.'],
      [{ calendarId: ' ' }, 'Falta un dato obligatorio de la acción: calendarId.'],
    ];
    for (const [inputs, message] of cases) {
      const outcome = await offer({ ...INPUTS, ...inputs });
      expect(outcome).toMatchObject({ ok: false, retryable: false });
      expect(outcome && !outcome.ok && 'error' in outcome && outcome.error).toContain(message);
    }
    expect(standIn.received).toHaveLength(0);
  });

  it('says so when the calendar cannot be read, and retries Google’s own trouble', async () => {
    const unknown = await offer({ ...INPUTS, calendarId: 'otra@group.calendar.google.com' });
    expect(unknown).toMatchObject({ ok: false, retryable: false });
    expect(unknown && !unknown.ok && 'error' in unknown && unknown.error).toContain('(notFound)');
    standIn.failNext({ status: 503, message: 'Backend Error' });
    expect(await offer()).toEqual({ ok: false, retryable: true, error: 'HTTP 503: Backend Error' });
    expect(await offer(INPUTS, 'es', revoked)).toMatchObject({ ok: false, retryable: false, refused: true });
  });
});

describe('googleCalendarConnector: booking the slot picked', () => {
  it('books it with the slot’s own id, the visitor as attendee, and says when it is', async () => {
    expect(await pick(SLOT.start)).toEqual({
      ok: true,
      outputs: {
        start: 'lun 2 dic, 09:00',
        startIso: SLOT.start,
        end: 'lun 2 dic, 10:00',
        eventUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/calendar\/event\?eid=/),
      },
    });
    expect(requests()).toEqual([
      'POST /calendar/v3/freeBusy',
      `POST /calendar/v3/calendars/${encodeURIComponent(CITAS)}/events?sendUpdates=all`,
    ]);
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toMatchObject({
      timeMin: SLOT.start,
      timeMax: SLOT.end,
      items: [{ id: CITAS }],
    });
    expect(JSON.parse(standIn.received[1]?.body ?? '')).toEqual({
      id: bookingEventId(CITAS, SLOT),
      summary: 'Consulta con {{nombre}}',
      description: 'Cita reservada desde el chatbot de Plubot por Ana Pérez <ana@example.com>.',
      start: { dateTime: SLOT.start, timeZone: 'Europe/Madrid' },
      end: { dateTime: SLOT.end, timeZone: 'Europe/Madrid' },
      attendees: [{ email: 'ana@example.com', displayName: 'Ana Pérez' }],
    });
    expect(standIn.eventsOf(CITAS)).toHaveLength(1);
    expect(standIn.eventsOf(CITAS)[0]?.sendUpdates).toBe('all');
  });

  it('answers taken, with fresh options without it, when the slot was booked meanwhile', async () => {
    const offered = await offer();
    expect(offered?.ok && offered.options[0]?.id).toBe(SLOT.start);
    standIn.addBusy(CITAS, '2024-12-02T08:30:00Z', '2024-12-02T09:15:00Z');
    const outcome = await pick(SLOT.start);
    expect(outcome).toMatchObject({ ok: false, taken: true });
    const options = outcome && 'taken' in outcome ? outcome.options : [];
    expect(options.map((option) => option.id)).toEqual([
      '2024-12-02T10:00:00.000Z',
      '2024-12-03T08:00:00.000Z',
      '2024-12-03T09:00:00.000Z',
      '2024-12-03T10:00:00.000Z',
      '2024-12-04T08:00:00.000Z',
      '2024-12-04T09:00:00.000Z',
    ]);
    expect(standIn.eventsOf(CITAS)).toHaveLength(0);
  });

  it('keeps the buffer around what is busy when checking the slot again', async () => {
    standIn.addBusy(CITAS, '2024-12-02T09:00:00Z', '2024-12-02T09:30:00Z');
    expect(await pick(SLOT.start)).toMatchObject({ ok: true });
    standIn.reset();
    standIn.addBusy(CITAS, '2024-12-02T09:00:00Z', '2024-12-02T09:30:00Z');
    expect(await pick(SLOT.start, { ...INPUTS, bufferMinutes: '15' })).toMatchObject({
      ok: false,
      taken: true,
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toMatchObject({
      timeMin: '2024-12-02T07:45:00.000Z',
      timeMax: '2024-12-02T09:15:00.000Z',
    });
  });

  it('books a slot once when two visitors pick it at the same time', async () => {
    const outcomes = await Promise.all([
      pick(SLOT.start),
      pick(SLOT.start, { ...INPUTS, attendeeName: 'Leo', attendeeEmail: 'leo@example.com' }),
    ]);
    expect(outcomes.filter((outcome) => outcome?.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome && 'taken' in outcome)).toHaveLength(1);
    expect(standIn.eventsOf(CITAS)).toHaveLength(1);
  });

  it('answers taken when the slot’s id is someone else’s event that shows the time as free', async () => {
    standIn.addEvent(CITAS, {
      id: bookingEventId(CITAS, SLOT),
      start: { dateTime: SLOT.start },
      end: { dateTime: SLOT.end },
      attendees: [{ email: 'leo@example.com' }],
      transparency: 'transparent',
    });
    expect(await pick(SLOT.start)).toMatchObject({ ok: false, taken: true });
    expect(requests()).toContain(
      `GET /calendar/v3/calendars/${encodeURIComponent(CITAS)}/events/${bookingEventId(CITAS, SLOT)}`,
    );
    expect(standIn.eventsOf(CITAS)).toHaveLength(1);
  });

  it('gives the same visitor their booking again rather than a second one', async () => {
    const first = await pick(SLOT.start);
    expect(first).toMatchObject({ ok: true });
    // A retry whose check still saw the time free (the booking not yet busy): the id is theirs.
    const booked = standIn.eventsOf(CITAS)[0];
    if (booked) booked.transparency = 'transparent';
    expect(await pick(SLOT.start)).toEqual(first);
    expect(standIn.eventsOf(CITAS)).toHaveLength(1);
  });

  it('books a slot again once the owner deleted the event booked there', async () => {
    expect(await pick(SLOT.start)).toMatchObject({ ok: true });
    standIn.cancelEvent(CITAS, bookingEventId(CITAS, SLOT));
    expect(await pick(SLOT.start, { ...INPUTS, attendeeEmail: 'leo@example.com' })).toMatchObject({
      ok: true,
    });
    expect(standIn.eventsOf(CITAS).map((event) => [event.id, event.status])).toEqual([
      [bookingEventId(CITAS, SLOT), 'cancelled'],
      [bookingEventId(CITAS, SLOT, 1), 'confirmed'],
    ]);
  });

  it('refuses an option id the settings never offer, asking Google nothing', async () => {
    for (const forged of [
      '2024-12-02T08:30:00.000Z',
      '2024-12-07T08:00:00.000Z',
      '2024-12-02T06:00:00.000Z',
      '2023-12-04T08:00:00.000Z',
      '2025-01-06T08:00:00.000Z',
      '../../calendars/otra/events',
      '',
    ]) {
      const outcome = await pick(forged);
      expect(outcome, forged).toMatchObject({ ok: false, retryable: false });
      expect(outcome && !outcome.ok && 'error' in outcome && outcome.error).toContain(
        'no es una de las que ofrece',
      );
    }
    expect(standIn.received).toHaveLength(0);
  });

  it('is refused with a revoked token, and passes Google’s other failures on', async () => {
    expect(await pick(SLOT.start, INPUTS, 'es', revoked)).toMatchObject({
      ok: false,
      retryable: false,
      refused: true,
    });
    standIn.failNext({ status: 429, message: 'Rate Limit Exceeded', retryAfter: '7' });
    expect(await pick(SLOT.start)).toEqual({
      ok: false,
      retryable: true,
      retryAfterMs: 7000,
      error: 'HTTP 429: Rate Limit Exceeded',
    });
    expect(standIn.eventsOf(CITAS)).toHaveLength(0);
  });
});

describe('bookingEventId and describeBookingTimeZone', () => {
  it('derives an id Google takes, the same for one slot of one calendar', () => {
    const id = bookingEventId(CITAS, SLOT);
    expect(id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(id).toBe(bookingEventId(CITAS, { ...SLOT }));
    expect(bookingEventId('duena@tienda.test', SLOT)).not.toBe(id);
    expect(bookingEventId(CITAS, { ...SLOT, end: '2024-12-02T08:30:00.000Z' })).not.toBe(id);
    expect(bookingEventId(CITAS, SLOT, 2)).toMatch(/^[a-v0-9]+g2$/);
  });

  it('names the clock of the slots plainly', () => {
    expect(describeBookingTimeZone('es', 'Europe/Madrid')).toBe('hora de Madrid');
    expect(describeBookingTimeZone('en-GB', 'America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(describeBookingTimeZone('es', 'America/Mexico_City')).toBe('hora de Ciudad de México');
  });
});
