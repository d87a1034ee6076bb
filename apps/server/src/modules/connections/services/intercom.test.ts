import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type IntercomCredentials, intercomConnector } from './intercom';
import type { ActionRequest } from './serviceConnector';

const credentials: IntercomCredentials = { token: 'dG9rOmFiY2RlZjEyMzQ1Njc4OTA6OjE6MA==' };

const HEADERS = {
  authorization: `Bearer ${credentials.token}`,
  accept: 'application/json',
  'intercom-version': '2.11',
};

const TRANSCRIPT = 'Visitante: Quiero hablar con alguien\nBot: Te paso con el equipo';

/** Intercom's error body. */
const intercomError = (code: string, message: string) => ({
  type: 'error.list',
  request_id: 'req-1',
  errors: [{ code, message }],
});

/** `POST /contacts/search`'s answer with these contacts. */
const found = (...contacts: { id: string; role: string }[]) => ({
  json: {
    type: 'list',
    data: contacts.map((contact) => ({ type: 'contact', ...contact })),
    total_count: contacts.length,
  },
});

let standIn: ConnectorStandIn;

/** Runs `openConversation` in a conversation whose transcript is `transcript`. */
const openConversation = (inputs: Record<string, string>, transcript = TRANSCRIPT) => {
  const conversation: ActionRequest['conversation'] = {
    sessionId: 's-1',
    plubotId: 'p-1',
    readTranscript: async () => transcript,
  };
  return intercomConnector.actions?.openConversation?.(standIn.ctx, credentials, {
    inputs,
    fields: {},
    conversation,
  });
};

const calls = () => standIn.received.map((request) => `${request.method} ${request.url}`);
const bodyOf = (index: number) => JSON.parse(standIn.received[index]?.body ?? '') as unknown;

describe('intercomConnector', () => {
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with GET /me, asking for version 2.11', async () => {
    standIn.reply({ json: { type: 'admin', id: '1', email: 'equipo@empresa.com' } });
    expect(await intercomConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({ method: 'GET', url: '/me', headers: HEADERS, body: '' });
  });

  it('is refused on 401 with Intercom’s words', async () => {
    standIn.reply({ status: 401, json: intercomError('unauthorized', 'Access Token Invalid') });
    expect(await intercomConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Access Token Invalid',
    });
  });

  it('reads its token and shows nothing else', () => {
    expect(intercomConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(intercomConnector.read({ token: 'has spaces in the middle of it' })).toBeUndefined();
    expect(intercomConnector.secretOf(credentials)).toBe(credentials.token);
    expect(intercomConnector.settingsOf(credentials)).toEqual({});
  });

  it('creates a lead for a new e-mail and opens the conversation from it, with the conversation so far', async () => {
    standIn.reply(
      found(),
      { json: { type: 'contact', id: 'c-new', role: 'lead' } },
      { json: { type: 'user_message', id: '2001', conversation_id: '3600' } },
    );
    const outcome = await openConversation({
      email: ' Ana@Plubot.com',
      contactName: 'Ana',
      message: 'Quiere una demo.',
      includeTranscript: 'yes',
    });
    expect(outcome).toEqual({ ok: true });
    expect(calls()).toEqual(['POST /contacts/search', 'POST /contacts', 'POST /conversations']);
    for (const request of standIn.received)
      expect(request.headers).toMatchObject({ ...HEADERS, 'content-type': 'application/json' });
    expect(bodyOf(0)).toEqual({ query: { field: 'email', operator: '=', value: 'ana@plubot.com' } });
    expect(bodyOf(1)).toEqual({ role: 'lead', email: 'ana@plubot.com', name: 'Ana' });
    expect(bodyOf(2)).toEqual({
      from: { type: 'lead', id: 'c-new' },
      body: `Quiere una demo.\n\nConversación con el bot:\n${TRANSCRIPT}`,
    });
  });

  it('writes as the contact that exists, a user before a lead, without the conversation when turned off', async () => {
    standIn.reply(found({ id: 'c-lead', role: 'lead' }, { id: 'c-user', role: 'user' }), {
      json: { id: '2002' },
    });
    await openConversation({ email: 'ana@plubot.com', message: 'Hola', includeTranscript: 'no' });
    expect(calls()).toEqual(['POST /contacts/search', 'POST /conversations']);
    expect(bodyOf(1)).toEqual({ from: { type: 'user', id: 'c-user' }, body: 'Hola' });
  });

  it('reads the contact Intercom names when search had not seen it yet (409)', async () => {
    standIn.reply(
      found(),
      {
        status: 409,
        json: intercomError('conflict', 'A contact matching those details already exists with id=5f1b2c3d'),
      },
      { json: { type: 'contact', id: '5f1b2c3d', role: 'user' } },
      { json: { id: '2003' } },
    );
    expect(await openConversation({ email: 'ana@plubot.com', message: 'Hola' })).toEqual({ ok: true });
    expect(calls()).toEqual([
      'POST /contacts/search',
      'POST /contacts',
      'GET /contacts/5f1b2c3d',
      'POST /conversations',
    ]);
    expect(bodyOf(3)).toEqual({ from: { type: 'user', id: '5f1b2c3d' }, body: 'Hola' });
  });

  it('fails at once on an invalid e-mail or nothing to say, without calling Intercom', async () => {
    expect(await openConversation({ email: 'ana', message: 'Hola' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await openConversation({ email: 'ana@plubot.com', includeTranscript: 'yes' }, '')).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: Nope.' }],
    [
      429,
      { 'retry-after': '5' },
      { ok: false, retryable: true, retryAfterMs: 5000, error: 'HTTP 429: Nope.' },
    ],
    [502, {}, { ok: false, retryable: true, error: 'HTTP 502: Nope.' }],
  ])(
    'maps a %i from Intercom to the outcome the queue reads (nothing sent after)',
    async (status, headers, expected) => {
      standIn.reply({ status, headers, json: intercomError('x', 'Nope.') });
      expect(await openConversation({ email: 'ana@plubot.com', message: 'Hola' })).toEqual(expected);
      expect(standIn.received).toHaveLength(1);
    },
  );

  it('reports a failure to open the conversation after the contact was found', async () => {
    standIn.reply(found({ id: 'c-1', role: 'lead' }), {
      status: 404,
      json: intercomError('not_found', 'User Not Found'),
    });
    expect(await openConversation({ email: 'ana@plubot.com', message: 'Hola' })).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 404: User Not Found',
    });
  });
});
