import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type MondayCredentials, mondayConnector } from './monday';
import { readMondayProblem } from './readMondayProblem';

const credentials: MondayCredentials = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOjEyMzQ1Njc4OSwidWlkIjo0NTY3fQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg',
};

/** monday.com takes the token itself as the header, without a scheme. */
const HEADERS = { authorization: credentials.token, 'content-type': 'application/json' };

/** A GraphQL error as monday.com gives it (API 2024-01 and later), usually with HTTP 200. */
const graphQlError = (message: string, extensions: Record<string, unknown>) => ({
  errors: [{ message, locations: [{ line: 1, column: 30 }], path: ['create_item'], extensions }],
  account_id: 123456,
});

/** The GraphQL request of one received call. */
const graphQlOf = (index: number, standIn: ConnectorStandIn) =>
  JSON.parse(standIn.received[index]?.body ?? '') as { query: string; variables?: unknown };

describe('mondayConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with the `me` query, POSTed to /v2', async () => {
    standIn.reply({ json: { data: { me: { id: '4567' } }, account_id: 123456 } });
    expect(await mondayConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({ method: 'POST', url: '/v2', headers: HEADERS });
    expect(graphQlOf(0, standIn)).toEqual({ query: 'query { me { id } }' });
  });

  it('is refused on a 401, in either of monday.com’s error shapes', async () => {
    standIn.reply(
      {
        status: 401,
        json: { errors: [{ message: 'Not Authenticated', extensions: { code: 'UNAUTHENTICATED' } }] },
      },
      { status: 401, json: { error_message: 'Not Authenticated', status_code: 401 } },
    );
    const refused = {
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Not Authenticated (UNAUTHENTICATED)',
    };
    expect(await mondayConnector.check(standIn.ctx, credentials)).toEqual(refused);
    expect(await mondayConnector.check(standIn.ctx, credentials)).toEqual({
      ...refused,
      reason: 'HTTP 401: Not Authenticated',
    });
  });

  it('reads its token and shows nothing else', () => {
    expect(mondayConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(mondayConnector.read({ token: 'too-short' })).toBeUndefined();
    expect(mondayConnector.secretOf(credentials)).toBe(credentials.token);
    expect(mondayConnector.settingsOf(credentials)).toEqual({});
  });

  it('lists the active boards (not subitem boards) and a board’s groups', async () => {
    standIn.reply(
      {
        json: {
          data: {
            boards: [
              { id: '111', name: 'Pedidos', type: 'board' },
              { id: '112', name: 'Subelementos de Pedidos', type: 'sub_items_board' },
              { id: '113', name: 'Soporte', type: 'board' },
            ],
          },
        },
      },
      {
        json: {
          data: {
            boards: [
              {
                groups: [
                  { id: 'topics', title: 'Nuevos' },
                  { id: 'group_2', title: 'Hechos' },
                ],
              },
            ],
          },
        },
      },
    );
    expect(await mondayConnector.choices?.mondayBoard?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [
        { id: '111', label: 'Pedidos' },
        { id: '113', label: 'Soporte' },
      ],
    });
    expect(await mondayConnector.choices?.mondayGroup?.(standIn.ctx, credentials, ' 111 ')).toEqual({
      ok: true,
      choices: [
        { id: 'topics', label: 'Nuevos' },
        { id: 'group_2', label: 'Hechos' },
      ],
    });
    expect(graphQlOf(0, standIn)).toEqual({
      query: 'query { boards(limit: 200, state: active) { id name type } }',
    });
    expect(graphQlOf(1, standIn)).toEqual({
      query: 'query ($board: [ID!]) { boards(ids: $board) { groups { id title } } }',
      variables: { board: ['111'] },
    });
  });

  it('says a board it cannot see has no groups to list, and needs a board first', async () => {
    standIn.reply({ json: { data: { boards: [] } } });
    expect(await mondayConnector.choices?.mondayGroup?.(standIn.ctx, credentials, '999')).toEqual({
      ok: false,
      error: 'HTTP 404: board not found',
    });
    expect(await mondayConnector.choices?.mondayGroup?.(standIn.ctx, credentials, '')).toMatchObject({
      ok: false,
    });
    expect(standIn.received).toHaveLength(1);
  });

  it('creates an item in the chosen group and posts the update on it', async () => {
    standIn.reply(
      { json: { data: { create_item: { id: '9001' } }, account_id: 123456 } },
      { json: { data: { create_update: { id: '77' } } } },
    );
    const outcome = await mondayConnector.actions?.createItem?.(standIn.ctx, credentials, {
      inputs: {
        boardId: '111',
        groupId: 'topics',
        itemName: ' Pedido de Ana ',
        itemUpdate: 'Dos <cajas>\nYa',
      },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v2',
      'POST /v2',
    ]);
    expect(graphQlOf(0, standIn)).toEqual({
      query:
        'mutation ($board: ID!, $group: String!, $name: String!) ' +
        '{ create_item(board_id: $board, group_id: $group, item_name: $name) { id } }',
      variables: { board: '111', group: 'topics', name: 'Pedido de Ana' },
    });
    expect(graphQlOf(1, standIn)).toEqual({
      query: 'mutation ($item: ID!, $body: String!) { create_update(item_id: $item, body: $body) { id } }',
      variables: { item: '9001', body: 'Dos &lt;cajas&gt;<br>Ya' },
    });
    for (const request of standIn.received) expect(request.headers).toMatchObject(HEADERS);
  });

  it('creates an item in the board’s first group without an update, its name cut to 255', async () => {
    standIn.reply({ json: { data: { create_item: { id: '9002' } } } });
    const outcome = await mondayConnector.actions?.createItem?.(standIn.ctx, credentials, {
      inputs: { boardId: '111', itemName: 'x'.repeat(300) },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(graphQlOf(0, standIn)).toEqual({
      query:
        'mutation ($board: ID!, $name: String!) { create_item(board_id: $board, item_name: $name) { id } }',
      variables: { board: '111', name: 'x'.repeat(255) },
    });
  });

  it('fails at once without a board or a name, without calling monday.com', async () => {
    const create = (inputs: Record<string, string>) =>
      mondayConnector.actions?.createItem?.(standIn.ctx, credentials, { inputs, fields: {} });
    expect(await create({ itemName: 'Hola' })).toMatchObject({ ok: false, retryable: false });
    expect(await create({ boardId: '111', itemName: '  ' })).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: itemName.',
    });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [
      'an unknown board (HTTP 200)',
      { json: graphQlError('Board not found', { code: 'ResourceNotFoundException', status_code: 404 }) },
      { ok: false, retryable: false, error: 'HTTP 404: Board not found (ResourceNotFoundException)' },
    ],
    [
      'an invalid board id in the older shape (HTTP 200)',
      {
        json: {
          error_code: 'InvalidBoardIdException',
          error_message: 'Board not found',
          status_code: 200,
          error_data: { board_id: 5 },
        },
      },
      { ok: false, retryable: false, error: 'HTTP 404: Board not found (InvalidBoardIdException)' },
    ],
    [
      'a user without rights to the board (HTTP 200)',
      { json: graphQlError('User unauthorized to perform action', { code: 'UserUnauthorizedException' }) },
      {
        ok: false,
        retryable: false,
        refused: true,
        error: 'HTTP 403: User unauthorized to perform action (UserUnauthorizedException)',
      },
    ],
    [
      'a column or argument monday.com rejects (HTTP 200)',
      { json: graphQlError('Item name too long', { code: 'ItemNameTooLongException' }) },
      { ok: false, retryable: false, error: 'HTTP 400: Item name too long (ItemNameTooLongException)' },
    ],
    [
      'an exhausted complexity budget (API 2025-01 and later)',
      {
        json: graphQlError('Complexity budget exhausted', {
          code: 'COMPLEXITY_BUDGET_EXHAUSTED',
          retry_in_seconds: 12,
        }),
      },
      {
        ok: false,
        retryable: true,
        retryAfterMs: 12_000,
        error: 'HTTP 429: Complexity budget exhausted (COMPLEXITY_BUDGET_EXHAUSTED)',
      },
    ],
    [
      'the older complexity error, its wait in its words',
      {
        status: 429,
        json: {
          error_code: 'ComplexityException',
          status_code: 429,
          error_message:
            'Complexity budget exhausted, query cost 30001 budget remaining 19986 out of 1000000 reset in 3 seconds',
          errors: [
            'Complexity budget exhausted, query cost 30001 budget remaining 19986 out of 1000000 reset in 3 seconds',
          ],
        },
      },
      {
        ok: false,
        retryable: true,
        retryAfterMs: 3000,
        error:
          'HTTP 429: Complexity budget exhausted, query cost 30001 budget remaining 19986 out of 1000000 reset in 3 seconds (ComplexityException)',
      },
    ],
    [
      'the minute rate limit, with Retry-After',
      {
        status: 429,
        headers: { 'retry-after': '20' },
        json: { errors: [{ message: 'Rate limit exceeded', extensions: { code: 'RATE_LIMIT_EXCEEDED' } }] },
      },
      {
        ok: false,
        retryable: true,
        retryAfterMs: 20_000,
        error: 'HTTP 429: Rate limit exceeded (RATE_LIMIT_EXCEEDED)',
      },
    ],
    [
      'a server error with an HTML page',
      { status: 502, headers: { 'content-type': 'text/html' }, text: '<html>Bad gateway</html>' },
      { ok: false, retryable: true, error: 'HTTP 502' },
    ],
  ])('maps %s to the outcome the queue reads', async (_case, answer, expected) => {
    standIn.reply(answer);
    const outcome = await mondayConnector.actions?.createItem?.(standIn.ctx, credentials, {
      inputs: { boardId: '111', itemName: 'Hola', itemUpdate: 'no llega' },
      fields: {},
    });
    expect(outcome).toEqual(expected);
    expect(standIn.received).toHaveLength(1);
  });

  it('never retries an item whose update failed (the item is already there), unless the token is refused', async () => {
    const created = { json: { data: { create_item: { id: '9003' } } } };
    standIn.reply(created, {
      status: 500,
      json: { error_message: 'Internal server error', status_code: 500 },
    });
    const create = () =>
      mondayConnector.actions?.createItem?.(standIn.ctx, credentials, {
        inputs: { boardId: '111', itemName: 'Hola', itemUpdate: 'Detalle' },
        fields: {},
      });
    expect(await create()).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 500: Internal server error (item 9003)',
    });
    standIn.reply(created, { status: 401, json: { error_message: 'Not Authenticated', status_code: 401 } });
    expect(await create()).toEqual({
      ok: false,
      retryable: false,
      refused: true,
      error: 'HTTP 401: Not Authenticated',
    });
  });

  it('keeps the token out of its errors', async () => {
    standIn.reply({
      json: graphQlError(`Bad token ${credentials.token}`, { code: 'InvalidArgumentException' }),
    });
    const outcome = await mondayConnector.actions?.createItem?.(standIn.ctx, credentials, {
      inputs: { boardId: '111', itemName: 'Hola' },
      fields: {},
    });
    expect(outcome).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 400: Bad token •••• (InvalidArgumentException)',
    });
  });
});

describe('readMondayProblem', () => {
  it('finds no problem in a success', () => {
    expect(readMondayProblem('{"data":{"me":{"id":"1"}},"account_id":1}', 200)).toBeUndefined();
    expect(readMondayProblem('', 200)).toBeUndefined();
  });

  it('leaves an error without monday.com’s words to its HTTP status', () => {
    expect(readMondayProblem('<html>oops</html>', 500)).toBeUndefined();
    expect(readMondayProblem('{"errors":[{"message":"Internal error"}]}', 500)).toEqual({
      status: 500,
      message: 'Internal error',
    });
  });
});
