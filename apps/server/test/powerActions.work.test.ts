import {
  type Connection,
  connectionResponseSchema,
  integrationFailuresResponseSchema,
} from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationJobs } from '../src/db/schema';
import { processDueJobs } from '../src/modules/powers/integrationQueue';
import {
  ASANA_NOT_AUTHORIZED,
  ASANA_PROJECT,
  ASANA_SECTION,
  ASANA_TOKEN,
  ASANA_WORKSPACE,
  startAsanaStandIn,
} from './asanaStandIn';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot, eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import type { ReceivedRequest } from './localHttpReceiver';
import { MONDAY_BOARD, MONDAY_GROUP, MONDAY_TOKEN, mondayError, startMondayStandIn } from './mondayStandIn';
import { testDatabaseKinds } from './testDatabases';
import {
  startTrelloStandIn,
  TRELLO_BOARD,
  TRELLO_INVALID_TOKEN,
  TRELLO_KEY,
  TRELLO_LIST,
  TRELLO_NOT_FOUND,
  TRELLO_TOKEN,
} from './trelloStandIn';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const JSON_TYPE = 'application/json';
/** How the connector sends Trello's key and token: Trello's OAuth header form, never the URL. */
const TRELLO_AUTH = `OAuth oauth_consumer_key="${TRELLO_KEY}", oauth_token="${TRELLO_TOKEN}"`;
const ASANA_AUTH = `Bearer ${ASANA_TOKEN}`;

const CREATE_ITEM_IN_GROUP =
  'mutation ($board: ID!, $group: String!, $name: String!) ' +
  '{ create_item(board_id: $board, group_id: $group, item_name: $name) { id } }';
const CREATE_UPDATE =
  'mutation ($item: ID!, $body: String!) { create_update(item_id: $item, body: $body) { id } }';

/** What a stand-in received: `[method and path, auth header, content type, JSON body]` per request. */
const sent = (requests: ReceivedRequest[]) =>
  requests.map(({ method, url, headers, body }) => [
    `${method} ${url}`,
    headers.authorization,
    headers['content-type'],
    body === '' ? undefined : JSON.parse(body),
  ]);

/** Where the nodes act: the stand-ins' own list, project, section and board. */
const WHERE: Record<'list' | 'project' | 'section' | 'board', string> = {
  list: TRELLO_LIST.id,
  project: ASANA_PROJECT.gid,
  section: ASANA_SECTION.gid,
  board: MONDAY_BOARD.id,
};

/** The three power nodes: a Trello card, an Asana task (in a section), a Monday item with an update. */
const workNodes = (ids: { trello: string; asana: string; monday: string }, where = WHERE) => [
  node('power', 'card', {
    powerId: 'trello',
    connectionId: ids.trello,
    action: 'createCard',
    inputs: {
      boardId: TRELLO_BOARD.id,
      listId: where.list,
      cardName: 'Pedido de {{nombre}}',
      cardDescription: 'Pide: {{pedido}}\nVino por el chat.',
    },
  }),
  node('power', 'task', {
    powerId: 'asana',
    connectionId: ids.asana,
    action: 'createTask',
    inputs: {
      workspaceId: ASANA_WORKSPACE.gid,
      projectId: where.project,
      sectionId: where.section,
      taskName: 'Llamar a {{nombre}}',
      taskNotes: '{{pedido}}',
    },
  }),
  node('power', 'item', {
    powerId: 'monday',
    connectionId: ids.monday,
    action: 'createItem',
    inputs: {
      boardId: where.board,
      groupId: MONDAY_GROUP.id,
      itemName: '{{nombre}}: {{pedido}}',
      itemUpdate: 'Pedido <web> de {{nombre}}',
    },
  }),
];

// Issue #31: the Trello, Asana and Monday powers act with the owner's connections, through the
// public chat, against local stand-ins speaking each service's API: what each receives is asserted
// exactly, and their refusals reach the owner (connection status, the failure list).
describe.each(testDatabaseKinds)('Trello, Asana and Monday powers on %s', (kind) => {
  let trello: Awaited<ReturnType<typeof startTrelloStandIn>>;
  let asana: Awaited<ReturnType<typeof startAsanaStandIn>>;
  let monday: Awaited<ReturnType<typeof startMondayStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let ids: { trello: string; asana: string; monday: string };
  let bot: { id: string; publicId: string };

  beforeAll(async () => {
    [trello, asana, monday] = await Promise.all([
      startTrelloStandIn(),
      startAsanaStandIn(),
      startMondayStandIn(),
    ]);
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: [trello, asana, monday].map((standIn) => `127.0.0.1:${standIn.port}`).join(','),
      TRELLO_API_URL: trello.url,
      ASANA_API_URL: asana.url,
      MONDAY_API_URL: monday.url,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `powers-work-${kind}@plubot.test`);
    const answers = [
      await connect({ service: 'trello', credentials: { apiKey: TRELLO_KEY, token: TRELLO_TOKEN } }),
      await connect({ service: 'asana', name: 'Soporte', credentials: { token: ASANA_TOKEN } }),
      await connect({ service: 'monday', credentials: { token: MONDAY_TOKEN } }),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const [card, task, item] = answers.map(
      (answer) => connectionResponseSchema.parse(answer.json()).connection,
    );
    // Only the token's last four characters are shown (Trello's too, not its API key).
    expect([card, task, item].map((row) => [row?.name, row?.status, row?.maskedSecret])).toEqual([
      ['Trello', 'active', `••••${TRELLO_TOKEN.slice(-4)}`],
      ['Soporte', 'active', `••••${ASANA_TOKEN.slice(-4)}`],
      ['Monday', 'active', `••••${MONDAY_TOKEN.slice(-4)}`],
    ]);
    ids = { trello: card?.id ?? '', asana: task?.id ?? '', monday: item?.id ?? '' };
    bot = await publishedBot('Pedidos', workNodes(ids));
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([trello?.close(), asana?.close(), monday?.close()]);
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: owner.auth, payload });
  const connect = (payload: Record<string, unknown>) => post('/api/connections', payload);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.auth });
  const jobsOf = (botId: string) =>
    ctx.db.select().from(integrationJobs).where(eq(integrationJobs.plubotId, botId));
  const allSettled = async (botId: string) =>
    (await jobsOf(botId)).every((job) => job.status !== 'pending' && job.lockedUntil === null);
  const forget = () => {
    for (const standIn of [trello, asana, monday]) standIn.received.length = 0;
  };

  /** A published bot: start → ask the name → ask the order → each power node in turn → end. */
  async function publishedBot(name: string, powers: ReturnType<typeof node<'power'>>[]) {
    const chain = ['start', 'name', 'order', ...powers.map((power) => power.id), 'end'];
    return createPublishedBot(ctx.app, owner.auth, name, {
      nodes: [
        node('start', 'start'),
        node('message', 'name', { message: '¿Cómo te llamas?', capture: { variable: 'nombre' } }),
        node('message', 'order', { message: '¿Qué necesitas?', capture: { variable: 'pedido' } }),
        ...powers,
        node('end', 'end'),
      ],
      edges: edges(...chain.slice(1).map((target, index) => `${chain[index]}->${target}`)),
    });
  }

  /** A stranger gives the bot their name and order through the public chat; the jobs then settle. */
  async function chat(target: { id: string; publicId: string }, name: string, order: string) {
    await chatAsStranger(ctx.app, target.publicId, [name, order]);
    await eventually(() => allSettled(target.id));
  }

  it('refuses credentials the service does not accept, storing nothing, and offers each service’s lists', async () => {
    const wrong = [
      await connect({
        service: 'trello',
        credentials: { apiKey: TRELLO_KEY, token: `ATTA${'0'.repeat(64)}` },
      }),
      await connect({ service: 'asana', credentials: { token: '2/1/2:no-vale-este-token' } }),
      await connect({ service: 'monday', credentials: { token: `eyJ${'x'.repeat(60)}` } }),
    ];
    expect(wrong.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [
        422,
        `Trello no aceptó la clave (HTTP 401: ${TRELLO_INVALID_TOKEN}). Revisa que la copiaste completa y que sigue activa.`,
      ],
      [
        422,
        `Asana no aceptó la clave (HTTP 401: ${ASANA_NOT_AUTHORIZED}). Revisa que la copiaste completa y que sigue activa.`,
      ],
      [
        422,
        'Monday no aceptó la clave (HTTP 401: Not Authenticated (UNAUTHENTICATED)). Revisa que la copiaste completa y que sigue activa.',
      ],
    ]);
    const listed: Connection[] = (await get('/api/connections')).json().connections;
    expect(listed.map((connection) => connection.id)).toEqual([ids.trello, ids.asana, ids.monday]);

    forget();
    const choices = async (id: string, query: string) => {
      const answer = await get(`/api/connections/${id}/choices?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().choices;
    };
    expect(await choices(ids.trello, 'kind=trelloBoard')).toEqual([
      { id: TRELLO_BOARD.id, label: 'Soporte' },
    ]);
    expect(await choices(ids.trello, `kind=trelloList&parent=${TRELLO_BOARD.id}`)).toEqual([
      { id: TRELLO_LIST.id, label: TRELLO_LIST.name },
    ]);
    expect(await choices(ids.asana, 'kind=asanaWorkspace')).toEqual([
      { id: ASANA_WORKSPACE.gid, label: 'Mi empresa' },
    ]);
    expect(await choices(ids.asana, `kind=asanaProject&parent=${ASANA_WORKSPACE.gid}`)).toEqual([
      { id: ASANA_PROJECT.gid, label: ASANA_PROJECT.name },
    ]);
    expect(await choices(ids.asana, `kind=asanaSection&parent=${ASANA_PROJECT.gid}`)).toEqual([
      { id: ASANA_SECTION.gid, label: ASANA_SECTION.name },
    ]);
    expect(await choices(ids.monday, 'kind=mondayBoard')).toEqual([
      { id: MONDAY_BOARD.id, label: 'Pedidos' },
    ]);
    expect(await choices(ids.monday, `kind=mondayGroup&parent=${MONDAY_BOARD.id}`)).toEqual([
      { id: MONDAY_GROUP.id, label: 'Nuevos' },
      { id: 'group_done', label: 'Hechos' },
    ]);
    // A list of another service is not this connection's to give.
    const foreign = await get(`/api/connections/${ids.trello}/choices?kind=mondayBoard`);
    expect(foreign.statusCode).toBe(422);

    expect(sent(trello.received)).toEqual([
      ['GET /1/members/me/boards?filter=open&fields=name', TRELLO_AUTH, undefined, undefined],
      [`GET /1/boards/${TRELLO_BOARD.id}/lists?filter=open&fields=name`, TRELLO_AUTH, undefined, undefined],
    ]);
    expect(sent(asana.received)).toEqual([
      ['GET /api/1.0/workspaces?limit=100&opt_fields=name', ASANA_AUTH, undefined, undefined],
      [
        `GET /api/1.0/projects?workspace=${ASANA_WORKSPACE.gid}&archived=false&limit=100&opt_fields=name`,
        ASANA_AUTH,
        undefined,
        undefined,
      ],
      [
        `GET /api/1.0/projects/${ASANA_PROJECT.gid}/sections?limit=100&opt_fields=name`,
        ASANA_AUTH,
        undefined,
        undefined,
      ],
    ]);
    expect(sent(monday.received)).toEqual([
      [
        'POST /v2',
        MONDAY_TOKEN,
        JSON_TYPE,
        { query: 'query { boards(limit: 200, state: active) { id name type } }' },
      ],
      [
        'POST /v2',
        MONDAY_TOKEN,
        JSON_TYPE,
        {
          query: 'query ($board: [ID!]) { boards(ids: $board) { groups { id title } } }',
          variables: { board: [MONDAY_BOARD.id] },
        },
      ],
    ]);
  });

  it('creates the card, the task and the item after the reply, exactly as each API expects', async () => {
    forget();
    await chat(bot, 'Ana', '2 cajas de té');
    expect(
      (await jobsOf(bot.id)).map((job) => [job.service, job.action, job.status, job.error]).sort(),
    ).toEqual([
      ['asana', 'createTask', 'done', null],
      ['monday', 'createItem', 'done', null],
      ['trello', 'createCard', 'done', null],
    ]);
    expect(sent(trello.received)).toEqual([
      [
        'POST /1/cards',
        TRELLO_AUTH,
        JSON_TYPE,
        {
          idList: TRELLO_LIST.id,
          name: 'Pedido de Ana',
          desc: 'Pide: 2 cajas de té\nVino por el chat.',
          pos: 'bottom',
        },
      ],
    ]);
    expect(trello.cards).toEqual([
      {
        id: expect.any(String),
        idList: TRELLO_LIST.id,
        name: 'Pedido de Ana',
        desc: 'Pide: 2 cajas de té\nVino por el chat.',
      },
    ]);
    expect(sent(asana.received)).toEqual([
      [
        'POST /api/1.0/tasks',
        ASANA_AUTH,
        JSON_TYPE,
        {
          data: {
            name: 'Llamar a Ana',
            notes: '2 cajas de té',
            memberships: [{ project: ASANA_PROJECT.gid, section: ASANA_SECTION.gid }],
          },
        },
      ],
    ]);
    expect(asana.tasks).toEqual([
      {
        gid: expect.any(String),
        name: 'Llamar a Ana',
        notes: '2 cajas de té',
        project: ASANA_PROJECT.gid,
        section: ASANA_SECTION.gid,
      },
    ]);
    const itemId = monday.items[0]?.id;
    expect(sent(monday.received)).toEqual([
      [
        'POST /v2',
        MONDAY_TOKEN,
        JSON_TYPE,
        {
          query: CREATE_ITEM_IN_GROUP,
          variables: { board: MONDAY_BOARD.id, group: MONDAY_GROUP.id, name: 'Ana: 2 cajas de té' },
        },
      ],
      [
        'POST /v2',
        MONDAY_TOKEN,
        JSON_TYPE,
        { query: CREATE_UPDATE, variables: { item: itemId, body: 'Pedido &lt;web&gt; de Ana' } },
      ],
    ]);
    expect(monday.items).toEqual([
      {
        id: itemId,
        board: MONDAY_BOARD.id,
        group: MONDAY_GROUP.id,
        name: 'Ana: 2 cajas de té',
        updates: ['Pedido &lt;web&gt; de Ana'],
      },
    ]);
  });

  it('waits out Monday’s complexity limit, said with HTTP 200, and then creates the item', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));
    monday.failNext(
      mondayError('Complexity budget exhausted', {
        code: 'COMPLEXITY_BUDGET_EXHAUSTED',
        retry_in_seconds: 40,
      }),
    );
    await chatAsStranger(ctx.app, bot.publicId, ['Luis', 'una factura']);
    const mondayJob = async () => (await jobsOf(bot.id)).find((job) => job.service === 'monday');
    // The card and the task are made meanwhile; only the item waits.
    await eventually(async () => {
      const jobs = await jobsOf(bot.id);
      const waits = jobs.filter((job) => job.status === 'pending');
      return (
        jobs.length === 3 && waits.length === 1 && waits[0]?.attempts === 1 && waits[0].lockedUntil === null
      );
    });
    const waiting = await mondayJob();
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'HTTP 429: Complexity budget exhausted (COMPLEXITY_BUDGET_EXHAUSTED)',
    });
    const waitMs = (waiting?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(30_000);
    expect(waitMs).toBeLessThanOrEqual(40_000);
    const deps = { db: ctx.db, config: ctx.app.config, log: ctx.app.log };
    expect(await processDueJobs(deps, () => new Date(Date.now() + 41_000))).toBe(1);
    expect(await mondayJob()).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(monday.items.at(-1)).toMatchObject({
      name: 'Luis: una factura',
      updates: ['Pedido &lt;web&gt; de Luis'],
    });
  });

  it('marks Trello refused when it answers 401, while Asana and Monday still act', async () => {
    await ctx.db.delete(integrationJobs).where(eq(integrationJobs.plubotId, bot.id));
    trello.revoke();
    try {
      await chat(bot, 'Eva', 'un presupuesto');
      const jobs = Object.fromEntries((await jobsOf(bot.id)).map((job) => [job.service, job]));
      expect(jobs.trello).toMatchObject({
        status: 'failed',
        attempts: 1,
        error: `HTTP 401: ${TRELLO_INVALID_TOKEN}`,
      });
      expect([jobs.asana?.status, jobs.monday?.status]).toEqual(['done', 'done']);
      const listed: Connection[] = (await get('/api/connections')).json().connections;
      expect(listed.map((connection) => [connection.service, connection.status, connection.error])).toEqual([
        ['trello', 'error', `HTTP 401: ${TRELLO_INVALID_TOKEN}`],
        ['asana', 'active', null],
        ['monday', 'active', null],
      ]);
    } finally {
      trello.revoke(false);
    }
    const tested = await post(`/api/connections/${ids.trello}/test`);
    expect(tested.json().connection).toMatchObject({ status: 'active', error: null });
  });

  it('fails a list, project or board the service does not know at once, listed with its own words', async () => {
    const lost = await publishedBot(
      'Perdidos',
      workNodes(ids, {
        list: '64b7f0c2a1d3e5f708199999',
        project: '1205550000009999',
        section: '',
        board: '4000009999',
      }),
    );
    forget();
    await chat(lost, 'Leo', 'nada');
    // No retry: none of these passes by trying again.
    expect([trello, asana, monday].map((standIn) => standIn.received.length)).toEqual([1, 1, 1]);
    expect(JSON.parse(asana.received[0]?.body ?? '')).toEqual({
      data: { name: 'Llamar a Leo', notes: 'nada', projects: ['1205550000009999'] },
    });
    const listed = await get(`/api/plubots/${lost.id}/integration-failures`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { failures, pending } = integrationFailuresResponseSchema.parse(listed.json());
    expect(pending).toBe(0);
    const failure = (
      service: string,
      action: string,
      nodeId: string,
      connectionName: string,
      error: string,
    ) => ({
      id: expect.any(String),
      service,
      action,
      nodeId,
      connectionName,
      error,
      attempts: 1,
      failedAt: expect.stringMatching(ISO_DATE),
    });
    expect([...failures].sort((a, b) => a.service.localeCompare(b.service))).toEqual([
      failure(
        'asana',
        'createTask',
        'task',
        'Soporte',
        'HTTP 400: projects[0]: Not a recognized ID: 1205550000009999',
      ),
      failure(
        'monday',
        'createItem',
        'item',
        'Monday',
        'HTTP 404: Board not found (ResourceNotFoundException)',
      ),
      failure('trello', 'createCard', 'card', 'Trello', `HTTP 404: ${TRELLO_NOT_FOUND}`),
    ]);
  });

  it('never lets a key or a token out', async () => {
    const path = `/api/plubots/${bot.id}`;
    const urls = [
      '/api/connections',
      '/api/auth/export',
      `${path}/flow`,
      `${path}/integration-failures`,
      `${path}/doctor`,
    ];
    const secrets = [TRELLO_KEY, TRELLO_TOKEN, ASANA_TOKEN, MONDAY_TOKEN];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
    }
    const jobs = JSON.stringify(await ctx.db.select().from(integrationJobs));
    for (const secret of secrets) expect(jobs).not.toContain(secret);
  });
});
