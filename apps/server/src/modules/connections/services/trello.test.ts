import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type TrelloCredentials, trelloConnector } from './trello';

const credentials: TrelloCredentials = {
  apiKey: '0123456789abcdef0123456789abcdef',
  token: 'ATTA0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefA1B2C3D4',
};

/** Trello's header form of the key and token, written out. */
const HEADERS = {
  authorization:
    'OAuth oauth_consumer_key="0123456789abcdef0123456789abcdef", ' +
    'oauth_token="ATTA0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefA1B2C3D4"',
};

/** Trello answers most errors as plain text. */
const text = (status: number, body: string, headers: Record<string, string> = {}) => ({
  status,
  headers,
  text: body,
});

describe('trelloConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the key and token with GET /1/members/me, sending neither in the URL', async () => {
    standIn.reply({ json: { id: 'm1', username: 'ana' } });
    expect(await trelloConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/1/members/me?fields=username',
      headers: HEADERS,
      body: '',
    });
  });

  it('is refused with Trello’s own plain-text words on 401, unreachable on 500', async () => {
    standIn.reply(text(401, 'invalid token'), text(500, 'Internal error'));
    expect(await trelloConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: invalid token',
    });
    expect(await trelloConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 500: Internal error',
    });
  });

  it('reads its key and token and shows only the token’s end', () => {
    expect(trelloConnector.read({ apiKey: credentials.apiKey, token: credentials.token })).toEqual(
      credentials,
    );
    expect(trelloConnector.read({ apiKey: 'not-hex', token: credentials.token })).toBeUndefined();
    expect(trelloConnector.read({ token: credentials.token })).toBeUndefined();
    expect(trelloConnector.secretOf(credentials)).toBe(credentials.token);
    expect(trelloConnector.settingsOf(credentials)).toEqual({});
  });

  it('lists the open boards, and the open lists of one board', async () => {
    standIn.reply(
      {
        json: [
          { id: 'b1', name: 'Soporte' },
          { id: 'b2', name: 'Ventas' },
        ],
      },
      { json: [{ id: 'l1', name: 'Por hacer' }] },
    );
    expect(await trelloConnector.choices?.trelloBoard?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [
        { id: 'b1', label: 'Soporte' },
        { id: 'b2', label: 'Ventas' },
      ],
    });
    expect(await trelloConnector.choices?.trelloList?.(standIn.ctx, credentials, ' b/1 ')).toEqual({
      ok: true,
      choices: [{ id: 'l1', label: 'Por hacer' }],
    });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /1/members/me/boards?filter=open&fields=name',
      'GET /1/boards/b%2F1/lists?filter=open&fields=name',
    ]);
    expect(standIn.received[1]?.headers).toMatchObject(HEADERS);
  });

  it('needs a board to list lists, and says when Trello answers something else', async () => {
    expect(await trelloConnector.choices?.trelloList?.(standIn.ctx, credentials, '  ')).toMatchObject({
      ok: false,
    });
    expect(standIn.received).toHaveLength(0);
    standIn.reply({ json: { boards: [] } });
    expect(await trelloConnector.choices?.trelloBoard?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: false,
      error: 'HTTP 200: el servicio respondió algo inesperado.',
    });
  });

  it('creates a card at the bottom of the list with its name and description', async () => {
    standIn.reply({ json: { id: 'c1', url: 'https://trello.com/c/abc' } });
    const outcome = await trelloConnector.actions?.createCard?.(standIn.ctx, credentials, {
      inputs: {
        boardId: 'b1',
        listId: ' l1 ',
        cardName: ' Pedido de Ana ',
        cardDescription: 'Quiere 2 cajas\nLlamar por la tarde',
      },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/1/cards',
      headers: { ...HEADERS, 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      idList: 'l1',
      name: 'Pedido de Ana',
      desc: 'Quiere 2 cajas\nLlamar por la tarde',
      pos: 'bottom',
    });
  });

  it('leaves the description out when empty, and fails at once without a list or a name', async () => {
    const create = (inputs: Record<string, string>) =>
      trelloConnector.actions?.createCard?.(standIn.ctx, credentials, { inputs, fields: {} });
    expect(await create({ listId: 'l1', cardName: 'Hola', cardDescription: '  ' })).toEqual({ ok: true });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      idList: 'l1',
      name: 'Hola',
      pos: 'bottom',
    });
    expect(await create({ cardName: 'Hola' })).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: listId.',
    });
    expect(await create({ listId: 'l1', cardName: ' ' })).toMatchObject({ ok: false, retryable: false });
    expect(standIn.received).toHaveLength(1);
  });

  it.each([
    [
      401,
      {},
      'invalid token',
      { ok: false, retryable: false, refused: true, error: 'HTTP 401: invalid token' },
    ],
    [
      404,
      {},
      'The requested resource was not found.',
      { ok: false, retryable: false, error: 'HTTP 404: The requested resource was not found.' },
    ],
    [
      429,
      { 'retry-after': '10' },
      'Rate limit exceeded',
      { ok: false, retryable: true, retryAfterMs: 10_000, error: 'HTTP 429: Rate limit exceeded' },
    ],
    [503, {}, 'Service Unavailable', { ok: false, retryable: true, error: 'HTTP 503: Service Unavailable' }],
  ])('maps a %i from Trello to the outcome the queue reads', async (status, headers, body, expected) => {
    standIn.reply(text(status, body, headers));
    const outcome = await trelloConnector.actions?.createCard?.(standIn.ctx, credentials, {
      inputs: { listId: 'l1', cardName: 'Hola' },
      fields: {},
    });
    expect(outcome).toEqual(expected);
  });

  it('reads Trello’s JSON errors too, and never lets the key or the token out', async () => {
    standIn.reply(
      { status: 429, json: { error: 'API_TOKEN_LIMIT_EXCEEDED', message: 'Rate limit exceeded' } },
      { status: 400, json: { message: `invalid key ${credentials.apiKey} for token ${credentials.token}` } },
    );
    const create = () =>
      trelloConnector.actions?.createCard?.(standIn.ctx, credentials, {
        inputs: { listId: 'l1', cardName: 'Hola' },
        fields: {},
      });
    expect(await create()).toEqual({ ok: false, retryable: true, error: 'HTTP 429: Rate limit exceeded' });
    expect(await create()).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 400: invalid key •••• for token ••••',
    });
  });
});
