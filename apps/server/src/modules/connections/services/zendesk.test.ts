import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import type { SafeHttpRequest } from '../../../lib/safeHttpRequest';
import type { ActionRequest } from './serviceConnector';
import { type ZendeskCredentials, zendeskConnector } from './zendesk';

const credentials: ZendeskCredentials = {
  subdomain: 'empresa',
  email: 'soporte@empresa.com',
  token: 'Abc123def456GHI789jkl012MNO345pqr678STU9',
};

/** `Basic base64("soporte@empresa.com/token:<token>")`, written out. */
const HEADERS = {
  authorization:
    'Basic c29wb3J0ZUBlbXByZXNhLmNvbS90b2tlbjpBYmMxMjNkZWY0NTZHSEk3ODlqa2wwMTJNTk8zNDVwcXI2NzhTVFU5',
  accept: 'application/json',
};

const TRANSCRIPT = 'Visitante: Mi pedido no llegó\nBot: ¿Me das tu correo?\nVisitante: ana@plubot.com';

let standIn: ConnectorStandIn;

/** Runs `openTicket` in a conversation whose transcript is `transcript`. */
const openTicket = (inputs: Record<string, string>, transcript = TRANSCRIPT) => {
  const conversation: ActionRequest['conversation'] = {
    sessionId: 's-1',
    plubotId: 'p-1',
    readTranscript: async () => transcript,
  };
  return zendeskConnector.actions?.openTicket?.(standIn.ctx, credentials, {
    inputs,
    fields: {},
    conversation,
  });
};

/** The ticket body the stand-in received first. */
const sentTicket = () => JSON.parse(standIn.received[0]?.body ?? '') as unknown;

describe('zendeskConnector', () => {
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the e-mail and token with GET /api/v2/users/me.json', async () => {
    standIn.reply({ json: { user: { id: 42, name: 'Soporte', role: 'admin' } } });
    expect(await zendeskConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/api/v2/users/me.json',
      headers: HEADERS,
      body: '',
    });
  });

  it('takes Zendesk’s anonymous user for a refusal, and its 401 words', async () => {
    standIn.reply({ json: { user: { id: null, name: 'Anonymous user', role: 'end-user' } } });
    expect(await zendeskConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 200: Anonymous user',
    });
    standIn.reply({ status: 401, json: { error: "Couldn't authenticate you" } });
    expect(await zendeskConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: "HTTP 401: Couldn't authenticate you",
    });
  });

  it('calls the account’s own address when ZENDESK_API_URL is unset', async () => {
    const sent: SafeHttpRequest[] = [];
    const ctx = {
      config: { ...standIn.ctx.config, ZENDESK_API_URL: undefined },
      http: async (request: SafeHttpRequest) => {
        sent.push(request);
        return { ok: true as const, status: 200, headers: {}, body: '{"user":{"id":1}}', truncated: false };
      },
    };
    expect(await zendeskConnector.check(ctx, credentials)).toEqual({ ok: true });
    expect(sent.map((request) => request.url)).toEqual(['https://empresa.zendesk.com/api/v2/users/me.json']);
  });

  it('reads its credentials (a pasted address too) and shows the subdomain and e-mail, not the token', () => {
    expect(
      zendeskConnector.read({ ...credentials, subdomain: 'https://Empresa.zendesk.com/agent/dashboard' }),
    ).toEqual(credentials);
    expect(zendeskConnector.read({ ...credentials, subdomain: 'evil.example.com/' })).toBeUndefined();
    expect(zendeskConnector.read({ ...credentials, email: 'soporte' })).toBeUndefined();
    expect(zendeskConnector.secretOf(credentials)).toBe(credentials.token);
    expect(zendeskConnector.settingsOf(credentials)).toEqual({
      subdomain: 'empresa',
      email: 'soporte@empresa.com',
    });
  });

  it('opens a ticket for the visitor with the comment, the conversation after it, and the tags', async () => {
    standIn.reply({ status: 201, json: { ticket: { id: 35436 } } });
    const outcome = await openTicket({
      requesterEmail: ' Ana@Plubot.com ',
      requesterName: 'Ana',
      subject: 'Pedido  sin llegar',
      comment: 'Pide que la llamen.',
      includeTranscript: 'yes',
      tags: 'web, Venta directa, ,web',
    });
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/tickets.json',
      headers: { ...HEADERS, 'content-type': 'application/json' },
    });
    expect(sentTicket()).toEqual({
      ticket: {
        subject: 'Pedido sin llegar',
        comment: { body: `Pide que la llamen.\n\nConversación con el bot:\n${TRANSCRIPT}` },
        requester: { name: 'Ana', email: 'ana@plubot.com' },
        tags: ['web', 'venta_directa'],
      },
    });
  });

  it('sends only the conversation when there is no comment, and names a nameless requester by e-mail', async () => {
    standIn.reply({ status: 201, json: { ticket: { id: 1 } } });
    await openTicket({ requesterEmail: 'ana@plubot.com', subject: 'Ayuda', includeTranscript: 'Sí' });
    expect(sentTicket()).toEqual({
      ticket: {
        subject: 'Ayuda',
        comment: { body: `Conversación con el bot:\n${TRANSCRIPT}` },
        requester: { name: 'ana@plubot.com', email: 'ana@plubot.com' },
      },
    });
  });

  it('leaves the conversation out when turned off, and falls back to the subject for an empty comment', async () => {
    standIn.reply({ status: 201, json: { ticket: { id: 1 } } }, { status: 201, json: { ticket: { id: 2 } } });
    await openTicket({
      requesterEmail: 'ana@plubot.com',
      subject: 'Ayuda',
      comment: 'Hola',
      includeTranscript: 'no',
    });
    await openTicket({ requesterEmail: 'ana@plubot.com', subject: 'Ayuda' });
    const bodies = standIn.received.map((request) => JSON.parse(request.body).ticket.comment.body);
    expect(bodies).toEqual(['Hola', 'Ayuda']);
  });

  it('fails at once on an invalid e-mail or a blank subject, without calling Zendesk', async () => {
    expect(await openTicket({ requesterEmail: 'ana plubot.com', subject: 'x' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await openTicket({ requesterEmail: 'ana@plubot.com', subject: ' ' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [
      401,
      {},
      { error: "Couldn't authenticate you" },
      { ok: false, retryable: false, refused: true, error: "HTTP 401: Couldn't authenticate you" },
    ],
    [
      404,
      {},
      { error: 'InvalidEndpoint', description: 'Not found' },
      { ok: false, retryable: false, error: 'HTTP 404: Not found' },
    ],
    [
      422,
      {},
      {
        error: 'RecordInvalid',
        description: 'Record validation errors',
        details: { requester: [{ description: 'Requester: Email is invalid' }] },
      },
      {
        ok: false,
        retryable: false,
        error: 'HTTP 422: Record validation errors: Requester: Email is invalid',
      },
    ],
    [
      429,
      { 'retry-after': '7' },
      { error: 'APIRateLimitExceeded', description: 'Number of allowed API requests per minute exceeded' },
      {
        ok: false,
        retryable: true,
        retryAfterMs: 7000,
        error: 'HTTP 429: Number of allowed API requests per minute exceeded',
      },
    ],
    [
      503,
      {},
      { error: { title: 'Unavailable', message: 'Try again later' } },
      { ok: false, retryable: true, error: 'HTTP 503: Try again later' },
    ],
  ])('maps a %i from Zendesk to the outcome the queue reads', async (status, headers, json, expected) => {
    standIn.reply({ status, headers, json });
    expect(await openTicket({ requesterEmail: 'ana@plubot.com', subject: 'Ayuda' })).toEqual(expected);
  });
});
