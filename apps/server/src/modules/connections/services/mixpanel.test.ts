import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import type { SafeHttpRequest, SafeHttpResult } from '../../../lib/safeHttpRequest';
import { type MixpanelCredentials, mixpanelConnector } from './mixpanel';
import type { ActionRequest } from './serviceConnector';

const TOKEN = '0123456789abcdef0123456789abcdef';
const credentials: MixpanelCredentials = { token: TOKEN, region: 'us' };
/** `Basic base64("<token>:")`: the token as the user name, no password. */
const AUTHORIZATION = `Basic ${Buffer.from(`${TOKEN}:`).toString('base64')}`;
const SESSION = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A `sendEvent` run of a conversation of bot `bot-1`. */
const eventRequest = (event: string, fields: Record<string, string> = {}): ActionRequest => ({
  inputs: { event },
  fields,
  conversation: { sessionId: SESSION, plubotId: 'bot-1', readTranscript: async () => '' },
});

/** `/import?strict=1`'s answer to a batch with one refused event. */
const refusedRecord = (field: string, message: string) => ({
  code: 400,
  error: 'some data points in the request failed validation',
  status: 'Bad Request',
  num_records_imported: 0,
  failed_records: [{ index: 0, insert_id: 'x', field, message }],
});

describe('mixpanelConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  const send = (request: ActionRequest) =>
    mixpanelConnector.actions?.sendEvent?.(standIn.ctx, credentials, request);

  it('checks the token with an event Mixpanel must refuse: a 400 naming it means the token works', async () => {
    standIn.reply({ status: 400, json: refusedRecord('properties.time', "'properties.time' is invalid") });
    expect(await mixpanelConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/import?strict=1',
      headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual([
      {
        event: 'plubot_connection_check',
        properties: {
          time: 1,
          distinct_id: 'plubot-connection-check',
          $insert_id: 'plubot-connection-check',
        },
      },
    ]);
  });

  it('is refused on a 401 with Mixpanel’s words, and unreachable on a 400 that names no event or a 5xx', async () => {
    standIn.reply({ status: 401, json: { code: 401, error: 'Invalid credentials', status: 'Unauthorized' } });
    expect(await mixpanelConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Invalid credentials',
    });
    standIn.reply({ status: 400, json: { code: 400, error: 'unable to parse body', status: 'Bad Request' } });
    expect(await mixpanelConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 400: unable to parse body',
    });
    standIn.reply({ status: 502, json: { error: 'Bad gateway' } });
    expect(await mixpanelConnector.check(standIn.ctx, credentials)).toMatchObject({
      ok: false,
      kind: 'unreachable',
    });
  });

  it('sends the event with the conversation as the user and the fields as properties', async () => {
    standIn.reply({ json: { code: 200, num_records_imported: 1, status: 'OK' } });
    const before = Date.now();
    const outcome = await send(
      eventRequest(' Pidió precio ', { ' Plan elegido ': 'Pro', canal: 'web', vacio: '' }),
    );
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/import?strict=1',
      headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
    });
    const [sent] = JSON.parse(standIn.received[0]?.body ?? '') as [{ properties: { time: number } }];
    expect(sent).toEqual({
      event: 'Pidió precio',
      properties: {
        'Plan elegido': 'Pro',
        canal: 'web',
        time: expect.any(Number),
        distinct_id: SESSION,
        $insert_id: expect.stringMatching(UUID),
        plubot_id: 'bot-1',
      },
    });
    expect(sent.properties.time).toBeGreaterThanOrEqual(before);
    expect(sent.properties.time).toBeLessThanOrEqual(Date.now());
  });

  it('fails at once with the refused event’s reason on a 400', async () => {
    standIn.reply({
      status: 400,
      json: refusedRecord(
        'properties.distinct_id',
        "'properties.distinct_id' is invalid: must not be 'null'",
      ),
    });
    expect(await send(eventRequest('lead'))).toEqual({
      ok: false,
      retryable: false,
      error: "HTTP 400: properties.distinct_id: 'properties.distinct_id' is invalid: must not be 'null'",
    });
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Invalid credentials' }],
    [403, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 403: Invalid credentials' }],
    [413, {}, { ok: false, retryable: false, error: 'HTTP 413: Invalid credentials' }],
    [
      429,
      { 'retry-after': '12' },
      { ok: false, retryable: true, retryAfterMs: 12000, error: 'HTTP 429: Invalid credentials' },
    ],
    [503, {}, { ok: false, retryable: true, error: 'HTTP 503: Invalid credentials' }],
  ])('maps a %i from Mixpanel to the outcome the queue reads', async (status, headers, expected) => {
    standIn.reply({ status, headers, json: { code: status, error: 'Invalid credentials' } });
    expect(await send(eventRequest('lead'))).toEqual(expected);
  });

  it.each([
    ['$identify', {}, '«$identify» está reservado por Mixpanel'],
    ['x'.repeat(256), {}, 'pasa de los 255 caracteres'],
    ['lead', { $email: 'a@b.c' }, '«$email» está reservado por Mixpanel'],
    ['lead', { mp_lib: 'x' }, '«mp_lib» está reservado por Mixpanel'],
    ['lead', { distinct_id: 'x' }, '«distinct_id» lo envía Plubot en cada evento'],
    ['lead', { nota: 'x'.repeat(256) }, 'El valor de «nota» tiene 256 caracteres y Mixpanel admite 255'],
  ])(
    'refuses the event «%s» %j at once, in Spanish, without calling Mixpanel',
    async (event, fields, reason) => {
      const outcome = await send(eventRequest(event, fields));
      expect(outcome).toMatchObject({ ok: false, retryable: false });
      expect(outcome?.ok === false && outcome.error).toContain(reason);
      expect(standIn.received).toHaveLength(0);
    },
  );

  it('fails at once without a conversation, and never lets the token out of an error', async () => {
    expect(await send({ inputs: { event: 'lead' }, fields: {} })).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringContaining('no pertenece a ninguna conversación'),
    });
    standIn.reply({ status: 400, json: refusedRecord('properties.token', `unknown token ${TOKEN}`) });
    expect(await send(eventRequest('lead'))).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 400: properties.token: unknown token ••••',
    });
  });

  it.each([
    ['us', 'https://api.mixpanel.com/import?strict=1'],
    ['eu', 'https://api-eu.mixpanel.com/import?strict=1'],
    ['in', 'https://api-in.mixpanel.com/import?strict=1'],
  ] as const)('calls the %s residency’s host when MIXPANEL_API_URL is unset', async (region, url) => {
    const sent: SafeHttpRequest[] = [];
    const ctx = {
      config: { ...standIn.ctx.config, MIXPANEL_API_URL: undefined },
      http: async (request: SafeHttpRequest): Promise<SafeHttpResult> => {
        sent.push(request);
        return { ok: true, status: 200, headers: {}, body: '{"code":200}', truncated: false };
      },
    };
    expect(
      await mixpanelConnector.actions?.sendEvent?.(ctx, { token: TOKEN, region }, eventRequest('lead')),
    ).toEqual({
      ok: true,
    });
    expect(sent.map((request) => request.url)).toEqual([url]);
  });

  it('reads its credentials (US unless said), shows the residency and keeps the token as the secret', () => {
    expect(mixpanelConnector.read({ token: TOKEN })).toEqual(credentials);
    expect(mixpanelConnector.read({ token: TOKEN, region: 'eu' })).toEqual({ token: TOKEN, region: 'eu' });
    expect(mixpanelConnector.read({ token: 'not-a-token', region: 'us' })).toBeUndefined();
    expect(mixpanelConnector.read({ token: TOKEN, region: 'mars' })).toBeUndefined();
    expect(mixpanelConnector.secretOf(credentials)).toBe(TOKEN);
    expect(mixpanelConnector.settingsOf({ token: TOKEN, region: 'eu' })).toEqual({ region: 'EU' });
  });

  it('offers the conversation’s events without calling Mixpanel', async () => {
    const answer = await mixpanelConnector.choices?.conversationEvent?.(standIn.ctx, credentials, undefined);
    expect(answer?.ok && answer.choices.map((choice) => choice.id)).toEqual([
      'conversation_started',
      'lead',
      'conversation_ended',
      'handoff',
    ]);
    expect(standIn.received).toHaveLength(0);
  });
});
