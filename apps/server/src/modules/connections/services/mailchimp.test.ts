import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import type { SafeHttpRequest } from '../../../lib/safeHttpRequest';
import { type MailchimpCredentials, mailchimpConnector } from './mailchimp';

const credentials: MailchimpCredentials = { apiKey: '0123456789abcdef0123456789abcdef-us21' };

/** `Basic base64("plubot:<key>")`, written out. */
const HEADERS = { authorization: 'Basic cGx1Ym90OjAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5YWJjZGVmLXVzMjE=' };

/** The member path of ana@plubot.com: the MD5 of the lower-cased e-mail. */
const ANA = '/3.0/lists/aud-1/members/cacd7fd04bc8b8460c495e17d96a9a12';

/** Mailchimp's error body (RFC 7807-like, its words in `detail`). */
const mailchimpError = (status: number, detail: string) => ({
  type: 'about:blank',
  title: 'Error',
  status,
  detail,
});

describe('mailchimpConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the key with GET /3.0/ping', async () => {
    standIn.reply({ json: { health_status: 'Everything’s Chimpy!' } });
    expect(await mailchimpConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/3.0/ping',
      headers: HEADERS,
      body: '',
    });
  });

  it('is refused on 401 with Mailchimp’s detail', async () => {
    standIn.reply({ status: 401, json: mailchimpError(401, 'Your API key may be invalid.') });
    expect(await mailchimpConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Your API key may be invalid.',
    });
  });

  it('calls the key’s own data centre when MAILCHIMP_API_URL is unset', async () => {
    const sent: SafeHttpRequest[] = [];
    const ctx = {
      config: { ...standIn.ctx.config, MAILCHIMP_API_URL: undefined },
      http: async (request: SafeHttpRequest) => {
        sent.push(request);
        return { ok: true as const, status: 200, headers: {}, body: '{}', truncated: false };
      },
    };
    expect(await mailchimpConnector.check(ctx, credentials)).toEqual({ ok: true });
    expect(sent.map((request) => request.url)).toEqual(['https://us21.api.mailchimp.com/3.0/ping']);
  });

  it('reads its key and shows the data centre', () => {
    expect(mailchimpConnector.read({ apiKey: credentials.apiKey })).toEqual(credentials);
    expect(mailchimpConnector.read({ apiKey: '0123456789abcdef0123456789abcdef' })).toBeUndefined();
    expect(mailchimpConnector.secretOf(credentials)).toBe(credentials.apiKey);
    expect(mailchimpConnector.settingsOf(credentials)).toEqual({ dataCenter: 'us21' });
  });

  it('lists the audiences by name', async () => {
    standIn.reply({
      json: {
        lists: [
          { id: 'aud-1', name: 'Clientes' },
          { id: 'aud-2', name: 'Boletín' },
        ],
      },
    });
    expect(
      await mailchimpConnector.choices?.mailchimpAudience?.(standIn.ctx, credentials, undefined),
    ).toEqual({
      ok: true,
      choices: [
        { id: 'aud-1', label: 'Clientes' },
        { id: 'aud-2', label: 'Boletín' },
      ],
    });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/3.0/lists?count=100&fields=lists.id,lists.name',
      headers: HEADERS,
    });
  });

  it('subscribes a new member (pending on double opt-in) and adds the tags', async () => {
    standIn.reply({ json: { id: 'cacd7fd04bc8b8460c495e17d96a9a12', status: 'pending' } }, { status: 204 });
    const outcome = await mailchimpConnector.actions?.subscribe?.(standIn.ctx, credentials, {
      inputs: {
        audienceId: 'aud-1',
        email: ' Ana@Plubot.com',
        firstName: 'Ana',
        lastName: '',
        tags: 'vip, web, ,vip',
        doubleOptIn: 'Sí',
      },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `PUT ${ANA}`,
      `POST ${ANA}/tags`,
    ]);
    expect(standIn.received[0]?.headers).toMatchObject({ ...HEADERS, 'content-type': 'application/json' });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      email_address: 'ana@plubot.com',
      status_if_new: 'pending',
      merge_fields: { FNAME: 'Ana' },
    });
    expect(standIn.received[1]?.headers).toMatchObject(HEADERS);
    expect(JSON.parse(standIn.received[1]?.body ?? '')).toEqual({
      tags: [
        { name: 'vip', status: 'active' },
        { name: 'web', status: 'active' },
      ],
    });
  });

  it('subscribes at once without double opt-in, names or tags, the audience id encoded', async () => {
    standIn.reply({ json: { status: 'subscribed' } });
    const outcome = await mailchimpConnector.actions?.subscribe?.(standIn.ctx, credentials, {
      inputs: { audienceId: 'aud/1', email: 'ana@plubot.com', doubleOptIn: 'no' },
      fields: {},
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /3.0/lists/aud%2F1/members/cacd7fd04bc8b8460c495e17d96a9a12',
    ]);
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      email_address: 'ana@plubot.com',
      status_if_new: 'subscribed',
    });
  });

  it('fails at once on an invalid e-mail, without calling Mailchimp', async () => {
    const outcome = await mailchimpConnector.actions?.subscribe?.(standIn.ctx, credentials, {
      inputs: { audienceId: 'aud-1', email: 'ana plubot.com' },
      fields: {},
    });
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: Nope.' }],
    [
      429,
      { 'retry-after': '3' },
      { ok: false, retryable: true, retryAfterMs: 3000, error: 'HTTP 429: Nope.' },
    ],
    [500, {}, { ok: false, retryable: true, error: 'HTTP 500: Nope.' }],
  ])(
    'maps a %i from Mailchimp to the outcome the queue reads (no tags after a failure)',
    async (status, headers, expected) => {
      standIn.reply({ status, headers, json: mailchimpError(status, 'Nope.') });
      const outcome = await mailchimpConnector.actions?.subscribe?.(standIn.ctx, credentials, {
        inputs: { audienceId: 'aud-1', email: 'ana@plubot.com', tags: 'vip' },
        fields: {},
      });
      expect(outcome).toEqual(expected);
      expect(standIn.received).toHaveLength(1);
    },
  );

  it('reports a failure to tag after the member was written', async () => {
    standIn.reply(
      { json: { status: 'subscribed' } },
      { status: 400, json: mailchimpError(400, 'Invalid Resource') },
    );
    const outcome = await mailchimpConnector.actions?.subscribe?.(standIn.ctx, credentials, {
      inputs: { audienceId: 'aud-1', email: 'ana@plubot.com', tags: 'vip' },
      fields: {},
    });
    expect(outcome).toEqual({ ok: false, retryable: false, error: 'HTTP 400: Invalid Resource' });
  });
});
