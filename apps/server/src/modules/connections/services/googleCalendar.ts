import { createHash } from 'node:crypto';
import { type OAuthCredentials, PRODUCT_NAME } from '@plubot/contracts';
import {
  type BookingSettings,
  type BookingSlot,
  type BusyInterval,
  findOfferedSlot,
  formatSlotLabel,
  getBookingWindow,
  getTimeZoneCity,
  isSlotFree,
  isValidEmail,
  listFreeSlots,
  MAX_OFFERED_SLOTS,
  normalizeEmail,
  readBookingSettings,
} from '@plubot/flow';
import { z } from 'zod';
import { type Language, translate } from '../../../i18n/translate';
import { googleCredentialsConnector } from './googleApi';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type {
  ActionRequest,
  ChooseAction,
  ConnectorContext,
  OfferedOption,
  ServiceConnector,
} from './serviceConnector';

/** How many times a slot's event id is tried again after the owner deleted an event booked there. */
const MAX_EVENT_ID_GENERATIONS = 5;
const MAX_TITLE_LENGTH = 200;
const MINUTE = 60_000;

const calendarListSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: z.string(),
        summary: z.string().optional(),
        summaryOverride: z.string().optional(),
        primary: z.boolean().optional(),
      }),
    )
    .default([]),
});
const instantSchema = z.string().refine((text) => Number.isFinite(Date.parse(text)));
const freeBusySchema = z.looseObject({
  calendars: z.record(
    z.string(),
    z.looseObject({
      busy: z.array(z.looseObject({ start: instantSchema, end: instantSchema })).default([]),
      errors: z.array(z.looseObject({ reason: z.string().optional() })).optional(),
    }),
  ),
});
const eventSchema = z.looseObject({
  id: z.string(),
  status: z.string().optional(),
  htmlLink: z.string().optional(),
  attendees: z.array(z.looseObject({ email: z.string().optional() })).optional(),
});
type CalendarEvent = z.infer<typeof eventSchema>;

/** One call to Google Calendar's API, with the HTTP status kept (a 409 says an event id is taken). */
async function callCalendar(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number | undefined; answer: ServiceAnswer }> {
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(ctx.config.GOOGLE_CALENDAR_API_URL)}${path}`,
    headers: {
      authorization: `Bearer ${credentials.accessToken}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = readServiceAnswer(result, { messageField: 'error', secret: credentials.accessToken });
  return { status: result.ok ? result.status : undefined, answer };
}

/** The language of the texts a visitor reads (the slots' labels, the event's description). */
const languageOf = (language: string): Language => (language.toLowerCase().startsWith('en') ? 'en' : 'es');

/**
 * The clock the slots are shown in, said plainly once (before the buttons): 'hora de Madrid',
 * 'Buenos Aires time'.
 */
export function describeBookingTimeZone(language: string, timeZone: string): string {
  const lang = languageOf(language);
  return translate(lang, 'powers.booking.timeZone', { city: getTimeZoneCity(timeZone, lang) });
}

/** What a booking reads from the node: the calendar, the event's title, the attendee and the settings. */
interface Booking {
  calendarId: string;
  title: string;
  email: string;
  name: string;
  settings: BookingSettings;
}

/** The booking a request names, or why it cannot be offered (the owner reads it in Spanish). */
function readBooking(request: ActionRequest): Booking | ActionFailure {
  const calendarId = (request.inputs.calendarId ?? '').trim();
  if (calendarId === '') return refuseAtOnce('inputMissing', { input: 'calendarId' });
  const title = (request.inputs.eventTitle ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH);
  if (title === '') return refuseAtOnce('inputMissing', { input: 'eventTitle' });
  const email = normalizeEmail(request.inputs.attendeeEmail ?? '');
  if (!isValidEmail(email)) return refuseAtOnce('invalidEmail');
  const read = readBookingSettings(request.inputs);
  if (!read.ok) {
    switch (read.problem) {
      case 'clockInvalid':
        return refuseAtOnce(`booking.${read.input}Invalid`, { value: read.value });
      case 'hoursInvalid':
        return refuseAtOnce('booking.hoursInvalid', { start: read.start, end: read.end });
      case 'slotTooLong':
        return refuseAtOnce('booking.slotTooLong', {
          minutes: String(read.minutes),
          start: read.start,
          end: read.end,
        });
      case 'timeZoneUnknown':
        return refuseAtOnce('booking.timeZoneUnknown', { timeZone: read.timeZone });
      case 'choiceInvalid':
        return refuseAtOnce(`booking.${read.input}Invalid`, { value: read.value });
    }
  }
  const name = (request.inputs.attendeeName ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return { calendarId, title, email, name, settings: read.settings };
}

/** The calendar's busy periods between two instants, or the failure to read them. */
async function readBusy(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  booking: Booking,
  window: { timeMin: string; timeMax: string },
): Promise<{ ok: true; busy: BusyInterval[] } | ActionFailure> {
  const { answer } = await callCalendar(ctx, credentials, 'POST', '/calendar/v3/freeBusy', {
    timeMin: window.timeMin,
    timeMax: window.timeMax,
    timeZone: booking.settings.timeZone,
    items: [{ id: booking.calendarId }],
  });
  if (!answer.ok) return answer;
  const parsed = freeBusySchema.safeParse(answer.body);
  const calendar = parsed.success ? parsed.data.calendars[booking.calendarId] : undefined;
  if (!calendar) return unexpectedAnswer(answer.status);
  const [error] = calendar.errors ?? [];
  if (error) {
    const reason = error.reason ?? 'unknown';
    const failure = refuseAtOnce('booking.calendarUnavailable', { reason });
    // Google's own trouble passes; a calendar not found or not shared does not.
    return reason === 'backendError' || reason === 'internalError'
      ? { ...failure, retryable: true }
      : failure;
  }
  return { ok: true, busy: calendar.busy.map(({ start, end }) => ({ start, end })) };
}

/** The next free slots as buttons, labelled in the visitor's language and the calendar's zone. */
async function offerSlots(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  booking: Booking,
  request: { now: Date; language: string },
  exclude: readonly string[] = [],
): Promise<{ ok: true; options: OfferedOption[] } | ActionFailure> {
  const { now, language } = request;
  const busy = await readBusy(ctx, credentials, booking, getBookingWindow(now, booking.settings));
  if (!busy.ok) return busy;
  const slots = listFreeSlots({
    now,
    settings: booking.settings,
    busy: busy.busy,
    limit: MAX_OFFERED_SLOTS,
    exclude,
  });
  return {
    ok: true,
    options: slots.map((slot) => ({
      id: slot.start,
      label: formatSlotLabel(slot.start, booking.settings.timeZone, language),
    })),
  };
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/**
 * The id of the event booking a slot of a calendar: the same for everyone who books it, so two
 * bookings of one slot at once collide (Google answers 409) instead of both being made. Google
 * takes client ids of base32hex characters (a–v, 0–9), 5 to 1024 long. A later `generation` is
 * used once the owner deleted the event booked before (a deleted event keeps its id).
 *
 * @example bookingEventId('duena@tienda.test', slot) // 'plubot0n5k…' (38 characters)
 */
export function bookingEventId(calendarId: string, slot: BookingSlot, generation = 0): string {
  const digest = createHash('sha256').update(`${calendarId}\n${slot.start}\n${slot.end}`).digest();
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32HEX[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return `plubot${text.slice(0, 32)}${generation > 0 ? `g${generation}` : ''}`;
}

/** What a booked event gives the flow: its start and end as the visitor reads them, and its link. */
function outputsOf(booking: Booking, slot: BookingSlot, event: CalendarEvent, language: string) {
  const { timeZone } = booking.settings;
  return {
    start: formatSlotLabel(slot.start, timeZone, language),
    startIso: slot.start,
    end: formatSlotLabel(slot.end, timeZone, language),
    eventUrl: event.htmlLink ?? '',
  };
}

/** The event of a slot, created with a given id: made, its id already used, or the failure. */
async function insertEvent(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  booking: Booking,
  slot: BookingSlot,
  id: string,
  language: string,
): Promise<{ ok: true; event: CalendarEvent } | { ok: false; duplicate: true } | ActionFailure> {
  const attendee = booking.name === '' ? booking.email : `${booking.name} <${booking.email}>`;
  const { timeZone } = booking.settings;
  const path = `/calendar/v3/calendars/${encodeURIComponent(booking.calendarId)}/events?sendUpdates=all`;
  const { status, answer } = await callCalendar(ctx, credentials, 'POST', path, {
    id,
    summary: booking.title,
    description: translate(languageOf(language), 'powers.booking.eventDescription', {
      product: PRODUCT_NAME,
      attendee,
    }),
    start: { dateTime: slot.start, timeZone },
    end: { dateTime: slot.end, timeZone },
    attendees: [{ email: booking.email, ...(booking.name === '' ? {} : { displayName: booking.name }) }],
  });
  if (status === 409) return { ok: false, duplicate: true };
  if (!answer.ok) return answer;
  const event = eventSchema.safeParse(answer.body);
  return event.success ? { ok: true, event: event.data } : unexpectedAnswer(answer.status);
}

/** An event of the calendar by its id (one made before with a slot's id). */
async function readEvent(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  calendarId: string,
  id: string,
): Promise<{ ok: true; event: CalendarEvent } | ActionFailure> {
  const path = `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(id)}`;
  const { answer } = await callCalendar(ctx, credentials, 'GET', path);
  if (!answer.ok) return answer;
  const event = eventSchema.safeParse(answer.body);
  return event.success ? { ok: true, event: event.data } : unexpectedAnswer(answer.status);
}

/** `bookSlot`: offers the calendar's next free slots, then books the one the visitor picks. */
const bookSlot: ChooseAction<OAuthCredentials> = {
  offer: async (ctx, credentials, request) => {
    const booking = readBooking(request);
    if ('ok' in booking) return booking;
    return offerSlots(ctx, credentials, booking, request);
  },

  /**
   * Checks the picked id is a slot the settings offer (a visitor may send any), asks Google again
   * whether it is free, and books it with the slot's own event id: taken meanwhile — busy, or the
   * id used by someone else's booking — answers fresh options instead, never a second booking.
   */
  pick: async (ctx, credentials, request) => {
    const booking = readBooking(request);
    if ('ok' in booking) return booking;
    const slot = findOfferedSlot(request.optionId, booking.settings, request.now);
    if (!slot) return refuseAtOnce('booking.slotUnknown', { option: request.optionId.slice(0, 40) });
    const taken = async () => {
      const fresh = await offerSlots(ctx, credentials, booking, request, [slot.start]);
      return fresh.ok ? { ok: false as const, taken: true as const, options: fresh.options } : fresh;
    };
    const buffer = booking.settings.bufferMinutes * MINUTE;
    const busy = await readBusy(ctx, credentials, booking, {
      timeMin: new Date(Date.parse(slot.start) - buffer).toISOString(),
      timeMax: new Date(Date.parse(slot.end) + buffer).toISOString(),
    });
    if (!busy.ok) return busy;
    if (!isSlotFree(slot, busy.busy, booking.settings.bufferMinutes)) return taken();
    for (let generation = 0; generation < MAX_EVENT_ID_GENERATIONS; generation += 1) {
      const id = bookingEventId(booking.calendarId, slot, generation);
      const made = await insertEvent(ctx, credentials, booking, slot, id, request.language);
      if (made.ok) return { ok: true, outputs: outputsOf(booking, slot, made.event, request.language) };
      if (!('duplicate' in made)) return made;
      const existing = await readEvent(ctx, credentials, booking.calendarId, id);
      if (!existing.ok) return existing;
      if (existing.event.status === 'cancelled') continue;
      // The same visitor's booking (a retry after a lost answer, a second tap): it is theirs.
      const theirs = existing.event.attendees?.some(
        (attendee) => normalizeEmail(attendee.email ?? '') === booking.email,
      );
      return theirs
        ? { ok: true, outputs: outputsOf(booking, slot, existing.event, request.language) }
        : taken();
    }
    return taken();
  },
};

/** The calendars the owner can add events to, their primary one first. */
async function listCalendars(ctx: ConnectorContext, credentials: OAuthCredentials) {
  const { answer } = await callCalendar(
    ctx,
    credentials,
    'GET',
    '/calendar/v3/users/me/calendarList?minAccessRole=writer&maxResults=250',
  );
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = calendarListSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const items = [...parsed.data.items].sort(
    (a, b) => Number(b.primary === true) - Number(a.primary === true),
  );
  return {
    ok: true as const,
    choices: items.map((item) => ({ id: item.id, label: item.summaryOverride || item.summary || item.id })),
  };
}

/** A Google account's Calendar: offers its free slots in the chat and books the one a visitor picks. */
export const googleCalendarConnector: ServiceConnector<OAuthCredentials> = {
  ...googleCredentialsConnector('Google Calendar'),
  check: async (ctx, credentials) => {
    const { answer } = await callCalendar(
      ctx,
      credentials,
      'GET',
      '/calendar/v3/users/me/calendarList?maxResults=1',
    );
    if (answer.ok && !calendarListSchema.safeParse(answer.body).success) {
      return toConnectionCheck(unexpectedAnswer(answer.status));
    }
    return toConnectionCheck(answer);
  },
  chooses: { bookSlot },
  choices: { googleCalendar: listCalendars },
};
