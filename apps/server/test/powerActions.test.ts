import { integrationFailuresResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationJobs, notifications } from '../src/db/schema';
import { processDueJobs } from '../src/modules/powers/integrationQueue';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { connectNotion, NOTION_TOKEN, startNotionStandIn } from './notionStandIn';
import { testDatabaseKinds } from './testDatabases';

// Issue #31: a power node of a connected service acts with the owner's connection — Notion here,
// against a local stand-in speaking Notion's API. A page is created after the reply (from the
// durable job queue), a lookup runs within the turn, failures are retried, listed and told once.
describe.each(testDatabaseKinds)('power actions on %s', (kind) => {
  let notion: Awaited<ReturnType<typeof startNotionStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let connectionId: string;
  let bot: { id: string; publicId: string };

  beforeAll(async () => {
    notion = await startNotionStandIn();
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${notion.port}`,
      NOTION_API_URL: notion.url,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `powers-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `powers-other-${kind}@plubot.test`);
    const connection = await connectNotion(ctx.app, owner.auth);
    expect(connection).toMatchObject({ service: 'notion', status: 'active', maskedSecret: '••••XYZW' });
    connectionId = connection.id;
    bot = await orderBot(connectionId);
  });
  afterAll(async () => {
    await ctx?.close();
    await notion?.close();
  });

  /** start → ask the e-mail → create a page (after the reply) → look the order up → found / not found. */
  async function orderBot(connection: string) {
    return createPublishedBot(ctx.app, owner.auth, 'Tienda', {
      nodes: [
        node('start', 'start'),
        node('message', 'ask', {
          message: '¿Tu correo?',
          capture: { enabled: true, variable: 'email', inputType: 'email' },
        }),
        node('power', 'save', {
          powerId: 'notion',
          connectionId: connection,
          action: 'createPage',
          inputs: { databaseId: 'db-pedidos', title: 'Pedido de {{email}}' },
          fields: { Email: '{{email}}', Estado: 'Enviado', Inventada: 'x' },
        }),
        node('power', 'find', {
          powerId: 'notion',
          connectionId: connection,
          action: 'queryDatabase',
          inputs: { databaseId: 'db-pedidos', property: 'Email', value: '{{email}}' },
          outputs: { found: 'hay_pedido', Estado: 'estado', url: 'enlace' },
        }),
        node('message', 'yes', { message: 'Tu pedido está: {{estado}}' }),
        node('message', 'no', { message: 'Aún no veo tu pedido.' }),
        node('message', 'oops', { message: 'Notion no responde ahora.' }),
        node('end', 'end'),
      ],
      edges: edges(
        'start->ask',
        'ask->save',
        'save->find',
        'find->yes@found',
        'find->no@notFound',
        'find->oops@onError',
        'yes->end',
        'no->end',
        'oops->end',
      ),
    });
  }

  /** A stranger writes `email` to the bot; the bot's texts after it (its farewell left out). */
  const chat = async (email: string) =>
    (await chatAsStranger(ctx.app, bot.publicId, [email])).filter(
      (text) => text !== 'Fin de la conversación',
    );

  const jobsOf = () => ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));

  it('lists Notion databases and their properties to the owner only', async () => {
    const databases = await ctx.app.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/choices?kind=notionDatabase`,
      headers: owner.auth,
    });
    expect(databases.statusCode, databases.body).toBe(200);
    expect(databases.json()).toEqual({ choices: [{ id: 'db-pedidos', label: 'Pedidos' }] });
    const properties = await ctx.app.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/choices?kind=notionProperty&parent=db-pedidos`,
      headers: owner.auth,
    });
    expect(properties.json().choices).toEqual(
      expect.arrayContaining([
        { id: 'Nombre', label: 'Nombre', type: 'title' },
        { id: 'Email', label: 'Email', type: 'email' },
      ]),
    );
    const url = `/api/connections/${connectionId}/choices?kind=notionDatabase`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    const badKind = await ctx.app.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/choices?kind=tablas`,
      headers: owner.auth,
    });
    // A query string the contract refuses is the app's INVALID_PARAMS (400), as on every route.
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().code).toBe('INVALID_PARAMS');
    const noList = await ctx.app.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/choices?kind=mailchimpAudience`,
      headers: owner.auth,
    });
    expect(noList.statusCode).toBe(422);
    expect(noList.json().message).toContain('Esta conexión no ofrece esa lista.');
  });

  it('creates the page after the reply and finds it in the next conversation', async () => {
    // Nothing is found yet: the page is created after this reply, not before the lookup.
    expect(await chat('ana@example.com')).toEqual(['Aún no veo tu pedido.']);
    await eventually(() => notion.pages.length === 1);
    const created = notion.to('/v1/pages')[0];
    expect(created?.method).toBe('POST');
    expect(created?.headers.authorization).toBe(`Bearer ${NOTION_TOKEN}`);
    expect(created?.headers['notion-version']).toBe('2022-06-28');
    expect(JSON.parse(created?.body ?? '{}')).toEqual({
      parent: { database_id: 'db-pedidos' },
      properties: {
        Nombre: { title: [{ text: { content: 'Pedido de ana@example.com' } }] },
        Email: { email: 'ana@example.com' },
        Estado: { select: { name: 'Enviado' } },
      },
    });
    await eventually(async () => (await jobsOf()).every((job) => job.status === 'done'));

    expect(await chat('ana@example.com')).toEqual(['Tu pedido está: Enviado']);
    // That conversation queued a page too; it is created before the next test counts.
    await eventually(() => notion.pages.length === 2);
    await eventually(async () => (await jobsOf()).every((job) => job.status === 'done'));
    const query = notion.to(`/v1/databases/db-pedidos/query`).at(-1);
    expect(JSON.parse(query?.body ?? '{}')).toMatchObject({
      filter: { property: 'Email', email: { equals: 'ana@example.com' } },
    });
  });

  it('retries what may pass, honours Retry-After, and lists and tells a failure once', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));
    notion.failNext(
      { status: 429, code: 'rate_limited', message: 'You have been rate limited.', retryAfter: '7' },
      { status: 502, code: 'bad_gateway', message: 'Bad gateway.' },
    );
    await chat('luis@example.com');
    await eventually(
      async () => (await jobsOf())[0]?.attempts === 1 && (await jobsOf())[0]?.lockedUntil === null,
    );
    const [waiting] = await jobsOf();
    expect(waiting).toMatchObject({ status: 'pending', error: 'HTTP 429: You have been rate limited.' });
    const waitMs = (waiting?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(4_000);
    expect(waitMs).toBeLessThanOrEqual(7_000);

    const deps = { db: ctx.db, config: ctx.app.config, log: ctx.app.log };
    const later = (ms: number) => () => new Date(Date.now() + ms);
    expect(await processDueJobs(deps, later(8_000))).toBe(1);
    expect((await jobsOf())[0]).toMatchObject({
      status: 'pending',
      attempts: 2,
      error: 'HTTP 502: Bad gateway.',
    });
    expect(await processDueJobs(deps, later(10 * 60_000))).toBe(1);
    expect((await jobsOf())[0]?.status).toBe('done');

    // A 404 (the database is no longer shared) fails at once: listed, and told once for two failures.
    notion.failNext(
      { status: 404, code: 'object_not_found', message: 'Could not find database with ID: db-pedidos.' },
      { status: 404, code: 'object_not_found', message: 'Could not find database with ID: db-pedidos.' },
    );
    await chat('eva@example.com');
    await chat('leo@example.com');
    await eventually(async () => (await jobsOf()).filter((job) => job.status === 'failed').length === 2);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/integration-failures`,
      headers: owner.auth,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { failures, pending } = integrationFailuresResponseSchema.parse(listed.json());
    expect(pending).toBe(0);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({
      service: 'notion',
      action: 'createPage',
      nodeId: 'save',
      connectionName: 'Notion de la tienda',
      error: 'HTTP 404: Could not find database with ID: db-pedidos.',
      attempts: 1,
    });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'integration_failed'));
    expect(told.filter((row) => row.plubotId === bot.id)).toHaveLength(1);
    expect(told[0]?.title).toBe('Una integración de «Tienda» falló');

    // Bot Doctor says so on the node.
    const doctor = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/doctor`,
      headers: owner.auth,
    });
    expect(doctor.json().report.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'powerActionsFailed', nodeIds: ['save'] })]),
    );
    for (const [headers, status] of [
      [{}, 401],
      [stranger.auth, 404],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${bot.id}/integration-failures`,
        headers,
      });
      expect(response.statusCode).toBe(status);
    }
  });

  it('marks the connection refused when Notion stops accepting it, and Doctor blocks the node', async () => {
    notion.revoke();
    try {
      expect(await chat('ana@example.com')).toEqual(['Notion no responde ahora.']);
      const listed = await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth });
      expect(listed.json().connections[0]).toMatchObject({
        status: 'error',
        error: expect.stringContaining('API token is invalid.'),
      });
      const doctor = await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${bot.id}/doctor`,
        headers: owner.auth,
      });
      expect(doctor.json().report.findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            rule: 'powerConnectionMissing',
            severity: 'blocking',
            nodeIds: ['save'],
          }),
        ]),
      );
    } finally {
      notion.revoke(false);
    }
    const tested = await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/test`,
      headers: owner.auth,
    });
    expect(tested.json().connection.status).toBe('active');
  });

  it("never acts with another owner's connection, and never lets a secret out", async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));
    const pagesBefore = notion.pages.length;
    const strangers = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: stranger.auth,
      payload: { name: 'Ajeno', tone: 'neutral' },
    });
    const theirs = strangers.json().plubot as { id: string };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${theirs.id}/flow`,
      headers: stranger.auth,
      payload: {
        nodes: [
          node('start', 'start'),
          node('power', 'steal', {
            powerId: 'notion',
            connectionId,
            action: 'createPage',
            inputs: { databaseId: 'db-pedidos', title: 'robado' },
          }),
          node('end', 'end'),
        ],
        edges: edges('start->steal', 'steal->end'),
        viewport: { x: 0, y: 0, zoom: 1 },
        baseRevision: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${theirs.id}/preview/start`,
      headers: stranger.auth,
      payload: {},
    });
    expect([200, 404]).toContain(started.statusCode);
    await processDueJobs({ db: ctx.db, config: ctx.app.config, log: ctx.app.log });
    expect(notion.pages.length).toBe(pagesBefore);

    const everything = [
      await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/export', headers: owner.auth }),
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${bot.id}/flow`, headers: owner.auth }),
      await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${bot.id}/integration-failures`,
        headers: owner.auth,
      }),
    ];
    for (const response of everything) expect(response.body).not.toContain(NOTION_TOKEN);
    for (const job of await ctx.db.select().from(integrationJobs)) {
      expect(JSON.stringify(job)).not.toContain(NOTION_TOKEN);
    }
  });
});
