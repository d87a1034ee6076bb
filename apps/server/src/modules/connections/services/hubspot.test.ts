import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type HubspotCredentials, hubspotConnector } from './hubspot';

const credentials: HubspotCredentials = { token: 'pat-na1-11112222-3333-4444-5555-666677778888' };

const HEADERS = { authorization: `Bearer ${credentials.token}` };

/** HubSpot's error body (`{"status":"error","message":…,"category":…}`). */
const hubspotError = (message: string) => ({ status: 'error', message, correlationId: 'c-1', category: 'X' });

describe('hubspotConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token by listing one contact', async () => {
    standIn.reply({ json: { results: [] } });
    expect(await hubspotConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/crm/v3/objects/contacts?limit=1',
      headers: HEADERS,
      body: '',
    });
  });

  it('is refused on 401 and 403 with HubSpot’s own words', async () => {
    standIn.reply(
      { status: 401, json: hubspotError('Authentication credentials not found.') },
      { status: 403, json: hubspotError('This app hasn’t been granted all required scopes.') },
    );
    expect(await hubspotConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Authentication credentials not found.',
    });
    expect(await hubspotConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 403: This app hasn’t been granted all required scopes.',
    });
  });

  it('reads and shows its token', () => {
    expect(hubspotConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(hubspotConnector.read({})).toBeUndefined();
    expect(hubspotConnector.secretOf(credentials)).toBe(credentials.token);
  });

  it('upserts a contact by its lower-cased e-mail with the filled inputs and fields', async () => {
    standIn.reply({ json: { status: 'COMPLETE', results: [{ id: '501' }] } });
    const outcome = await hubspotConnector.actions?.upsertContact?.(standIn.ctx, credentials, {
      inputs: { email: ' Ana@Plubot.com ', firstname: 'Ana', lastname: '', phone: '+34 600', company: ' ' },
      fields: { lifecyclestage: 'lead', plubot_origen: 'web', email: 'otra@plubot.com', vacio: '' },
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/crm/v3/objects/contacts/batch/upsert',
      headers: { ...HEADERS, 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'ana@plubot.com',
          properties: {
            email: 'ana@plubot.com',
            firstname: 'Ana',
            phone: '+34 600',
            lifecyclestage: 'lead',
            plubot_origen: 'web',
          },
        },
      ],
    });
  });

  it('fails at once on an invalid e-mail, without calling HubSpot', async () => {
    const outcome = await hubspotConnector.actions?.upsertContact?.(standIn.ctx, credentials, {
      inputs: { email: 'ana@' },
      fields: {},
    });
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(standIn.received).toHaveLength(0);
  });

  it('fails at once when the batch answers 207 with errors', async () => {
    standIn.reply({
      status: 207,
      json: {
        status: 'COMPLETE',
        results: [],
        errors: [{ status: 'error', message: 'Property "x" does not exist' }],
      },
    });
    const outcome = await hubspotConnector.actions?.upsertContact?.(standIn.ctx, credentials, {
      inputs: { email: 'ana@plubot.com' },
      fields: { x: '1' },
    });
    expect(outcome).toEqual({ ok: false, retryable: false, error: 'HTTP 207: Property "x" does not exist' });
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: Nope.' }],
    [
      429,
      { 'retry-after': '10' },
      { ok: false, retryable: true, retryAfterMs: 10_000, error: 'HTTP 429: Nope.' },
    ],
    [500, {}, { ok: false, retryable: true, error: 'HTTP 500: Nope.' }],
  ])('maps a %i from HubSpot to the outcome the queue reads', async (status, headers, expected) => {
    standIn.reply({ status, headers, json: hubspotError('Nope.') });
    const outcome = await hubspotConnector.actions?.upsertContact?.(standIn.ctx, credentials, {
      inputs: { email: 'ana@plubot.com' },
      fields: {},
    });
    expect(outcome).toEqual(expected);
  });

  it('adds a note to the contact read by e-mail, associated as HubSpot defines', async () => {
    standIn.reply(
      { json: { id: '501', properties: { email: 'ana@plubot.com' } } },
      { status: 201, json: { id: 'n1' } },
    );
    const before = Date.now();
    const outcome = await hubspotConnector.actions?.addNote?.(standIn.ctx, credentials, {
      inputs: { email: 'ANA@plubot.com', note: 'Quiere una demo <hoy>\n& mañana' },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /crm/v3/objects/contacts/ana%40plubot.com?idProperty=email&properties=email',
      'POST /crm/v3/objects/notes',
    ]);
    expect(standIn.received[0]?.headers.authorization).toBe(HEADERS.authorization);
    expect(standIn.received[0]?.body).toBe('');
    const note = JSON.parse(standIn.received[1]?.body ?? '');
    expect(note).toEqual({
      properties: {
        hs_note_body: 'Quiere una demo &lt;hoy&gt;<br>&amp; mañana',
        hs_timestamp: expect.any(String),
      },
      associations: [
        { to: { id: '501' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 }] },
      ],
    });
    const timestamp = Date.parse(note.properties.hs_timestamp);
    expect(note.properties.hs_timestamp).toBe(new Date(timestamp).toISOString());
    expect(timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('tries a note again later while no contact has the e-mail (its upsert may still be queued)', async () => {
    standIn.reply({ status: 404, json: hubspotError('Object not found.  objectId are usually numeric.') });
    const outcome = await hubspotConnector.actions?.addNote?.(standIn.ctx, credentials, {
      inputs: { email: 'nadie@plubot.com', note: 'Hola' },
      fields: {},
    });
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      error: 'HubSpot no tiene ningún contacto con ese correo.',
    });
    expect(standIn.received).toHaveLength(1);
  });

  it('retries a note when reading the contact is rate limited', async () => {
    standIn.reply({
      status: 429,
      headers: { 'retry-after': '2' },
      json: hubspotError('You have reached your secondly limit.'),
    });
    const outcome = await hubspotConnector.actions?.addNote?.(standIn.ctx, credentials, {
      inputs: { email: 'ana@plubot.com', note: 'Hola' },
      fields: {},
    });
    expect(outcome).toEqual({
      ok: false,
      retryable: true,
      retryAfterMs: 2000,
      error: 'HTTP 429: You have reached your secondly limit.',
    });
  });
});
