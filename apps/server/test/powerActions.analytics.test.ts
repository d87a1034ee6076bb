import {
  type Connection,
  connectionResponseSchema,
  integrationFailuresResponseSchema,
} from '@plubot/contracts';
import type { DoctorFinding } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationJobs, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { edges, node } from './flowSpecs';
import { GA4_API_SECRET, GA4_MEASUREMENT_ID, startGa4StandIn } from './ga4StandIn';
import { MIXPANEL_INVALID, MIXPANEL_TOKEN, startMixpanelStandIn } from './mixpanelStandIn';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GA4_QUERY = `measurement_id=${GA4_MEASUREMENT_ID}&api_secret=${GA4_API_SECRET}`;
const MIXPANEL_BASIC = `Basic ${Buffer.from(`${MIXPANEL_TOKEN}:`).toString('base64')}`;

/** A `sendEvent` node of an analytics power. */
const eventNode = (
  id: string,
  powerId: 'google-analytics' | 'mixpanel',
  connectionId: string,
  event: string,
  fields?: Record<string, string>,
) =>
  node('power', id, {
    powerId,
    connectionId,
    action: 'sendEvent',
    inputs: { event },
    ...(fields ? { fields } : {}),
  });

// Issue #31: the Google Analytics (Measurement Protocol) and Mixpanel powers send a conversation's
// events with the owner's connections, through the public chat, against local stand-ins speaking
// each service's API: each receives exactly the events, the conversation being the visitor, and
// the refusals reach the owner (connection status, Bot Doctor, the failure list).
describe.each(testDatabaseKinds)('Google Analytics and Mixpanel powers on %s', (kind) => {
  let ga4: Awaited<ReturnType<typeof startGa4StandIn>>;
  let mixpanel: Awaited<ReturnType<typeof startMixpanelStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let ga4Id: string;
  let mixpanelId: string;
  let shop: { id: string; publicId: string };

  beforeAll(async () => {
    ga4 = await startGa4StandIn();
    mixpanel = await startMixpanelStandIn();
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${ga4.port},127.0.0.1:${mixpanel.port}`,
      GA4_API_URL: ga4.url,
      MIXPANEL_API_URL: mixpanel.url,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `powers-analytics-${kind}@plubot.test`);
    // Mixpanel is a Pro power: a free account may not save a flow that uses it.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    const google = await connect({
      service: 'google-analytics',
      name: 'Web',
      credentials: { measurementId: GA4_MEASUREMENT_ID.toLowerCase(), apiSecret: GA4_API_SECRET },
    });
    expect(google.statusCode, google.body).toBe(201);
    const project = await connect({
      service: 'mixpanel',
      credentials: { token: MIXPANEL_TOKEN, region: 'eu' },
    });
    expect(project.statusCode, project.body).toBe(201);
    const [googleConnection, projectConnection] = [google, project].map(
      (response) => connectionResponseSchema.parse(response.json()).connection,
    );
    expect(googleConnection).toMatchObject({
      service: 'google-analytics',
      name: 'Web',
      status: 'active',
      maskedSecret: `••••${GA4_API_SECRET.slice(-4)}`,
      settings: { measurementId: GA4_MEASUREMENT_ID },
    });
    expect(projectConnection).toMatchObject({
      service: 'mixpanel',
      name: 'Mixpanel',
      status: 'active',
      maskedSecret: `••••${MIXPANEL_TOKEN.slice(-4)}`,
      settings: { region: 'EU' },
    });
    ga4Id = googleConnection?.id ?? '';
    mixpanelId = projectConnection?.id ?? '';
    shop = await createPublishedBot(ctx.app, owner.auth, 'Tienda', {
      nodes: [
        node('start', 'start'),
        eventNode('ga-started', 'google-analytics', ga4Id, 'conversation_started'),
        eventNode('mp-started', 'mixpanel', mixpanelId, 'conversation_started'),
        node('message', 'name', { message: '¿Cómo te llamas?', capture: { variable: 'nombre' } }),
        node('message', 'email', {
          message: '¿Tu correo?',
          capture: { variable: 'email', validation: 'email' },
        }),
        eventNode('ga-lead', 'google-analytics', ga4Id, 'lead', { canal: 'chat', nombre: '{{nombre}}' }),
        eventNode('mp-lead', 'mixpanel', mixpanelId, 'lead', { Canal: 'chat', Nombre: '{{nombre}}' }),
        node('end', 'end'),
      ],
      edges: edges(
        'start->ga-started',
        'ga-started->mp-started',
        'mp-started->name',
        'name->email',
        'email->ga-lead',
        'ga-lead->mp-lead',
        'mp-lead->end',
      ),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await ga4?.close();
    await mixpanel?.close();
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: owner.auth, payload });
  const connect = (payload: Record<string, unknown>) => post('/api/connections', payload);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.auth });
  const jobsOf = (botId: string) =>
    ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, botId));
  const allSettled = async (botId: string) => (await jobsOf(botId)).every((job) => job.status !== 'pending');

  /** A stranger's conversation on the bot's link: it starts, each reply is sent; its session id once the jobs settle. */
  async function converse(
    bot: { id: string; publicId: string },
    replies: readonly string[],
  ): Promise<string> {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId: string = started.json().sessionId;
    for (const text of replies) {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: { text },
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    await eventually(() => allSettled(bot.id));
    return sessionId;
  }

  it('checks each connection with its service, refuses a wrong token and offers the conversation’s events', async () => {
    const wrong = await connect({ service: 'mixpanel', credentials: { token: '0'.repeat(32) } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain(`Mixpanel no aceptó la clave (HTTP 401: ${MIXPANEL_INVALID})`);
    expect((await get('/api/connections')).json().connections.map((row: Connection) => row.id)).toEqual([
      ga4Id,
      mixpanelId,
    ]);
    // GA4's validation server read a sample event; Mixpanel refused a 1970 event, so nothing was stored.
    expect(ga4.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /debug/mp/collect?${GA4_QUERY}`,
    ]);
    expect(ga4.collected).toEqual([]);
    expect(mixpanel.received.map((request) => request.headers.authorization)).toEqual([
      MIXPANEL_BASIC,
      `Basic ${Buffer.from(`${'0'.repeat(32)}:`).toString('base64')}`,
    ]);
    expect(mixpanel.events).toEqual([]);

    for (const id of [ga4Id, mixpanelId]) {
      const events = await get(`/api/connections/${id}/choices?kind=conversationEvent`);
      expect(events.statusCode, events.body).toBe(200);
      expect(events.json().choices).toEqual([
        { id: 'conversation_started', label: 'Conversación iniciada (conversation_started)' },
        { id: 'lead', label: 'Contacto conseguido (lead)' },
        { id: 'conversation_ended', label: 'Conversación terminada (conversation_ended)' },
        { id: 'handoff', label: 'Pasó a una persona (handoff)' },
      ]);
    }
    expect(ga4.received).toHaveLength(1);
    expect(mixpanel.received).toHaveLength(2);
  });

  it('sends one conversation’s events to both services after the replies, the conversation being the visitor', async () => {
    ga4.received.length = 0;
    mixpanel.received.length = 0;
    const before = Date.now();
    const sessionId = await converse(shop, ['Ana', 'ana@example.com']);
    expect(
      (await jobsOf(shop.id)).map((job) => [job.nodeId, job.status, job.error, job.sessionId]).sort(),
    ).toEqual([
      ['ga-lead', 'done', null, sessionId],
      ['ga-started', 'done', null, sessionId],
      ['mp-lead', 'done', null, sessionId],
      ['mp-started', 'done', null, sessionId],
    ]);

    const gaSession = String(Number.parseInt(sessionId.replace(/-/g, '').slice(0, 12), 16));
    const gaParams = { session_id: gaSession, engagement_time_msec: 100, plubot_id: shop.id };
    expect(
      ga4.received.map((request) => [
        `${request.method} ${request.url}`,
        request.headers['content-type'],
        JSON.parse(request.body),
      ]),
    ).toEqual([
      [
        `POST /mp/collect?${GA4_QUERY}`,
        'application/json',
        { client_id: sessionId, events: [{ name: 'conversation_started', params: gaParams }] },
      ],
      [
        `POST /mp/collect?${GA4_QUERY}`,
        'application/json',
        {
          client_id: sessionId,
          events: [{ name: 'lead', params: { canal: 'chat', nombre: 'Ana', ...gaParams } }],
        },
      ],
    ]);
    expect(ga4.collected.map((event) => [event.client_id, event.name])).toEqual([
      [sessionId, 'conversation_started'],
      [sessionId, 'lead'],
    ]);

    expect(
      mixpanel.received.map((request) => [`${request.method} ${request.url}`, request.headers.authorization]),
    ).toEqual([
      ['POST /import?strict=1', MIXPANEL_BASIC],
      ['POST /import?strict=1', MIXPANEL_BASIC],
    ]);
    const properties = {
      distinct_id: sessionId,
      plubot_id: shop.id,
      time: expect.any(Number),
      $insert_id: expect.stringMatching(UUID),
    };
    expect(mixpanel.received.map((request) => JSON.parse(request.body))).toEqual([
      [{ event: 'conversation_started', properties }],
      [{ event: 'lead', properties: { Canal: 'chat', Nombre: 'Ana', ...properties } }],
    ]);
    expect(mixpanel.events.map((event) => [event.event, event.properties.distinct_id])).toEqual([
      ['conversation_started', sessionId],
      ['lead', sessionId],
    ]);
    for (const event of mixpanel.events) {
      expect(event.properties.time).toBeGreaterThanOrEqual(before);
      expect(event.properties.time).toBeLessThanOrEqual(Date.now());
    }
  });

  it('marks Mixpanel refused when it answers 401, and Bot Doctor blocks its nodes', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, shop.id));
    mixpanel.received.length = 0;
    mixpanel.revoke();
    try {
      await converse(shop, ['Luis', 'luis@example.com']);
      const jobs = Object.fromEntries((await jobsOf(shop.id)).map((job) => [job.nodeId, job]));
      expect(jobs['mp-started']).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: `HTTP 401: ${MIXPANEL_INVALID}`,
      });
      // Once refused, the connection is not tried again: the lead fails without calling Mixpanel.
      expect(jobs['mp-lead']).toMatchObject({
        status: 'failed',
        error: 'El servicio rechazó la conexión «Mixpanel»: vuelve a probarla en Perfil → Integraciones.',
      });
      expect(mixpanel.received).toHaveLength(1);
      expect([jobs['ga-started']?.status, jobs['ga-lead']?.status]).toEqual(['done', 'done']);

      const listed: Connection[] = (await get('/api/connections')).json().connections;
      expect(listed.map((row) => [row.service, row.status, row.error])).toEqual([
        ['google-analytics', 'active', null],
        ['mixpanel', 'error', `HTTP 401: ${MIXPANEL_INVALID}`],
      ]);
      const findings: DoctorFinding[] = (await get(`/api/plubots/${shop.id}/doctor`)).json().report.findings;
      const missing = findings.filter((finding) => finding.rule === 'powerConnectionMissing');
      expect(missing.map((finding) => [finding.severity, finding.nodeIds]).sort()).toEqual([
        ['blocking', ['mp-lead']],
        ['blocking', ['mp-started']],
      ]);
    } finally {
      mixpanel.revoke(false);
    }
    const tested = await post(`/api/connections/${mixpanelId}/test`);
    expect(tested.json().connection.status).toBe('active');
  });

  it('lists an event each service would refuse among the bot’s failures, with the reason', async () => {
    const own = await createPublishedBot(ctx.app, owner.auth, 'Eventos propios', {
      nodes: [
        node('start', 'start'),
        eventNode('ga-own', 'google-analytics', ga4Id, 'pidió precio'),
        eventNode('mp-own', 'mixpanel', mixpanelId, 'Pidió precio', { Plan: 'Pro' }),
        node('end', 'end'),
      ],
      edges: edges('start->ga-own', 'ga-own->mp-own', 'mp-own->end'),
    });
    ga4.received.length = 0;
    mixpanel.received.length = 0;
    mixpanel.failNext({ status: 400, field: 'properties.Plan', message: "'properties.Plan' is invalid" });
    await chatAsStranger(ctx.app, own.publicId, []);
    await eventually(() => allSettled(own.id));
    // GA4 would take the event and drop it without a word: it is refused here, before sending.
    expect(ga4.received).toEqual([]);
    // No retry: a 400 will not pass by trying again.
    expect(mixpanel.received).toHaveLength(1);
    const listed = await get(`/api/plubots/${own.id}/integration-failures`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { failures, pending } = integrationFailuresResponseSchema.parse(listed.json());
    expect(pending).toBe(0);
    expect(failures.sort((a, b) => a.service.localeCompare(b.service))).toEqual([
      {
        id: expect.any(String),
        service: 'google-analytics',
        action: 'sendEvent',
        nodeId: 'ga-own',
        connectionName: 'Web',
        error:
          '«pidió precio» no vale como nombre en Google Analytics: debe empezar por una letra y llevar solo letras, números y guiones bajos (sin espacios).',
        attempts: 1,
        failedAt: expect.stringMatching(ISO_DATE),
      },
      {
        id: expect.any(String),
        service: 'mixpanel',
        action: 'sendEvent',
        nodeId: 'mp-own',
        connectionName: 'Mixpanel',
        error: "HTTP 400: properties.Plan: 'properties.Plan' is invalid",
        attempts: 1,
        failedAt: expect.stringMatching(ISO_DATE),
      },
    ]);
  });

  it('never lets the API secret or the project token out', async () => {
    const bot = `/api/plubots/${shop.id}`;
    const urls = [
      '/api/connections',
      '/api/auth/export',
      `${bot}/flow`,
      `${bot}/integration-failures`,
      `${bot}/doctor`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of [GA4_API_SECRET, MIXPANEL_TOKEN]) expect(response.body).not.toContain(secret);
    }
    const jobs = JSON.stringify(await ctx.db.select().from(integrationJobs));
    for (const secret of [GA4_API_SECRET, MIXPANEL_TOKEN]) expect(jobs).not.toContain(secret);
  });
});
