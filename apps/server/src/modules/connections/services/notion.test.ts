import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type NotionCredentials, notionConnector } from './notion';

const credentials: NotionCredentials = { token: 'ntn_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c' };

/** A database schema as Notion describes it (`GET /v1/databases/{id}`). */
const DATABASE = {
  object: 'database',
  id: 'db-1',
  properties: {
    Nombre: { id: 'title', name: 'Nombre', type: 'title', title: {} },
    Notas: { id: 'a', name: 'Notas', type: 'rich_text', rich_text: {} },
    Email: { id: 'b', name: 'Email', type: 'email', email: {} },
    Teléfono: { id: 'c', name: 'Teléfono', type: 'phone_number', phone_number: {} },
    Web: { id: 'd', name: 'Web', type: 'url', url: {} },
    Edad: { id: 'e', name: 'Edad', type: 'number', number: {} },
    Puntos: { id: 'f', name: 'Puntos', type: 'number', number: {} },
    VIP: { id: 'g', name: 'VIP', type: 'checkbox', checkbox: {} },
    Plan: { id: 'h', name: 'Plan', type: 'select', select: {} },
    Intereses: { id: 'i', name: 'Intereses', type: 'multi_select', multi_select: {} },
    Cita: { id: 'j', name: 'Cita', type: 'date', date: {} },
    Otra: { id: 'k', name: 'Otra', type: 'date', date: {} },
    Estado: { id: 'l', name: 'Estado', type: 'status', status: {} },
    Dueño: { id: 'm', name: 'Dueño', type: 'people', people: {} },
  },
};

const HEADERS = {
  authorization: `Bearer ${credentials.token}`,
  'notion-version': '2022-06-28',
};

describe('notionConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with GET /v1/users/me', async () => {
    standIn.reply({ json: { object: 'user', id: 'u1', type: 'bot', bot: {} } });
    expect(await notionConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/v1/users/me',
      headers: HEADERS,
      body: '',
    });
  });

  it('is refused with Notion’s own words on 401, unreachable on 500 and on the network', async () => {
    standIn.reply(
      {
        status: 401,
        json: { object: 'error', status: 401, code: 'unauthorized', message: 'API token is invalid.' },
      },
      { status: 500, json: { object: 'error', status: 500, message: 'Internal error' } },
    );
    expect(await notionConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: API token is invalid.',
    });
    expect(await notionConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 500: Internal error',
    });
    const offline = {
      ...standIn.ctx,
      config: { ...standIn.ctx.config, NOTION_API_URL: 'http://127.0.0.1:1' },
    };
    expect(await notionConnector.check(offline, credentials)).toMatchObject({
      ok: false,
      kind: 'unreachable',
    });
  });

  it('reads and shows its token, and keeps no settings', () => {
    expect(notionConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(notionConnector.read({ token: 'short' })).toBeUndefined();
    expect(notionConnector.secretOf(credentials)).toBe(credentials.token);
    expect(notionConnector.settingsOf(credentials)).toEqual({});
  });

  it('lists the databases shared with the integration by their titles', async () => {
    standIn.reply({
      json: {
        object: 'list',
        results: [
          { object: 'database', id: 'db-1', title: [{ plain_text: 'Clientes ' }, { plain_text: '2025' }] },
          { object: 'database', id: 'db-2', title: [] },
        ],
        has_more: false,
      },
    });
    const listed = await notionConnector.choices?.notionDatabase?.(standIn.ctx, credentials, undefined);
    expect(listed).toEqual({
      ok: true,
      choices: [
        { id: 'db-1', label: 'Clientes 2025' },
        { id: 'db-2', label: 'db-2' },
      ],
    });
    expect(standIn.received[0]).toMatchObject({ method: 'POST', url: '/v1/search', headers: HEADERS });
    expect(standIn.received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      filter: { property: 'object', value: 'database' },
      page_size: 100,
    });
  });

  it('lists a database’s properties with their types, its id encoded in the path', async () => {
    standIn.reply({ json: DATABASE });
    const listed = await notionConnector.choices?.notionProperty?.(standIn.ctx, credentials, 'db/1 ?');
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/v1/databases/db%2F1%20%3F',
      headers: HEADERS,
    });
    expect(listed?.ok && listed.choices.slice(0, 3)).toEqual([
      { id: 'Nombre', label: 'Nombre', type: 'title' },
      { id: 'Notas', label: 'Notas', type: 'rich_text' },
      { id: 'Email', label: 'Email', type: 'email' },
    ]);
  });

  it('gives a refused choice list as refused', async () => {
    standIn.reply({ status: 401, json: { message: 'API token is invalid.' } });
    expect(await notionConnector.choices?.notionDatabase?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: false,
      error: 'HTTP 401: API token is invalid.',
      refused: true,
    });
  });

  it('creates a page with each field converted to its property’s type', async () => {
    standIn.reply({ json: DATABASE }, { json: { object: 'page', id: 'p1' } });
    const outcome = await notionConnector.actions?.createPage?.(standIn.ctx, credentials, {
      inputs: { databaseId: 'db-1', title: 'Ana Pérez' },
      fields: {
        Notas: 'x'.repeat(2500),
        Email: 'ana@plubot.com',
        Teléfono: '+34 600 000 000',
        Web: 'https://plubot.com',
        Edad: '42',
        Puntos: 'muchos',
        VIP: 'Sí',
        Plan: 'Pro',
        Intereses: 'bots, ia , ,bots',
        Cita: '2025-07-01',
        Otra: 'mañana',
        Estado: 'Nuevo',
        Dueño: 'Luis',
        Inexistente: 'algo',
        Nombre: 'ignorado: el título viene de «title»',
      },
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/databases/db-1',
      'POST /v1/pages',
    ]);
    expect(standIn.received[1]?.headers).toMatchObject({ ...HEADERS, 'content-type': 'application/json' });
    expect(JSON.parse(standIn.received[1]?.body ?? '')).toEqual({
      parent: { database_id: 'db-1' },
      properties: {
        Nombre: { title: [{ text: { content: 'Ana Pérez' } }] },
        Notas: { rich_text: [{ text: { content: 'x'.repeat(2000) } }] },
        Email: { email: 'ana@plubot.com' },
        Teléfono: { phone_number: '+34 600 000 000' },
        Web: { url: 'https://plubot.com' },
        Edad: { number: 42 },
        VIP: { checkbox: true },
        Plan: { select: { name: 'Pro' } },
        Intereses: { multi_select: [{ name: 'bots' }, { name: 'ia' }] },
        Cita: { date: { start: '2025-07-01' } },
        Estado: { status: { name: 'Nuevo' } },
      },
    });
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: API token is invalid.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: API token is invalid.' }],
    [
      429,
      { 'retry-after': '7' },
      { ok: false, retryable: true, retryAfterMs: 7000, error: 'HTTP 429: API token is invalid.' },
    ],
    [429, {}, { ok: false, retryable: true, error: 'HTTP 429: API token is invalid.' }],
    [500, {}, { ok: false, retryable: true, error: 'HTTP 500: API token is invalid.' }],
  ])('maps a %i from Notion to the outcome the queue reads', async (status, headers, expected) => {
    standIn.reply(
      { json: DATABASE },
      { status, headers, json: { object: 'error', message: 'API token is invalid.' } },
    );
    const outcome = await notionConnector.actions?.createPage?.(standIn.ctx, credentials, {
      inputs: { databaseId: 'db-1', title: 'Ana' },
      fields: {},
    });
    expect(outcome).toEqual(expected);
  });

  it('stops at the schema when the database is not shared (404), and never shows the token', async () => {
    standIn.reply({
      status: 404,
      json: { message: `Could not find database with ID: db-9 for ${credentials.token}.` },
    });
    const outcome = await notionConnector.actions?.createPage?.(standIn.ctx, credentials, {
      inputs: { databaseId: 'db-9', title: 'Ana' },
      fields: {},
    });
    expect(outcome).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 404: Could not find database with ID: db-9 for ••••.',
    });
    expect(standIn.received).toHaveLength(1);
  });

  it('looks a page up by a property and gives its title, URL and properties as text', async () => {
    standIn.reply(
      { json: DATABASE },
      {
        json: {
          object: 'list',
          results: [
            {
              object: 'page',
              id: 'p1',
              url: 'https://www.notion.so/Ana-p1',
              properties: {
                Nombre: { id: 'title', type: 'title', title: [{ plain_text: 'Ana Pérez' }] },
                Email: { id: 'b', type: 'email', email: 'ana@plubot.com' },
                Edad: { id: 'e', type: 'number', number: 42 },
                VIP: { id: 'g', type: 'checkbox', checkbox: true },
                Plan: { id: 'h', type: 'select', select: { name: 'Pro' } },
                Intereses: {
                  id: 'i',
                  type: 'multi_select',
                  multi_select: [{ name: 'bots' }, { name: 'ia' }],
                },
                Cita: { id: 'j', type: 'date', date: { start: '2025-07-01', end: null } },
                Web: { id: 'd', type: 'url', url: null },
              },
            },
          ],
        },
      },
    );
    const outcome = await notionConnector.actions?.queryDatabase?.(standIn.ctx, credentials, {
      inputs: { databaseId: 'db-1', property: 'Email', value: 'ana@plubot.com' },
      fields: {},
    });
    expect(outcome).toEqual({
      ok: true,
      found: true,
      outputs: {
        title: 'Ana Pérez',
        url: 'https://www.notion.so/Ana-p1',
        Nombre: 'Ana Pérez',
        Email: 'ana@plubot.com',
        Edad: '42',
        VIP: 'true',
        Plan: 'Pro',
        Intereses: 'bots, ia',
        Cita: '2025-07-01',
        Web: '',
      },
    });
    expect(standIn.received[1]).toMatchObject({
      method: 'POST',
      url: '/v1/databases/db-1/query',
      headers: HEADERS,
    });
    expect(JSON.parse(standIn.received[1]?.body ?? '')).toEqual({
      filter: { property: 'Email', email: { equals: 'ana@plubot.com' } },
      page_size: 1,
    });
  });

  it.each([
    ['Nombre', 'Ana', { property: 'Nombre', title: { equals: 'Ana' } }],
    ['Edad', '42', { property: 'Edad', number: { equals: 42 } }],
    ['VIP', 'no', { property: 'VIP', checkbox: { equals: false } }],
    ['Plan', 'Pro', { property: 'Plan', select: { equals: 'Pro' } }],
  ])('filters %s by its type', async (property, value, filter) => {
    standIn.reply({ json: DATABASE }, { json: { object: 'list', results: [] } });
    const outcome = await notionConnector.actions?.queryDatabase?.(standIn.ctx, credentials, {
      inputs: { databaseId: 'db-1', property, value },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true, found: false, outputs: {} });
    expect(JSON.parse(standIn.received[1]?.body ?? '')).toEqual({ filter, page_size: 1 });
  });

  it('fails a lookup at once on a property the database does not have', async () => {
    standIn.reply({ json: DATABASE });
    const outcome = await notionConnector.actions?.queryDatabase?.(standIn.ctx, credentials, {
      inputs: { databaseId: 'db-1', property: 'Color', value: 'rojo' },
      fields: {},
    });
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(standIn.received).toHaveLength(1);
  });
});
