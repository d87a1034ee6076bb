import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google Calendar's API (issue #32: the Google Calendar power), speaking its
 * paths, shapes and errors. Point `GOOGLE_CALENDAR_API_URL` at `url` and allow `127.0.0.1:${port}`
 * in `HTTP_ALLOWED_HOSTS`.
 *
 * - `GET /calendar/v3/users/me/calendarList?minAccessRole&maxResults`: the seeded calendars
 *   ({@link STAND_IN_CALENDARS}: the owner's primary one, 'Citas de la tienda' they can write to,
 *   a holidays calendar they can only read), the primary one not first.
 * - `POST /calendar/v3/freeBusy`: each calendar's busy periods overlapping `timeMin`–`timeMax`
 *   (cut to it, merged, as UTC instants): those seeded with `addBusy`, and the events created or
 *   added that are neither cancelled nor transparent ('Disponible'). An unknown calendar answers
 *   `errors: [{reason: 'notFound'}]`; a range over 90 days or empty, a 400.
 * - `POST /calendar/v3/calendars/:id/events?sendUpdates`: creates an event (a client-supplied `id`
 *   must be base32hex, 5–1024 characters; one already used in the calendar, even cancelled,
 *   answers 409 `duplicate`, as Google does); a calendar the owner can only read answers 403.
 * - `GET /calendar/v3/calendars/:id/events/:eventId`: one event, cancelled ones too; else 404.
 *
 * `primary` names the primary calendar. Each request's bearer token is checked with `isValidToken`
 * (as the Sheets stand-in: the tests may ask a local OpenID provider's userinfo); `failNext` makes
 * the next calls fail with Google's error shape. Read what was created with `eventsOf(calendarId)`
 * (the body as sent, with `sendUpdates` and the `htmlLink` answered); `cancelEvent` plays the
 * owner deleting one (it stays, cancelled, and its id stays taken).
 */
export async function startGoogleCalendarStandIn(isValidToken: (token: string) => Promise<boolean>) {
  const received: CalendarRequest[] = [];
  const failures: { status: number; message: string; retryAfter?: string }[] = [];
  const busy = new Map<string, { start: number; end: number }[]>();
  const events = new Map<string, StandInEvent[]>(STAND_IN_CALENDARS.map((calendar) => [calendar.id, []]));

  const calendarOf = (id: string) =>
    STAND_IN_CALENDARS.find((calendar) => calendar.id === id || (id === 'primary' && calendar.primary));

  function answer(request: CalendarRequest, url: URL): Reply {
    if (request.method === 'GET' && url.pathname === '/calendar/v3/users/me/calendarList') {
      const least = ROLES.indexOf((url.searchParams.get('minAccessRole') ?? 'freeBusyReader') as Role);
      const max = Number(url.searchParams.get('maxResults') ?? 100);
      const items = STAND_IN_CALENDARS.filter((calendar) => ROLES.indexOf(calendar.accessRole) >= least)
        .slice(0, max)
        .map(({ id, summary, primary, accessRole }) => ({
          kind: 'calendar#calendarListEntry',
          id,
          summary,
          accessRole,
          timeZone: 'Europe/Madrid',
          ...(primary ? { primary: true } : {}),
        }));
      return { status: 200, body: { kind: 'calendar#calendarList', items } };
    }
    if (request.method === 'POST' && url.pathname === '/calendar/v3/freeBusy') return freeBusy(request.body);
    const eventsPath = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    const calendar = eventsPath ? calendarOf(decodeURIComponent(eventsPath[1] ?? '')) : undefined;
    if (!eventsPath || !calendar) return googleError(404, 'Not Found', 'notFound');
    const list = events.get(calendar.id) ?? [];
    if (request.method === 'GET' && eventsPath[2]) {
      const found = list.find((event) => event.id === decodeURIComponent(eventsPath[2] ?? ''));
      return found ? { status: 200, body: found } : googleError(404, 'Not Found', 'notFound');
    }
    if (request.method !== 'POST' || eventsPath[2]) return googleError(404, 'Not Found', 'notFound');
    if (ROLES.indexOf(calendar.accessRole) < ROLES.indexOf('writer')) {
      return googleError(403, 'You need to have writer access to this calendar.', 'requiredAccessLevel');
    }
    const body = JSON.parse(request.body || '{}') as Partial<StandInEvent>;
    const start = Date.parse(body.start?.dateTime ?? '');
    const end = Date.parse(body.end?.dateTime ?? '');
    if (!Number.isFinite(start) || !Number.isFinite(end))
      return googleError(400, 'Missing time.', 'required');
    if (end <= start) return googleError(400, 'The specified time range is empty.', 'timeRangeEmpty');
    const id = body.id ?? `evento${list.length + 1}`;
    if (!/^[a-v0-9]{5,1024}$/.test(id)) return googleError(400, 'Invalid resource id value.', 'invalid');
    if (list.some((event) => event.id === id)) {
      return googleError(409, 'The requested identifier already exists.', 'duplicate');
    }
    const created: StandInEvent = {
      ...body,
      kind: 'calendar#event',
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendar.id}`).toString('base64url')}`,
      start: body.start ?? { dateTime: '' },
      end: body.end ?? { dateTime: '' },
      sendUpdates: url.searchParams.get('sendUpdates') ?? undefined,
    };
    list.push(created);
    return { status: 200, body: created };
  }

  function freeBusy(text: string): Reply {
    const body = JSON.parse(text || '{}') as { timeMin?: string; timeMax?: string; items?: { id: string }[] };
    const from = Date.parse(body.timeMin ?? '');
    const to = Date.parse(body.timeMax ?? '');
    if (!Number.isFinite(from) || !Number.isFinite(to))
      return googleError(400, 'Missing timeMin.', 'required');
    if (to <= from) return googleError(400, 'The specified time range is empty.', 'timeRangeEmpty');
    if (to - from > 90 * 86_400_000)
      return googleError(400, 'The requested time range is too long.', 'timeRangeTooLong');
    const calendars: Record<string, unknown> = {};
    for (const { id } of body.items ?? []) {
      const calendar = calendarOf(id);
      if (!calendar) {
        calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
        continue;
      }
      const periods = [
        ...(busy.get(calendar.id) ?? []),
        ...(events.get(calendar.id) ?? [])
          .filter((event) => event.status !== 'cancelled' && event.transparency !== 'transparent')
          .map((event) => ({ start: Date.parse(event.start.dateTime), end: Date.parse(event.end.dateTime) })),
      ]
        .filter((period) => period.start < to && period.end > from)
        .map((period) => ({ start: Math.max(period.start, from), end: Math.min(period.end, to) }))
        .sort((a, b) => a.start - b.start);
      const merged: { start: number; end: number }[] = [];
      for (const period of periods) {
        const last = merged.at(-1);
        if (last && period.start <= last.end) last.end = Math.max(last.end, period.end);
        else merged.push({ ...period });
      }
      calendars[id] = {
        busy: merged.map((period) => ({ start: toRfc3339(period.start), end: toRfc3339(period.end) })),
      };
    }
    return {
      status: 200,
      body: { kind: 'calendar#freeBusy', timeMin: toRfc3339(from), timeMax: toRfc3339(to), calendars },
    };
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: CalendarRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      void (async (): Promise<Reply> => {
        const token = /^Bearer (.+)$/.exec(entry.headers.authorization ?? '')?.[1];
        if (!token || !(await isValidToken(token))) {
          return googleError(401, 'Request had invalid authentication credentials.', 'authError');
        }
        const failure = failures.shift();
        if (failure) {
          const reason =
            failure.status === 429
              ? 'rateLimitExceeded'
              : failure.status === 404
                ? 'notFound'
                : 'backendError';
          const reply = googleError(failure.status, failure.message, reason);
          return failure.retryAfter ? { ...reply, headers: { 'retry-after': failure.retryAfter } } : reply;
        }
        return answer(entry, new URL(entry.url, 'http://stand-in'));
      })().then((reply) => {
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    /** A busy period of a calendar (someone else's event): instants with any offset. */
    addBusy: (calendarId: string, start: string, end: string) => {
      const list = busy.get(calendarId) ?? [];
      list.push({ start: Date.parse(start), end: Date.parse(end) });
      busy.set(calendarId, list);
    },
    /** An event as if made elsewhere (`transparency: 'transparent'` leaves its time free). */
    addEvent: (
      calendarId: string,
      event: Omit<StandInEvent, 'kind' | 'status' | 'htmlLink'> & { status?: string },
    ) => {
      events.get(calendarId)?.push({
        kind: 'calendar#event',
        status: 'confirmed',
        htmlLink: `https://www.google.com/calendar/event?eid=${event.id}`,
        ...event,
      });
    },
    /** The owner deletes an event: it stays, cancelled (its time is free, its id still taken). */
    cancelEvent: (calendarId: string, eventId: string) => {
      const event = events.get(calendarId)?.find((candidate) => candidate.id === eventId);
      if (event) event.status = 'cancelled';
    },
    /** The events of a calendar, in the order made (cancelled ones too). */
    eventsOf: (calendarId: string): StandInEvent[] => events.get(calendarId) ?? [],
    /** The next calls fail with these answers (Google's error shape), in order. */
    failNext: (...next: { status: number; message: string; retryAfter?: string }[]) => failures.push(...next),
    /** Forgets requests, busy periods, events and queued failures. */
    reset: () => {
      received.length = 0;
      failures.length = 0;
      busy.clear();
      for (const list of events.values()) list.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The stand-in of a test. */
export type GoogleCalendarStandIn = Awaited<ReturnType<typeof startGoogleCalendarStandIn>>;

/** One request the stand-in got. */
export interface CalendarRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An event as the stand-in keeps it: what was sent, and what Google adds. */
export interface StandInEvent {
  kind: 'calendar#event';
  id: string;
  status: string;
  htmlLink: string;
  summary?: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  attendees?: { email: string; displayName?: string }[];
  transparency?: 'opaque' | 'transparent';
  sendUpdates?: string;
}

/** Access roles, least first. */
const ROLES = ['freeBusyReader', 'reader', 'writer', 'owner'] as const;
type Role = (typeof ROLES)[number];

/** The calendars of the owner's account, in the order Google lists them. */
export const STAND_IN_CALENDARS: readonly {
  id: string;
  summary: string;
  accessRole: Role;
  primary?: boolean;
}[] = [
  { id: 'citas@group.calendar.google.com', summary: 'Citas de la tienda', accessRole: 'writer' },
  { id: 'duena@tienda.test', summary: 'duena@tienda.test', accessRole: 'owner', primary: true },
  { id: 'es.spain#holiday@group.v.calendar.google.com', summary: 'Festivos en España', accessRole: 'reader' },
];

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** Google Calendar's error shape (`{"error": {"errors": [...], "code", "message"}}`). */
function googleError(code: number, message: string, reason: string): Reply {
  return {
    status: code,
    body: { error: { errors: [{ domain: 'global', reason, message }], code, message } },
  };
}

/** An instant as Google writes it in free/busy answers (`2024-12-02T09:00:00Z`). */
function toRfc3339(instant: number): string {
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}
