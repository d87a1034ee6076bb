import { createHmac, randomBytes } from 'node:crypto';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * A local stand-in for Calendly's API v2 (issue #32, the Calendly power) for one personal access
 * token, on a node:http server. Point `CALENDLY_API_URL` at it (`standIn.env`) and allow
 * `standIn.allowedHost`. Its resources are named by Calendly's own URIs
 * (`https://api.calendly.com/…`), as the real API names them; only their last part reaches it.
 *
 * - `GET /users/me` → `{resource: {uri, name, email, current_organization, timezone}}`.
 * - `GET /event_types?user=<uri>&active=true` → `{collection: [two event types], pagination}`; another
 *   user → 403.
 * - `POST /webhook_subscriptions` `{url, events, organization, user, scope: 'user', signing_key}` →
 *   201 `{resource: {uri, callback_url, …}}`, kept in `subscriptions` (with its signing key); on the
 *   free plan (`setPlan('free')`) → 403 `Please upgrade your Calendly account to Standard`; the same
 *   url twice → 409.
 * - `DELETE /webhook_subscriptions/<uuid>` → 204 (the subscription is removed), or 404.
 * - `POST /scheduling_links` `{max_event_count: 1, owner: <event type URI>, owner_type: 'EventType'}`
 *   → 201 `{resource: {booking_url, owner, owner_type}}`, kept in `links`; an unknown owner → 404.
 * - A missing or wrong token → 401 `{"title": "Unauthenticated", "message": "The access token is
 *   invalid"}`; `failNext({status, title?, message, retryAfter?})` makes the next calls answer that.
 *
 * Booking, as the visitor on the link's page: `prepareBooking(bookingUrl, invitee?, {signature?})`
 * gives the `invitee.created` delivery Calendly would post — to the subscription's URL, signed with
 * its key (`Calendly-Webhook-Signature: t=…,v1=…`), `tracking.utm_content` taken from the URL's query,
 * the link then used up — and `deliver(delivery)` posts it (`book(…)` does both). `signature` may be
 * `'valid'` (default), `'wrong'` (another key), `'missing'` or `'stale'` (signed 10 minutes ago).
 * `prepareEvent(event, payload, options)` signs any other event (`invitee.canceled`).
 */

/** The personal access token the stand-in accepts (a JWT, as Calendly's are). */
export const CALENDLY_TOKEN = `eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0MDIzZjdjMzJiZTgzNDliMjM4MDEzNWI0IiwidHlwIjoiUEFUIiwiYWxnIjoiRVMyNTYifQ.${'eyJpc3MiOiJodHRwczovL2F1dGguY2FsZW5kbHkuY29tIn0'}.c3RhbmQtaW4tc2lnbmF0dXJl`;

const API = 'https://api.calendly.com';

/** The owner the token acts as. */
export const CALENDLY_USER = {
  uri: `${API}/users/AAAAAAAAAAAAAAAA`,
  name: 'Ana Dueña',
  email: 'ana@empresa.com',
  current_organization: `${API}/organizations/BBBBBBBBBBBBBBBB`,
  timezone: 'Europe/Madrid',
} as const;

/** The owner's active event types. */
export const CALENDLY_EVENT_TYPES = [
  {
    uri: `${API}/event_types/ET000000CONSULTA`,
    name: 'Consulta inicial',
    duration: 30,
    slug: 'consulta-inicial',
  },
  { uri: `${API}/event_types/ET0000000DEMO60M`, name: 'Demo', duration: 60, slug: 'demo' },
] as const;

/** Calendly's words when webhooks need a paid plan. */
export const CALENDLY_UPGRADE_MESSAGE = 'Please upgrade your Calendly account to Standard';

/** A webhook subscription as the stand-in keeps it. */
export interface CalendlyStandInSubscription {
  uri: string;
  callback_url: string;
  events: string[];
  scope: string;
  organization: string;
  user: string;
  signing_key: string;
}

/** A single-use link as the stand-in keeps it. */
export interface CalendlyStandInLink {
  booking_url: string;
  owner: string;
  used: boolean;
}

/** Who books, when, and on which clock (Calendly's invitee `timezone`). */
export interface CalendlyInvitee {
  name: string;
  email: string;
  startTime: string;
  timezone: string;
}

/** A webhook as Calendly would post it. */
export interface CalendlyDelivery {
  url: string;
  headers: Record<string, string>;
  rawBody: string;
}

export type CalendlySignature = 'valid' | 'wrong' | 'missing' | 'stale';

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/** Calendly's error shape. */
const calendlyError = (
  status: number,
  title: string,
  message: string,
  headers: Record<string, string> = {},
) => json(status, { title, message }, headers);

const DEFAULT_INVITEE: CalendlyInvitee = {
  name: 'Lucía Pérez',
  email: 'lucia@example.com',
  startTime: '2030-12-02T09:30:00.000000Z',
  timezone: 'Europe/Madrid',
};

/** Starts the stand-in on a loopback port. */
export async function startCalendlyStandIn() {
  const subscriptions: CalendlyStandInSubscription[] = [];
  const links: CalendlyStandInLink[] = [];
  const failures: Answer[] = [];
  let plan: 'free' | 'paid' = 'paid';
  let counter = 0;
  const nextId = () => `${String(++counter).padStart(4, '0')}${randomBytes(6).toString('hex').toUpperCase()}`;

  function subscribe(body: Record<string, unknown>): Answer {
    const { url, events, organization, user, scope, signing_key } = body;
    if (typeof url !== 'string' || !Array.isArray(events) || events.length === 0)
      return calendlyError(400, 'Invalid Argument', 'The supplied parameters are invalid.');
    if (scope !== 'user' || user !== CALENDLY_USER.uri || organization !== CALENDLY_USER.current_organization)
      return calendlyError(400, 'Invalid Argument', 'The supplied parameters are invalid.');
    if (plan === 'free') return calendlyError(403, 'Permission Denied', CALENDLY_UPGRADE_MESSAGE);
    if (subscriptions.some((known) => known.callback_url === url))
      return calendlyError(409, 'Already Exists', 'Hook with this url already exists');
    const subscription: CalendlyStandInSubscription = {
      uri: `${API}/webhook_subscriptions/${nextId()}`,
      callback_url: url,
      events: events.map(String),
      scope,
      organization,
      user,
      signing_key: typeof signing_key === 'string' ? signing_key : '',
    };
    subscriptions.push(subscription);
    const { signing_key: _key, ...shown } = subscription;
    return json(201, { resource: { ...shown, state: 'active', creator: CALENDLY_USER.uri } });
  }

  function createLink(body: Record<string, unknown>): Answer {
    if (body.max_event_count !== 1 || body.owner_type !== 'EventType')
      return calendlyError(400, 'Invalid Argument', 'The supplied parameters are invalid.');
    const type = CALENDLY_EVENT_TYPES.find((known) => known.uri === body.owner);
    if (!type)
      return calendlyError(404, 'Resource Not Found', 'The server could not find the requested resource.');
    const link: CalendlyStandInLink = {
      booking_url: `https://calendly.com/d/${nextId().toLowerCase()}/${type.slug}`,
      owner: type.uri,
      used: false,
    };
    links.push(link);
    return json(201, {
      resource: { booking_url: link.booking_url, owner: link.owner, owner_type: 'EventType' },
    });
  }

  function answer(request: ReceivedRequest): Answer {
    if (request.headers.authorization !== `Bearer ${CALENDLY_TOKEN}`)
      return calendlyError(401, 'Unauthenticated', 'The access token is invalid');
    const failure = failures.shift();
    if (failure) return failure;
    const [path = '', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    const body = () => JSON.parse(request.body || '{}') as Record<string, unknown>;
    if (request.method === 'GET' && path === '/users/me') return json(200, { resource: CALENDLY_USER });
    if (request.method === 'GET' && path === '/event_types') {
      if (query.get('user') !== CALENDLY_USER.uri)
        return calendlyError(403, 'Permission Denied', 'You do not have permission');
      const collection = CALENDLY_EVENT_TYPES.map((type) => ({ ...type, active: true, kind: 'solo' }));
      return json(200, { collection, pagination: { count: collection.length, next_page: null } });
    }
    if (request.method === 'POST' && path === '/webhook_subscriptions') return subscribe(body());
    const hook = /^\/webhook_subscriptions\/([^/]+)$/.exec(path);
    if (request.method === 'DELETE' && hook) {
      const index = subscriptions.findIndex((known) => known.uri.endsWith(`/${hook[1]}`));
      if (index < 0)
        return calendlyError(404, 'Resource Not Found', 'The server could not find the requested resource.');
      subscriptions.splice(index, 1);
      return { status: 204, headers: {}, body: '' };
    }
    if (request.method === 'POST' && path === '/scheduling_links') return createLink(body());
    return calendlyError(404, 'Resource Not Found', 'The server could not find the requested resource.');
  }

  const receiver = await startLocalHttpReceiver((request) => {
    try {
      return answer(request);
    } catch {
      return calendlyError(400, 'Invalid Argument', 'The request body is not valid JSON.');
    }
  });

  /** A delivery of `event` to the one subscription, signed as asked. */
  function prepareEvent(
    event: string,
    payload: Record<string, unknown>,
    options: { signature?: CalendlySignature; to?: CalendlyStandInSubscription } = {},
  ): CalendlyDelivery {
    const subscription = options.to ?? subscriptions.at(-1);
    if (!subscription) throw new Error('Calendly stand-in: no webhook subscription to post to');
    const rawBody = JSON.stringify({
      created_at: new Date().toISOString(),
      created_by: CALENDLY_USER.uri,
      event,
      payload,
    });
    const signature = options.signature ?? 'valid';
    const seconds = Math.floor(Date.now() / 1000) - (signature === 'stale' ? 600 : 0);
    const key = signature === 'wrong' ? randomBytes(32).toString('hex') : subscription.signing_key;
    const digest = createHmac('sha256', key).update(`${seconds}.${rawBody}`).digest('hex');
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (signature !== 'missing') headers['calendly-webhook-signature'] = `t=${seconds},v1=${digest}`;
    return { url: subscription.callback_url, headers, rawBody };
  }

  /** The `invitee.created` delivery of a booking made through `bookingUrl` (the link is used up). */
  function prepareBooking(
    bookingUrl: string,
    invitee: Partial<CalendlyInvitee> = {},
    options: { signature?: CalendlySignature } = {},
  ): CalendlyDelivery & { inviteeUri: string } {
    const url = new URL(bookingUrl);
    const link = links.find((known) => known.booking_url === `${url.origin}${url.pathname}`);
    if (!link) throw new Error(`Calendly stand-in: no scheduling link ${url.origin}${url.pathname}`);
    if (link.used) throw new Error('Calendly stand-in: this single-use link was already used');
    link.used = true;
    const who = { ...DEFAULT_INVITEE, ...invitee };
    const type = CALENDLY_EVENT_TYPES.find((known) => known.uri === link.owner);
    const eventUri = `${API}/scheduled_events/${nextId()}`;
    const inviteeUri = `${eventUri}/invitees/${nextId()}`;
    const end = new Date(Date.parse(who.startTime) + (type?.duration ?? 30) * 60_000).toISOString();
    const utm = (name: string) => url.searchParams.get(name);
    const delivery = prepareEvent(
      'invitee.created',
      {
        uri: inviteeUri,
        email: who.email,
        name: who.name,
        first_name: null,
        last_name: null,
        status: 'active',
        timezone: who.timezone,
        event: eventUri,
        rescheduled: false,
        old_invitee: null,
        new_invitee: null,
        questions_and_answers: [],
        text_reminder_number: null,
        tracking: {
          utm_campaign: utm('utm_campaign'),
          utm_source: utm('utm_source'),
          utm_medium: utm('utm_medium'),
          utm_content: utm('utm_content'),
          utm_term: utm('utm_term'),
          salesforce_uuid: null,
        },
        cancel_url: `https://calendly.com/cancellations/${nextId()}`,
        reschedule_url: `https://calendly.com/reschedulings/${nextId()}`,
        scheduled_event: {
          uri: eventUri,
          name: type?.name ?? 'Reunión',
          status: 'active',
          start_time: who.startTime,
          end_time: end,
          event_type: link.owner,
          location: { type: 'custom', location: 'Online' },
          event_memberships: [{ user: CALENDLY_USER.uri, user_email: CALENDLY_USER.email }],
        },
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
      options,
    );
    return { ...delivery, inviteeUri };
  }

  /** Posts a delivery to its URL, as Calendly does, and gives the answer. */
  async function deliver(delivery: CalendlyDelivery): Promise<{ status: number; body: string }> {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.rawBody,
    });
    return { status: response.status, body: await response.text() };
  }

  const url = `http://127.0.0.1:${receiver.port}`;
  return {
    port: receiver.port,
    url,
    /** The server's environment for this stand-in. */
    env: { CALENDLY_API_URL: url },
    /** What `HTTP_ALLOWED_HOSTS` must hold for the server to reach it. */
    allowedHost: `127.0.0.1:${receiver.port}`,
    subscriptions,
    links,
    received: receiver.received,
    /** Calendly's plan of the account: webhooks need a paid one (the default). */
    setPlan: (next: 'free' | 'paid') => {
      plan = next;
    },
    /** The next calls answer these Calendly errors, in order. */
    failNext: (...answers: { status: number; title?: string; message: string; retryAfter?: string }[]) => {
      for (const next of answers)
        failures.push(
          calendlyError(
            next.status,
            next.title ?? 'Error',
            next.message,
            next.retryAfter ? { 'retry-after': next.retryAfter } : {},
          ),
        );
    },
    prepareEvent,
    prepareBooking,
    deliver,
    /** Books through `bookingUrl` and posts the signed `invitee.created` (see {@link prepareBooking}). */
    book: (
      bookingUrl: string,
      invitee?: Partial<CalendlyInvitee>,
      options?: { signature?: CalendlySignature },
    ) => deliver(prepareBooking(bookingUrl, invitee, options)),
    /** Forgets what was received and made, and goes back to the paid plan. */
    reset: () => {
      receiver.received.length = 0;
      subscriptions.length = 0;
      links.length = 0;
      failures.length = 0;
      plan = 'paid';
    },
    close: receiver.close,
  };
}

/** A running Calendly stand-in. */
export type CalendlyStandIn = Awaited<ReturnType<typeof startCalendlyStandIn>>;
