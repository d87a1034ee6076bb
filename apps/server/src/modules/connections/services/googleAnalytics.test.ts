import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import type { SafeHttpRequest, SafeHttpResult } from '../../../lib/safeHttpRequest';
import { type GoogleAnalyticsCredentials, googleAnalyticsConnector, toGa4SessionId } from './googleAnalytics';
import type { ActionRequest } from './serviceConnector';

const SECRET = 'Xy9-aBcD_eFgHiJkLmNoPq';
const credentials: GoogleAnalyticsCredentials = { measurementId: 'G-AB12CD34EF', apiSecret: SECRET };
const QUERY = `measurement_id=G-AB12CD34EF&api_secret=${SECRET}`;
const SESSION = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';
/** The first 12 hex digits of the session id, as a number. */
const SESSION_NUMBER = String(0x3f2a9c1e7b4d);

/** A `sendEvent` run of a conversation of bot `bot-1`. */
const eventRequest = (event: string, fields: Record<string, string> = {}): ActionRequest => ({
  inputs: { event },
  fields,
  conversation: { sessionId: SESSION, plubotId: 'bot-1', readTranscript: async () => '' },
});

describe('googleAnalyticsConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  const send = (request: ActionRequest) =>
    googleAnalyticsConnector.actions?.sendEvent?.(standIn.ctx, credentials, request);

  it('checks the stream with a sample event on the validation server', async () => {
    standIn.reply({ json: { validationMessages: [] } });
    expect(await googleAnalyticsConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: `/debug/mp/collect?${QUERY}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      client_id: 'plubot-connection-check',
      events: [{ name: 'conversation_started', params: { session_id: '1', engagement_time_msec: 100 } }],
    });
  });

  it('is refused with the validation server’s first message, and unreachable on a 5xx', async () => {
    standIn.reply({
      json: {
        validationMessages: [
          {
            fieldPath: 'measurement_id',
            description: 'Measurement ID G-AB12CD34EF is not valid.',
            validationCode: 'VALUE_INVALID',
          },
        ],
      },
    });
    expect(await googleAnalyticsConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'measurement_id: Measurement ID G-AB12CD34EF is not valid.',
    });
    standIn.reply({ status: 503, json: { error: { code: 503, message: 'Backend Error' } } });
    expect(await googleAnalyticsConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 503: Backend Error',
    });
  });

  it('sends the event with the conversation as the visitor and its fields as parameters', async () => {
    standIn.reply({ status: 204 });
    const outcome = await send(eventRequest(' lead ', { ' plan ': 'Pro', canal: 'web', vacio: '  ' }));
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: `/mp/collect?${QUERY}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      client_id: SESSION,
      events: [
        {
          name: 'lead',
          params: {
            plan: 'Pro',
            canal: 'web',
            session_id: SESSION_NUMBER,
            engagement_time_msec: 100,
            plubot_id: 'bot-1',
          },
        },
      ],
    });
  });

  it('gives every event of one conversation the same session number', () => {
    expect(toGa4SessionId(SESSION)).toBe(SESSION_NUMBER);
    expect(toGa4SessionId(SESSION)).toBe(toGa4SessionId(SESSION.toUpperCase()));
    expect(toGa4SessionId('0a2a9c1e-0000-4000-8000-000000000000')).not.toBe(SESSION_NUMBER);
  });

  it.each([
    ['1_evento', {}, '«1_evento» no vale como nombre en Google Analytics'],
    ['pidió precio', {}, '«pidió precio» no vale como nombre en Google Analytics'],
    ['x'.repeat(41), {}, 'pasa de los 40 caracteres'],
    ['ga_lead', {}, '«ga_lead» está reservado por Google Analytics'],
    ['Firebase_x', {}, '«Firebase_x» está reservado'],
    ['session_start', {}, '«session_start» está reservado'],
    ['lead', { google_id: '1' }, '«google_id» está reservado'],
    ['lead', { 'mi campo': '1' }, '«mi campo» no vale como nombre'],
    ['lead', { session_id: '1' }, '«session_id» lo envía Plubot en cada evento'],
    [
      'lead',
      { plan: 'x'.repeat(101) },
      'El valor de «plan» tiene 101 caracteres y Google Analytics admite 100',
    ],
    [
      'lead',
      Object.fromEntries(Array.from({ length: 23 }, (_, index) => [`p${index}`, 'x'])),
      'Google Analytics admite 22 parámetros tuyos por evento y este nodo envía 23',
    ],
  ])(
    'refuses the event «%s» %j at once, in Spanish, without calling Google',
    async (event, fields, reason) => {
      const outcome = await send(eventRequest(event, fields));
      expect(outcome).toMatchObject({ ok: false, retryable: false });
      expect(outcome?.ok === false && outcome.error).toContain(reason);
      expect(standIn.received).toHaveLength(0);
    },
  );

  it('takes names and values right at the limits, in any alphabet', async () => {
    const fields = Object.fromEntries(Array.from({ length: 22 }, (_, index) => [`p${index}`, 'x']));
    fields.p0 = 'ñ'.repeat(100);
    fields.categoría = '🙂'.repeat(100);
    delete fields.p1;
    expect(await send(eventRequest(`e${'x'.repeat(39)}`, fields))).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
  });

  it('fails at once without an event name or without a conversation', async () => {
    expect(await send(eventRequest('  '))).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: event.',
    });
    expect(await send({ inputs: { event: 'lead' }, fields: {} })).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringContaining('no pertenece a ninguna conversación'),
    });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    [403, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 403: Nope.' }],
    [400, {}, { ok: false, retryable: false, error: 'HTTP 400: Nope.' }],
    [
      429,
      { 'retry-after': '7' },
      { ok: false, retryable: true, retryAfterMs: 7000, error: 'HTTP 429: Nope.' },
    ],
    [500, {}, { ok: false, retryable: true, error: 'HTTP 500: Nope.' }],
  ])('maps a %i from Google to the outcome the queue reads', async (status, headers, expected) => {
    standIn.reply({ status, headers, json: { error: { code: status, message: 'Nope.' } } });
    expect(await send(eventRequest('lead'))).toEqual(expected);
  });

  it('never lets the API secret out of an error, as sent in the query string or echoed', async () => {
    standIn.reply({ status: 400, json: { error: { message: `Bad request /mp/collect?${QUERY}` } } });
    const echoed = await send(eventRequest('lead'));
    expect(echoed).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 400: Bad request /mp/collect?measurement_id=G-AB12CD34EF&api_secret=••••',
    });
    const slow = {
      config: standIn.ctx.config,
      http: async (request: SafeHttpRequest): Promise<SafeHttpResult> => ({
        ok: false,
        error: 'timeout',
        detail: request.url,
      }),
    };
    const timedOut = await googleAnalyticsConnector.actions?.sendEvent?.(
      slow,
      credentials,
      eventRequest('lead'),
    );
    expect(timedOut).toMatchObject({ ok: false, retryable: true });
    expect(JSON.stringify(timedOut)).not.toContain(SECRET);
    const check = await googleAnalyticsConnector.check(slow, credentials);
    expect(check).toMatchObject({ ok: false, kind: 'unreachable' });
    expect(JSON.stringify(check)).not.toContain(SECRET);
  });

  it('hides a secret whose characters the query string encodes', async () => {
    const odd = { measurementId: 'G-AB12CD34EF', apiSecret: 'Ab~cd!ef(gh)ij*kl' };
    const sent: string[] = [];
    const slow = {
      config: standIn.ctx.config,
      http: async (request: SafeHttpRequest): Promise<SafeHttpResult> => {
        sent.push(request.url);
        return { ok: false, error: 'timeout', detail: request.url };
      },
    };
    const outcome = await googleAnalyticsConnector.actions?.sendEvent?.(slow, odd, eventRequest('lead'));
    expect(sent[0]).toContain('api_secret=Ab%7Ecd%21ef%28gh%29ij*kl');
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    expect(outcome?.ok === false && outcome.error).toContain('api_secret=••••');
    // An address long enough for the error's 300 characters to end inside the secret.
    const far = { ...slow, config: { ...slow.config, GA4_API_URL: `http://127.0.0.1:1/${'x'.repeat(211)}` } };
    const cut = await googleAnalyticsConnector.actions?.sendEvent?.(far, odd, eventRequest('lead'));
    expect(cut?.ok === false && cut.error).toContain('api_secret=••••');
    expect(cut?.ok === false && cut.error).not.toContain('Ab%7E');
    expect(cut?.ok === false && cut.error).not.toContain('Ab~');
  });

  it('calls Google’s own address when GA4_API_URL is left as it is', async () => {
    const sent: SafeHttpRequest[] = [];
    const ctx = {
      config: { ...standIn.ctx.config, GA4_API_URL: 'https://www.google-analytics.com' },
      http: async (request: SafeHttpRequest): Promise<SafeHttpResult> => {
        sent.push(request);
        return { ok: true, status: 204, headers: {}, body: '', truncated: false };
      },
    };
    expect(
      await googleAnalyticsConnector.actions?.sendEvent?.(ctx, credentials, eventRequest('lead')),
    ).toEqual({
      ok: true,
    });
    expect(sent.map((request) => request.url)).toEqual([
      `https://www.google-analytics.com/mp/collect?${QUERY}`,
    ]);
  });

  it('reads its credentials, shows the measurement id and keeps the secret as the secret', () => {
    expect(googleAnalyticsConnector.read({ measurementId: ' g-ab12cd34ef ', apiSecret: SECRET })).toEqual(
      credentials,
    );
    expect(googleAnalyticsConnector.read({ measurementId: 'UA-1234-1', apiSecret: SECRET })).toBeUndefined();
    expect(googleAnalyticsConnector.secretOf(credentials)).toBe(SECRET);
    expect(googleAnalyticsConnector.settingsOf(credentials)).toEqual({ measurementId: 'G-AB12CD34EF' });
  });

  it('offers the conversation’s events with Spanish labels, without calling Google', async () => {
    expect(
      await googleAnalyticsConnector.choices?.conversationEvent?.(standIn.ctx, credentials, undefined),
    ).toEqual({
      ok: true,
      choices: [
        { id: 'conversation_started', label: 'Conversación iniciada (conversation_started)' },
        { id: 'lead', label: 'Contacto conseguido (lead)' },
        { id: 'conversation_ended', label: 'Conversación terminada (conversation_ended)' },
        { id: 'handoff', label: 'Pasó a una persona (handoff)' },
      ],
    });
    expect(standIn.received).toHaveLength(0);
  });
});
