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
import { edges, node } from './flowSpecs';
import { HUBSPOT_TOKEN, HUBSPOT_UNAUTHENTICATED, startHubspotStandIn } from './hubspotStandIn';
import type { ReceivedRequest } from './localHttpReceiver';
import { AUDIENCE, MAILCHIMP_KEY, MAILCHIMP_KEY_INVALID, startMailchimpStandIn } from './mailchimpStandIn';
import { testDatabaseKinds } from './testDatabases';

/** HubSpot's own association type of a note to a contact. */
const NOTE_TO_CONTACT = { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const JSON_TYPE = 'application/json';
const BEARER = `Bearer ${HUBSPOT_TOKEN}`;
/** How the connector sends the key: HTTP Basic with any user name and the key as the password. */
const BASIC = `Basic ${Buffer.from(`plubot:${MAILCHIMP_KEY}`).toString('base64')}`;

/** What a stand-in received: `[method and path, auth header, content type, JSON body]` per request. */
const sent = (requests: ReceivedRequest[]) =>
  requests.map(({ method, url, headers, body }) => [
    `${method} ${url}`,
    headers.authorization,
    headers['content-type'],
    body === '' ? undefined : JSON.parse(body),
  ]);

/** Mailchimp's `subscribe` of the name and e-mail asked, with two tags and double opt-in. */
const subscribeNode = (connectionId: string, audienceId: string) =>
  node('power', 'subscribe', {
    powerId: 'mailchimp',
    connectionId,
    action: 'subscribe',
    inputs: {
      audienceId,
      email: '{{email}}',
      firstName: '{{nombre}}',
      tags: 'chatbot, web',
      doubleOptIn: 'yes',
    },
  });

/** HubSpot's `upsertContact` (with a free field, a contact property) and `addNote` of the e-mail asked. */
const hubspotNodes = (connectionId: string) => [
  node('power', 'contact', {
    powerId: 'hubspot',
    connectionId,
    action: 'upsertContact',
    inputs: { email: '{{email}}', firstname: '{{nombre}}' },
    fields: { lifecyclestage: 'lead' },
  }),
  node('power', 'note', {
    powerId: 'hubspot',
    connectionId,
    action: 'addNote',
    inputs: { email: '{{email}}', note: 'Llegó por el chat <web>\nNombre: {{nombre}}' },
  }),
];

// Issue #31: the HubSpot and Mailchimp powers act with the owner's connections, through the public
// chat, against local stand-ins speaking each service's API: what each service receives is asserted
// exactly, and their refusals reach the owner (connection status, Bot Doctor, the failure list).
describe.each(testDatabaseKinds)('HubSpot and Mailchimp powers on %s', (kind) => {
  let hubspot: Awaited<ReturnType<typeof startHubspotStandIn>>;
  let mailchimp: Awaited<ReturnType<typeof startMailchimpStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let hubspotId: string;
  let mailchimpId: string;
  let lead: { id: string; publicId: string };

  beforeAll(async () => {
    hubspot = await startHubspotStandIn();
    mailchimp = await startMailchimpStandIn();
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${hubspot.port},127.0.0.1:${mailchimp.port}`,
      HUBSPOT_API_URL: hubspot.url,
      MAILCHIMP_API_URL: mailchimp.url,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `powers-crm-${kind}@plubot.test`);
    // HubSpot and Mailchimp are Pro powers: a free account may not save a flow that uses them.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    const hub = await connect({ service: 'hubspot', name: 'CRM', credentials: { token: HUBSPOT_TOKEN } });
    expect(hub.statusCode, hub.body).toBe(201);
    const chimp = await connect({ service: 'mailchimp', credentials: { apiKey: MAILCHIMP_KEY } });
    expect(chimp.statusCode, chimp.body).toBe(201);
    const [hubConnection, chimpConnection] = [hub, chimp].map(
      (response) => connectionResponseSchema.parse(response.json()).connection,
    );
    expect(hubConnection).toMatchObject({ service: 'hubspot', status: 'active', maskedSecret: '••••HUBS' });
    expect(chimpConnection).toMatchObject({ name: 'Mailchimp', status: 'active', maskedSecret: '••••us21' });
    expect(chimpConnection?.settings).toEqual({ dataCenter: 'us21' });
    hubspotId = hubConnection?.id ?? '';
    mailchimpId = chimpConnection?.id ?? '';
    lead = await publishedBot('Tienda', [
      ...hubspotNodes(hubspotId),
      subscribeNode(mailchimpId, AUDIENCE.id),
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
    await hubspot?.close();
    await mailchimp?.close();
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: owner.auth, payload });
  const connect = (payload: Record<string, unknown>) => post('/api/connections', payload);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.auth });
  const jobsOf = (botId: string) =>
    ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, botId));
  const allSettled = async (botId: string) => (await jobsOf(botId)).every((job) => job.status !== 'pending');

  /** A published bot: start → ask the name → ask the e-mail → each power node in turn → end. */
  async function publishedBot(name: string, powers: ReturnType<typeof node<'power'>>[]) {
    const chain = ['start', 'name', 'email', ...powers.map((power) => power.id), 'end'];
    return createPublishedBot(ctx.app, owner.auth, name, {
      nodes: [
        node('start', 'start'),
        node('message', 'name', { message: '¿Cómo te llamas?', capture: { variable: 'nombre' } }),
        node('message', 'email', {
          message: '¿Tu correo?',
          capture: { variable: 'email', validation: 'email' },
        }),
        ...powers,
        node('end', 'end'),
      ],
      edges: edges(...chain.slice(1).map((target, index) => `${chain[index]}->${target}`)),
    });
  }

  /** A stranger gives the bot their name and e-mail through the public chat; the jobs then settle. */
  async function chat(bot: { id: string; publicId: string }, name: string, email: string) {
    await chatAsStranger(ctx.app, bot.publicId, [name, email]);
    await eventually(() => allSettled(bot.id));
  }

  it('refuses a token or a key the service does not accept, storing nothing, and lists the audience', async () => {
    const wrongToken = await connect({
      service: 'hubspot',
      credentials: { token: 'pat-eu1-0000-no-vale-NOPE' },
    });
    expect(wrongToken.statusCode).toBe(422);
    expect(wrongToken.json().message).toBe(
      `HubSpot no aceptó la clave (HTTP 401: ${HUBSPOT_UNAUTHENTICATED}). Revisa que la copiaste completa y que sigue activa.`,
    );
    const wrongKey = await connect({
      service: 'mailchimp',
      credentials: { apiKey: `${'0'.repeat(32)}-us21` },
    });
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json().message).toContain(
      `Mailchimp no aceptó la clave (HTTP 401: ${MAILCHIMP_KEY_INVALID})`,
    );
    expect((await get('/api/connections')).json().connections.map((row: { id: string }) => row.id)).toEqual([
      hubspotId,
      mailchimpId,
    ]);
    const check = 'GET /crm/v3/objects/contacts?limit=1';
    expect(sent(hubspot.received)).toEqual([
      [check, BEARER, undefined, undefined],
      [check, 'Bearer pat-eu1-0000-no-vale-NOPE', undefined, undefined],
    ]);

    const audiences = await get(`/api/connections/${mailchimpId}/choices?kind=mailchimpAudience`);
    expect(audiences.statusCode, audiences.body).toBe(200);
    expect(audiences.json()).toEqual({ choices: [{ id: AUDIENCE.id, label: AUDIENCE.name }] });
    const wrongBasic = `Basic ${Buffer.from(`plubot:${'0'.repeat(32)}-us21`).toString('base64')}`;
    expect(sent(mailchimp.received)).toEqual([
      ['GET /3.0/ping', BASIC, undefined, undefined],
      ['GET /3.0/ping', wrongBasic, undefined, undefined],
      ['GET /3.0/lists?count=100&fields=lists.id,lists.name', BASIC, undefined, undefined],
    ]);
  });

  it('sends the lead to HubSpot and Mailchimp after the reply, exactly as their APIs expect', async () => {
    hubspot.received.length = 0;
    mailchimp.received.length = 0;
    await chat(lead, 'Ana', 'Ana.Lopez@Example.com');
    expect((await jobsOf(lead.id)).map((job) => [job.action, job.status, job.error]).sort()).toEqual([
      ['addNote', 'done', null],
      ['subscribe', 'done', null],
      ['upsertContact', 'done', null],
    ]);
    const email = 'ana.lopez@example.com';
    const properties = { email, firstname: 'Ana', lifecyclestage: 'lead' };
    // The note needs the contact: its upsert was queued first, and the queue runs the oldest first.
    expect(sent(hubspot.received)).toEqual([
      [
        'POST /crm/v3/objects/contacts/batch/upsert',
        BEARER,
        JSON_TYPE,
        { inputs: [{ idProperty: 'email', id: email, properties }] },
      ],
      [
        `GET /crm/v3/objects/contacts/${encodeURIComponent(email)}?idProperty=email&properties=email`,
        BEARER,
        undefined,
        undefined,
      ],
      [
        'POST /crm/v3/objects/notes',
        BEARER,
        JSON_TYPE,
        {
          properties: {
            hs_note_body: 'Llegó por el chat &lt;web&gt;<br>Nombre: Ana',
            hs_timestamp: expect.stringMatching(ISO_DATE),
          },
          associations: [{ to: { id: '501' }, types: [NOTE_TO_CONTACT] }],
        },
      ],
    ]);
    expect(hubspot.contacts).toEqual([
      { id: '501', properties, createdAt: expect.any(String), searchableAt: expect.any(Number) },
    ]);
    expect(hubspot.notes).toHaveLength(1);

    // Mailchimp's member id: the MD5 of the lower-cased e-mail.
    const member = `/3.0/lists/${AUDIENCE.id}/members/54cc9e5067a6d9d0830adb6f599759be`;
    const tags = [
      { name: 'chatbot', status: 'active' },
      { name: 'web', status: 'active' },
    ];
    expect(sent(mailchimp.received)).toEqual([
      [
        `PUT ${member}`,
        BASIC,
        JSON_TYPE,
        { email_address: email, status_if_new: 'pending', merge_fields: { FNAME: 'Ana' } },
      ],
      [`POST ${member}/tags`, BASIC, JSON_TYPE, { tags }],
    ]);
    expect([...mailchimp.members.values()]).toEqual([
      { email_address: email, status: 'pending', merge_fields: { FNAME: 'Ana' }, tags: ['chatbot', 'web'] },
    ]);
  });

  it('marks HubSpot refused when it answers 401, and Bot Doctor blocks its nodes', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, lead.id));
    const reads = hubspot.received.filter((request) => request.method === 'GET').length;
    hubspot.revoke();
    try {
      await chat(lead, 'Luis', 'luis@example.com');
      const jobs = Object.fromEntries((await jobsOf(lead.id)).map((job) => [job.action, job]));
      expect(jobs.upsertContact).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: `HTTP 401: ${HUBSPOT_UNAUTHENTICATED}`,
      });
      // Once refused, the connection is not tried again: the note fails without calling HubSpot.
      expect(jobs.addNote).toMatchObject({
        status: 'failed',
        error: 'El servicio rechazó la conexión «CRM»: vuelve a probarla en Perfil → Integraciones.',
      });
      expect(hubspot.received.filter((request) => request.method === 'GET')).toHaveLength(reads);
      expect(jobs.subscribe?.status).toBe('done');

      const listed: Connection[] = (await get('/api/connections')).json().connections;
      expect(listed.map((row) => [row.status, row.error])).toEqual([
        ['error', `HTTP 401: ${HUBSPOT_UNAUTHENTICATED}`],
        ['active', null],
      ]);
      const findings: DoctorFinding[] = (await get(`/api/plubots/${lead.id}/doctor`)).json().report.findings;
      const missing = findings.filter((finding) => finding.rule === 'powerConnectionMissing');
      expect(missing.map((finding) => [finding.severity, finding.nodeIds])).toEqual([
        ['blocking', ['contact']],
        ['blocking', ['note']],
      ]);
    } finally {
      hubspot.revoke(false);
    }
    const tested = await post(`/api/connections/${hubspotId}/test`);
    expect(tested.json().connection.status).toBe('active');
  });

  it('fails an unknown Mailchimp audience at once and lists it with Mailchimp’s own words', async () => {
    const newsletter = await publishedBot('Boletín', [subscribeNode(mailchimpId, 'lista-borrada')]);
    mailchimp.received.length = 0;
    await chat(newsletter, 'Eva', 'eva@example.com');
    // No retry: a 404 will not pass by trying again.
    expect(mailchimp.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /3.0/lists/lista-borrada/members/2877f95c9320627830c6b680727d1712',
    ]);
    const listed = await get(`/api/plubots/${newsletter.id}/integration-failures`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(integrationFailuresResponseSchema.parse(listed.json())).toEqual({
      pending: 0,
      failures: [
        {
          id: expect.any(String),
          service: 'mailchimp',
          action: 'subscribe',
          nodeId: 'subscribe',
          connectionName: 'Mailchimp',
          error: 'HTTP 404: The requested resource could not be found.',
          attempts: 1,
          failedAt: expect.stringMatching(ISO_DATE),
        },
      ],
    });
  });

  it('never lets the token or the key out', async () => {
    const bot = `/api/plubots/${lead.id}`;
    const urls = ['/api/connections', '/api/auth/export', `${bot}/flow`, `${bot}/integration-failures`];
    for (const url of [...urls, `${bot}/doctor`]) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of [HUBSPOT_TOKEN, MAILCHIMP_KEY.slice(0, 32)])
        expect(response.body).not.toContain(secret);
    }
    const jobs = JSON.stringify(await ctx.db.select().from(integrationJobs));
    for (const secret of [HUBSPOT_TOKEN, MAILCHIMP_KEY.slice(0, 32)]) expect(jobs).not.toContain(secret);
  });
});
