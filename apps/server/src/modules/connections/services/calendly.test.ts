import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CALENDLY_EVENT_TYPES,
  CALENDLY_TOKEN,
  CALENDLY_UPGRADE_MESSAGE,
  CALENDLY_USER,
  type CalendlyDelivery,
  type CalendlyStandIn,
  startCalendlyStandIn,
} from '../../../../test/calendlyStandIn';
import { createStandInContext } from '../../../../test/standInContext';
import { type CalendlyCredentials, calendlyConnector } from './calendly';
import { signCalendlyWebhook } from './calendlyWebhook';
import type { ConnectorContext, IncomingWebhook } from './serviceConnector';

const token: CalendlyCredentials = { token: CALENDLY_TOKEN };
const [consulta, demo] = CALENDLY_EVENT_TYPES;

/** A delivery as the server hands it to the connector (lower-case headers). */
const asWebhook = (delivery: CalendlyDelivery): IncomingWebhook => ({
  headers: Object.fromEntries(
    Object.entries(delivery.headers).map(([key, value]) => [key.toLowerCase(), value]),
  ),
  rawBody: delivery.rawBody,
  query: {},
});

describe('calendlyConnector', () => {
  let calendly: CalendlyStandIn;
  let ctx: ConnectorContext;
  let closeContext: () => void;
  /** Where the stand-in posts its webhooks: a receiver that reads them with the connector. */
  let receiver: Server;
  let receiverUrl: string;
  let prepared: CalendlyCredentials;
  const readings: unknown[] = [];

  beforeAll(async () => {
    calendly = await startCalendlyStandIn();
    ({ ctx, close: closeContext } = createStandInContext(calendly.env, calendly.allowedHost));
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([key, value]) => [
            key,
            Array.isArray(value) ? value[0] : value,
          ]),
        );
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const reading = await calendlyConnector.readWebhook?.(ctx, prepared, { headers, rawBody, query: {} });
        readings.push(reading);
        response.writeHead(reading?.ok ? 200 : 401).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/powers/webhooks/calendly/c-1`;
  });
  afterAll(async () => {
    closeContext();
    await calendly.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });
  beforeEach(() => {
    calendly.reset();
    readings.length = 0;
  });

  /** Connects as the server does: check, then prepare at the receiver's address. */
  async function connect(): Promise<CalendlyCredentials> {
    expect(await calendlyConnector.check(ctx, token)).toEqual({ ok: true });
    const result = await calendlyConnector.prepare?.(ctx, token, { webhookUrl: receiverUrl });
    if (!result?.ok) throw new Error(`prepare failed: ${JSON.stringify(result)}`);
    prepared = result.credentials;
    return prepared;
  }

  it('checks the token with GET /users/me, refused on 401, unreachable on 5xx', async () => {
    expect(await calendlyConnector.check(ctx, token)).toEqual({ ok: true });
    expect(calendly.received[0]).toMatchObject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${CALENDLY_TOKEN}` },
    });
    expect(await calendlyConnector.check(ctx, { token: `${CALENDLY_TOKEN}x` })).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: The access token is invalid',
    });
    calendly.failNext({ status: 503, title: 'Unavailable', message: 'Service Unavailable' });
    expect(await calendlyConnector.check(ctx, token)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 503: Service Unavailable',
    });
  });

  it('registers a user-scoped invitee.created webhook with a key of its own, and keeps it', async () => {
    const credentials = await connect();
    const [subscription] = calendly.subscriptions;
    expect(calendly.subscriptions).toHaveLength(1);
    expect(subscription).toMatchObject({
      callback_url: receiverUrl,
      events: ['invitee.created'],
      scope: 'user',
      user: CALENDLY_USER.uri,
      organization: CALENDLY_USER.current_organization,
    });
    expect(subscription?.signing_key).toMatch(/^[0-9a-f]{64}$/);
    expect(credentials).toEqual({
      token: CALENDLY_TOKEN,
      userUri: CALENDLY_USER.uri,
      organizationUri: CALENDLY_USER.current_organization,
      email: CALENDLY_USER.email,
      webhookUri: subscription?.uri,
      signingKey: subscription?.signing_key,
    });
    // What is stored reads back; the owner sees the account, never the key.
    expect(calendlyConnector.read(JSON.parse(JSON.stringify(credentials)))).toEqual(credentials);
    expect(calendlyConnector.settingsOf(credentials)).toEqual({ email: CALENDLY_USER.email });
    expect(calendlyConnector.secretOf(credentials)).toBe(CALENDLY_TOKEN);
    // A second connection gets its own key.
    const again = await calendlyConnector.prepare?.(ctx, token, { webhookUrl: `${receiverUrl}-2` });
    expect(again?.ok && again.credentials.signingKey).not.toBe(credentials.signingKey);
  });

  it('says in Spanish that webhooks need a paid plan when Calendly answers 403', async () => {
    calendly.setPlan('free');
    const result = await calendlyConnector.prepare?.(ctx, token, { webhookUrl: receiverUrl });
    expect(result).toEqual({
      ok: false,
      kind: 'notAllowed',
      reason: expect.stringContaining('planes de pago'),
    });
    expect(JSON.stringify(result)).not.toContain(CALENDLY_UPGRADE_MESSAGE);
    expect(JSON.stringify(result)).not.toContain(CALENDLY_TOKEN);
    expect(calendly.subscriptions).toEqual([]);
  });

  it('forgets the subscription on its own API when the connection is deleted', async () => {
    const credentials = await connect();
    await calendlyConnector.forget?.(ctx, credentials);
    expect(calendly.subscriptions).toEqual([]);
    const uuid = credentials.webhookUri?.split('/').pop();
    expect(calendly.received.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/webhook_subscriptions/${uuid}`,
    });
    // Forgetting twice, or credentials never prepared, does not throw.
    await calendlyConnector.forget?.(ctx, credentials);
    await calendlyConnector.forget?.(ctx, token);
  });

  it('lists the owner’s active event types by name and length, the URI as id', async () => {
    const credentials = await connect();
    calendly.received.length = 0;
    expect(await calendlyConnector.choices?.calendlyEventType?.(ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [
        { id: consulta.uri, label: 'Consulta inicial (30 min)' },
        { id: demo.uri, label: 'Demo (60 min)' },
      ],
    });
    const url = new URL(calendly.received[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/event_types');
    expect(url.searchParams.get('user')).toBe(CALENDLY_USER.uri);
    expect(url.searchParams.get('active')).toBe('true');
    // Without a stored user URI it asks who the token is first.
    expect(await calendlyConnector.choices?.calendlyEventType?.(ctx, token, undefined)).toMatchObject({
      ok: true,
    });
  });

  it('makes a single-use link whose URL carries the wait’s reference as utm_content', async () => {
    const credentials = await connect();
    const started = await calendlyConnector.awaits?.schedulingLink?.(ctx, credentials, {
      inputs: { eventType: ` ${consulta.uri} `, waitMinutes: '1440' },
      fields: {},
      reference: 'ref-7f3a',
      webhookUrl: receiverUrl,
      returnUrl: 'http://localhost/chat',
    });
    const [link] = calendly.links;
    expect(started).toEqual({
      ok: true,
      url: `${link?.booking_url}?utm_content=ref-7f3a`,
      externalId: link?.booking_url,
    });
    expect(JSON.parse(calendly.received.at(-1)?.body ?? '')).toEqual({
      max_event_count: 1,
      owner: consulta.uri,
      owner_type: 'EventType',
    });
  });

  it('fails at once without an event type or with one that is not Calendly’s', async () => {
    const start = (eventType: string) =>
      calendlyConnector.awaits?.schedulingLink?.(ctx, token, {
        inputs: { eventType },
        fields: {},
        reference: 'r',
        webhookUrl: receiverUrl,
        returnUrl: 'http://localhost/chat',
      });
    expect(await start('')).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: eventType.',
    });
    expect(await start('https://evil.example.com/other')).toMatchObject({ ok: false, retryable: false });
    expect(calendly.received).toEqual([]);
  });

  it('reads a booking’s signed webhook: the reference, the invitee as id, the outputs', async () => {
    const credentials = await connect();
    const started = await calendlyConnector.awaits?.schedulingLink?.(ctx, credentials, {
      inputs: { eventType: demo.uri },
      fields: {},
      reference: 'wait-42',
      webhookUrl: receiverUrl,
      returnUrl: 'http://localhost/chat',
    });
    if (!started?.ok) throw new Error('no link');
    const answer = await calendly.book(started.url, {
      name: 'Lucía Pérez',
      email: 'lucia@example.com',
      startTime: '2030-12-02T09:30:00.000000Z',
      timezone: 'America/Bogota',
    });
    expect(answer.status).toBe(200);
    expect(readings).toEqual([
      {
        ok: true,
        events: [
          {
            reference: 'wait-42',
            externalId: expect.stringMatching(
              /^https:\/\/api\.calendly\.com\/scheduled_events\/.+\/invitees\/.+$/,
            ),
            outcome: 'done',
            outputs: {
              start: 'lunes 2 de diciembre, 04:30 (Bogota)',
              startIso: '2030-12-02T09:30:00.000Z',
              inviteeName: 'Lucía Pérez',
              inviteeEmail: 'lucia@example.com',
            },
          },
        ],
      },
    ]);
  });

  it('refuses a webhook with a missing, wrong or stale signature, and one without a key', async () => {
    const credentials = await connect();
    const link = await calendlyConnector.awaits?.schedulingLink?.(ctx, credentials, {
      inputs: { eventType: consulta.uri },
      fields: {},
      reference: 'wait-1',
      webhookUrl: receiverUrl,
      returnUrl: 'http://localhost/chat',
    });
    if (!link?.ok) throw new Error('no link');
    const booking = calendly.prepareBooking(link.url);
    const read = (webhook: IncomingWebhook, using: CalendlyCredentials = credentials) =>
      calendlyConnector.readWebhook?.(ctx, using, webhook);
    expect(await read(asWebhook(booking))).toMatchObject({ ok: true, events: [{ reference: 'wait-1' }] });
    for (const signature of ['missing', 'wrong', 'stale'] as const) {
      const bad = calendly.prepareEvent('invitee.created', JSON.parse(booking.rawBody).payload, {
        signature,
      });
      expect(await read(asWebhook(bad))).toEqual({ ok: false, reason: 'signature' });
    }
    // The body changed after signing.
    const tampered = { ...asWebhook(booking), rawBody: booking.rawBody.replace('wait-1', 'wait-2') };
    expect(await read(tampered)).toEqual({ ok: false, reason: 'signature' });
    expect(await read(asWebhook(booking), token)).toEqual({ ok: false, reason: 'signature' });
    // Over the wire too: the receiver answers 401.
    const stale = await calendly.deliver(
      calendly.prepareEvent('invitee.created', JSON.parse(booking.rawBody).payload, { signature: 'stale' }),
    );
    expect(stale.status).toBe(401);
  });

  it('says nothing of other events or bookings made elsewhere, and refuses a body that is not Calendly’s', async () => {
    const credentials = await connect();
    const read = (delivery: CalendlyDelivery) =>
      calendlyConnector.readWebhook?.(ctx, credentials, asWebhook(delivery));
    expect(await read(calendly.prepareEvent('invitee.canceled', { uri: 'x' }))).toEqual({
      ok: true,
      events: [],
    });
    expect(
      await read(
        calendly.prepareEvent('invitee.created', {
          uri: 'https://api.calendly.com/scheduled_events/E/invitees/I',
          tracking: { utm_content: null },
          scheduled_event: { start_time: '2030-12-02T09:30:00Z' },
        }),
      ),
    ).toEqual({ ok: true, events: [] });
    const now = Math.floor(Date.now() / 1000);
    const garbage = 'not json';
    expect(
      await calendlyConnector.readWebhook?.(ctx, credentials, {
        headers: {
          'calendly-webhook-signature': signCalendlyWebhook(credentials.signingKey ?? '', garbage, now),
        },
        rawBody: garbage,
        query: {},
      }),
    ).toEqual({ ok: false, reason: 'malformed' });
    expect(await read(calendly.prepareEvent('invitee.created', { uri: 'x' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('maps Calendly’s errors and never lets the token out', async () => {
    const credentials = await connect();
    calendly.failNext(
      { status: 429, title: 'Too Many Requests', message: 'Rate limit exceeded', retryAfter: '3' },
      { status: 400, title: 'Invalid Argument', message: `Bad token ${CALENDLY_TOKEN}` },
    );
    const start = () =>
      calendlyConnector.awaits?.schedulingLink?.(ctx, credentials, {
        inputs: { eventType: consulta.uri },
        fields: {},
        reference: 'r',
        webhookUrl: receiverUrl,
        returnUrl: 'http://localhost/chat',
      });
    expect(await start()).toEqual({
      ok: false,
      retryable: true,
      retryAfterMs: 3000,
      error: 'HTTP 429: Rate limit exceeded',
    });
    expect(await start()).toEqual({ ok: false, retryable: false, error: 'HTTP 400: Bad token ••••' });
  });
});
