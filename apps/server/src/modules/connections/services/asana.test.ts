import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type AsanaCredentials, asanaConnector } from './asana';

const credentials: AsanaCredentials = {
  token: '2/1204567890123456/1209876543210987:0a1b2c3d4e5f60718293a4b5c6d7e8f9',
};

const HEADERS = { authorization: `Bearer ${credentials.token}` };

/** Asana's error shape. */
const asanaError = (message: string) => ({
  errors: [
    { message, help: 'For more information on API status codes and how to handle them, read the docs.' },
  ],
});

describe('asanaConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with GET /api/1.0/users/me', async () => {
    standIn.reply({ json: { data: { gid: '1204567890123456', name: 'Ana' } } });
    expect(await asanaConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/api/1.0/users/me?opt_fields=name',
      headers: HEADERS,
      body: '',
    });
  });

  it('is refused with Asana’s own words on 401', async () => {
    standIn.reply({ status: 401, json: asanaError('Not Authorized') });
    expect(await asanaConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Not Authorized',
    });
  });

  it('reads its token and shows nothing else', () => {
    expect(asanaConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(asanaConnector.read({ token: 'short' })).toBeUndefined();
    expect(asanaConnector.secretOf(credentials)).toBe(credentials.token);
    expect(asanaConnector.settingsOf(credentials)).toEqual({});
  });

  it('lists the workspaces, a workspace’s projects and a project’s sections', async () => {
    standIn.reply(
      { json: { data: [{ gid: 'w1', name: 'Mi empresa', resource_type: 'workspace' }] } },
      {
        json: {
          data: [
            { gid: 'p1', name: 'Soporte' },
            { gid: 'p2', name: '' },
          ],
          next_page: null,
        },
      },
      { json: { data: [{ gid: 's1', name: 'Nuevas' }] } },
    );
    const { choices } = asanaConnector;
    expect(await choices?.asanaWorkspace?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [{ id: 'w1', label: 'Mi empresa' }],
    });
    expect(await choices?.asanaProject?.(standIn.ctx, credentials, 'w1')).toEqual({
      ok: true,
      choices: [
        { id: 'p1', label: 'Soporte' },
        { id: 'p2', label: 'p2' },
      ],
    });
    expect(await choices?.asanaSection?.(standIn.ctx, credentials, 'p1')).toEqual({
      ok: true,
      choices: [{ id: 's1', label: 'Nuevas' }],
    });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/1.0/workspaces?limit=100&opt_fields=name',
      'GET /api/1.0/projects?workspace=w1&archived=false&limit=100&opt_fields=name',
      'GET /api/1.0/projects/p1/sections?limit=100&opt_fields=name',
    ]);
    for (const request of standIn.received) expect(request.headers).toMatchObject(HEADERS);
  });

  it('needs the parent of a project or section list', async () => {
    expect(await asanaConnector.choices?.asanaProject?.(standIn.ctx, credentials, undefined)).toMatchObject({
      ok: false,
    });
    expect(await asanaConnector.choices?.asanaSection?.(standIn.ctx, credentials, ' ')).toMatchObject({
      ok: false,
    });
    expect(standIn.received).toHaveLength(0);
  });

  it('creates a task in the project, with its notes', async () => {
    standIn.reply({ status: 201, json: { data: { gid: 't1', name: 'Pedido de Ana' } } });
    const outcome = await asanaConnector.actions?.createTask?.(standIn.ctx, credentials, {
      inputs: { workspaceId: 'w1', projectId: ' p1 ', taskName: 'Pedido de Ana', taskNotes: 'Dos cajas' },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/api/1.0/tasks',
      headers: { ...HEADERS, 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      data: { name: 'Pedido de Ana', notes: 'Dos cajas', projects: ['p1'] },
    });
  });

  it('creates a task straight in the chosen section, without notes when empty', async () => {
    standIn.reply({ status: 201, json: { data: { gid: 't2' } } });
    const outcome = await asanaConnector.actions?.createTask?.(standIn.ctx, credentials, {
      inputs: { projectId: 'p1', sectionId: 's1', taskName: 'Llamar a Luis', taskNotes: '' },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      data: { name: 'Llamar a Luis', memberships: [{ project: 'p1', section: 's1' }] },
    });
  });

  it('fails at once without a project or a name, without calling Asana', async () => {
    const create = (inputs: Record<string, string>) =>
      asanaConnector.actions?.createTask?.(standIn.ctx, credentials, { inputs, fields: {} });
    expect(await create({ taskName: 'Hola' })).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: projectId.',
    });
    expect(await create({ projectId: 'p1' })).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: taskName.',
    });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    [403, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 403: Nope.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: Nope.' }],
    [400, {}, { ok: false, retryable: false, error: 'HTTP 400: Nope.' }],
    [
      429,
      { 'retry-after': '30' },
      { ok: false, retryable: true, retryAfterMs: 30_000, error: 'HTTP 429: Nope.' },
    ],
    [500, {}, { ok: false, retryable: true, error: 'HTTP 500: Nope.' }],
  ])('maps a %i from Asana to the outcome the queue reads', async (status, headers, expected) => {
    standIn.reply({ status, headers, json: asanaError('Nope.') });
    const outcome = await asanaConnector.actions?.createTask?.(standIn.ctx, credentials, {
      inputs: { projectId: 'p1', taskName: 'Hola' },
      fields: {},
    });
    expect(outcome).toEqual(expected);
  });
});
