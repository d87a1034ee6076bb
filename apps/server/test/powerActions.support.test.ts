import {
  type Connection,
  connectionResponseSchema,
  integrationFailuresResponseSchema,
} from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationJobs, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { GITHUB_TOKEN, startGithubStandIn } from './githubStandIn';
import { INTERCOM_TOKEN, INTERCOM_UNAUTHORIZED, startIntercomStandIn } from './intercomStandIn';
import type { ReceivedRequest } from './localHttpReceiver';
import { testDatabaseKinds } from './testDatabases';
import { startZendeskStandIn, ZENDESK_EMAIL, ZENDESK_TOKEN, ZENDESK_UNAUTHENTICATED } from './zendeskStandIn';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const JSON_TYPE = 'application/json';
const ZENDESK_BASIC = `Basic ${Buffer.from(`${ZENDESK_EMAIL}/token:${ZENDESK_TOKEN}`).toString('base64')}`;

/** What a stand-in received: `[method and path, auth header, content type, JSON body]` per request. */
const sent = (requests: ReceivedRequest[]) =>
  requests.map(({ method, url, headers, body }) => [
    `${method} ${url}`,
    headers.authorization,
    headers['content-type'],
    body === '' ? undefined : JSON.parse(body),
  ]);

/** GitHub's `openIssue` in `repository`, with the name and e-mail the bot asked. */
const issueNode = (connectionId: string, repository: string) =>
  node('power', 'issue', {
    powerId: 'github',
    connectionId,
    action: 'openIssue',
    inputs: {
      repository,
      issueTitle: 'Reporte de {{nombre}}',
      issueBody: 'Contacto: {{email}}',
      labels: 'soporte, chat',
    },
  });

/** The three support powers' nodes, each with the name and e-mail the bot asked. */
const supportNodes = (ids: { zendesk: string; intercom: string; github: string }, repository: string) => [
  node('power', 'ticket', {
    powerId: 'zendesk',
    connectionId: ids.zendesk,
    action: 'openTicket',
    inputs: {
      requesterEmail: '{{email}}',
      requesterName: '{{nombre}}',
      subject: 'Consulta de {{nombre}} desde el chat',
      comment: 'Quiere que la llamen.',
      includeTranscript: 'yes',
      tags: 'chatbot, web',
    },
  }),
  node('power', 'conversation', {
    powerId: 'intercom',
    connectionId: ids.intercom,
    action: 'openConversation',
    inputs: { email: '{{email}}', contactName: '{{nombre}}', includeTranscript: 'yes' },
  }),
  issueNode(ids.github, repository),
];

// Issue #31: the Zendesk, Intercom and GitHub powers act with the owner's connections, through the
// public chat, against local stand-ins speaking each service's API: what each receives is asserted
// exactly — the visitor's details and, for a ticket and a conversation, what the visitor and the
// bot said — and their refusals reach the owner (connection status, the failure list).
describe.each(testDatabaseKinds)('Zendesk, Intercom and GitHub powers on %s', (kind) => {
  let zendesk: Awaited<ReturnType<typeof startZendeskStandIn>>;
  let intercom: Awaited<ReturnType<typeof startIntercomStandIn>>;
  let github: Awaited<ReturnType<typeof startGithubStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let ids: { zendesk: string; intercom: string; github: string };
  let support: { id: string; publicId: string };

  beforeAll(async () => {
    [zendesk, intercom, github] = await Promise.all([
      startZendeskStandIn(),
      startIntercomStandIn(),
      startGithubStandIn(),
    ]);
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: [zendesk, intercom, github].map((standIn) => `127.0.0.1:${standIn.port}`).join(','),
      ZENDESK_API_URL: zendesk.url,
      INTERCOM_API_URL: intercom.url,
      GITHUB_API_URL: github.url,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `powers-support-${kind}@plubot.test`);
    // Zendesk and Intercom are Pro powers: a free account may not save a flow that uses them.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    const connected = await Promise.all([
      connect({
        service: 'zendesk',
        credentials: {
          subdomain: 'https://acme.zendesk.com/',
          email: ` ${ZENDESK_EMAIL} `,
          token: ZENDESK_TOKEN,
        },
      }),
      connect({ service: 'intercom', name: 'Inbox', credentials: { token: INTERCOM_TOKEN } }),
      connect({ service: 'github', credentials: { token: GITHUB_TOKEN } }),
    ]);
    const [desk, inbox, hub] = connected.map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return connectionResponseSchema.parse(response.json()).connection;
    });
    expect(desk).toMatchObject({
      name: 'Zendesk',
      status: 'active',
      maskedSecret: '••••5678',
      settings: { subdomain: 'acme', email: ZENDESK_EMAIL },
    });
    expect(inbox).toMatchObject({ name: 'Inbox', status: 'active', maskedSecret: '••••INTC', settings: {} });
    expect(hub).toMatchObject({ name: 'GitHub', status: 'active', maskedSecret: '••••GHUB' });
    ids = { zendesk: desk?.id ?? '', intercom: inbox?.id ?? '', github: hub?.id ?? '' };
    support = await publishedBot('Soporte', supportNodes(ids, 'acme/soporte'));
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([zendesk?.close(), intercom?.close(), github?.close()]);
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
          message: 'Gracias, {{nombre}}. ¿Tu correo?',
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

  it('checks each connection with its service, refuses wrong credentials and lists the repositories', async () => {
    const wrong = await connect({
      service: 'zendesk',
      credentials: { subdomain: 'acme', email: ZENDESK_EMAIL, token: 'zdWrong0token1that2is3long4enough' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      `Zendesk no aceptó la clave (HTTP 401: ${ZENDESK_UNAUTHENTICATED}). Revisa que la copiaste completa y que sigue activa.`,
    );
    const badSubdomain = await connect({
      service: 'zendesk',
      credentials: { subdomain: 'acme.example.com/x', email: ZENDESK_EMAIL, token: ZENDESK_TOKEN },
    });
    expect(badSubdomain.statusCode).toBe(422);
    expect(badSubdomain.json().errors).toEqual({
      'credentials.subdomain': [
        'El subdominio solo puede tener letras, números y guiones: por ejemplo «empresa» de empresa.zendesk.com.',
      ],
    });
    expect(sent(zendesk.received)).toEqual([
      ['GET /api/v2/users/me.json', ZENDESK_BASIC, undefined, undefined],
      [
        'GET /api/v2/users/me.json',
        `Basic ${Buffer.from(`${ZENDESK_EMAIL}/token:zdWrong0token1that2is3long4enough`).toString('base64')}`,
        undefined,
        undefined,
      ],
    ]);
    expect(sent(intercom.received)).toEqual([['GET /me', `Bearer ${INTERCOM_TOKEN}`, undefined, undefined]]);
    expect(intercom.received[0]?.headers['intercom-version']).toBe('2.11');

    const repositories = await get(`/api/connections/${ids.github}/choices?kind=githubRepository`);
    expect(repositories.statusCode, repositories.body).toBe(200);
    expect(repositories.json()).toEqual({ choices: [{ id: 'acme/soporte', label: 'acme/soporte' }] });
    expect(
      github.received.map((request) => [`${request.method} ${request.url}`, request.headers.accept]),
    ).toEqual([
      ['GET /user', 'application/vnd.github+json'],
      ['GET /user/repos?per_page=100&sort=updated', 'application/vnd.github+json'],
    ]);
    const listed = (await get('/api/connections')).json().connections as Connection[];
    expect(listed.map((row) => row.service).sort()).toEqual(['github', 'intercom', 'zendesk']);
  });

  it('opens the ticket, the conversation and the issue after the reply, with the conversation so far', async () => {
    for (const standIn of [zendesk, intercom, github]) standIn.received.length = 0;
    await chat(support, 'Ana', 'Ana.Lopez@Example.com');
    expect((await jobsOf(support.id)).map((job) => [job.action, job.status, job.error]).sort()).toEqual([
      ['openConversation', 'done', null],
      ['openIssue', 'done', null],
      ['openTicket', 'done', null],
    ]);
    const email = 'ana.lopez@example.com';
    const transcript = [
      'Conversación con el bot:',
      'Bot: ¡Hola! Soy Soporte. ¿En qué puedo ayudarte?',
      'Bot: ¿Cómo te llamas?',
      'Visitante: Ana',
      'Bot: Gracias, Ana. ¿Tu correo?',
      'Visitante: Ana.Lopez@Example.com',
      // The actions run once the turn is stored: its last message is in too.
      'Bot: Fin de la conversación',
    ].join('\n');
    expect(sent(zendesk.received)).toEqual([
      [
        'POST /api/v2/tickets.json',
        ZENDESK_BASIC,
        JSON_TYPE,
        {
          ticket: {
            subject: 'Consulta de Ana desde el chat',
            comment: { body: `Quiere que la llamen.\n\n${transcript}` },
            requester: { name: 'Ana', email },
            tags: ['chatbot', 'web'],
          },
        },
      ],
    ]);
    const bearer = `Bearer ${INTERCOM_TOKEN}`;
    expect(sent(intercom.received)).toEqual([
      [
        'POST /contacts/search',
        bearer,
        JSON_TYPE,
        { query: { field: 'email', operator: '=', value: email } },
      ],
      ['POST /contacts', bearer, JSON_TYPE, { role: 'lead', email, name: 'Ana' }],
      ['POST /conversations', bearer, JSON_TYPE, { from: { type: 'lead', id: 'c1' }, body: transcript }],
    ]);
    expect(intercom.conversations).toEqual([{ from: { type: 'lead', id: 'c1' }, body: transcript }]);
    expect(sent(github.received)).toEqual([
      [
        'POST /repos/acme/soporte/issues',
        `Bearer ${GITHUB_TOKEN}`,
        JSON_TYPE,
        { title: 'Reporte de Ana', body: 'Contacto: Ana.Lopez@Example.com', labels: ['soporte', 'chat'] },
      ],
    ]);
    expect(github.received[0]?.headers).toMatchObject({
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'Plubot',
    });
  });

  it('marks Intercom refused when it answers 401, while the others still act', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, support.id));
    intercom.revoke();
    try {
      await chat(support, 'Luis', 'luis@example.com');
      const jobs = Object.fromEntries((await jobsOf(support.id)).map((job) => [job.action, job]));
      expect(jobs.openConversation).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: `HTTP 401: ${INTERCOM_UNAUTHORIZED}`,
      });
      expect([jobs.openTicket?.status, jobs.openIssue?.status]).toEqual(['done', 'done']);
      const listed = (await get('/api/connections')).json().connections as Connection[];
      expect(listed.find((row) => row.id === ids.intercom)).toMatchObject({
        status: 'error',
        error: `HTTP 401: ${INTERCOM_UNAUTHORIZED}`,
      });
    } finally {
      intercom.revoke(false);
    }
    const tested = await post(`/api/connections/${ids.intercom}/test`);
    expect(tested.json().connection.status).toBe('active');
  });

  it('fails an issue in a repository GitHub does not have at once, and lists it with GitHub’s words', async () => {
    const bot = await publishedBot('Errores', [issueNode(ids.github, 'acme/borrado')]);
    github.received.length = 0;
    await chat(bot, 'Eva', 'eva@example.com');
    // No retry: a 404 will not pass by trying again.
    expect(github.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /repos/acme/borrado/issues',
    ]);
    const listed = await get(`/api/plubots/${bot.id}/integration-failures`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(integrationFailuresResponseSchema.parse(listed.json())).toEqual({
      pending: 0,
      failures: [
        {
          id: expect.any(String),
          service: 'github',
          action: 'openIssue',
          nodeId: 'issue',
          connectionName: 'GitHub',
          error: 'HTTP 404: Not Found',
          attempts: 1,
          failedAt: expect.stringMatching(ISO_DATE),
        },
      ],
    });
  });

  it('never lets a token out', async () => {
    const bot = `/api/plubots/${support.id}`;
    const secrets = [ZENDESK_TOKEN, INTERCOM_TOKEN, GITHUB_TOKEN];
    for (const url of [
      '/api/connections',
      '/api/auth/export',
      `${bot}/flow`,
      `${bot}/integration-failures`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
    }
    const jobs = JSON.stringify(await ctx.db.select().from(integrationJobs));
    for (const secret of secrets) expect(jobs).not.toContain(secret);
  });
});
