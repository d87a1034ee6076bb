import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStandInContext } from '../../../../test/standInContext';
import {
  STRIPE_OWNER_KEY,
  type StripeDelivery,
  type StripeStandIn,
  startStripeStandIn,
  stripeSignatureHeader,
} from '../../../../test/stripeStandIn';
import type { AwaitRequest, ConnectorContext, IncomingWebhook } from './serviceConnector';
import { type StripeCredentials, stripeConnector, verifyStripeSignature } from './stripe';

const WEBHOOK_URL =
  'https://plubot.example.com/api/powers/webhooks/stripe/2b1f3c4d-0000-4000-8000-000000000001';
const RETURN_URL = 'https://plubot.example.com/chat/bot-1?resume=1';

/** A 'Cobrar' as the engine starts it. */
const chargeRequest = (charge: AwaitRequest['charge'], waitMinutes = '60'): AwaitRequest => ({
  inputs: { amount: '25,50', currency: charge?.currency ?? 'EUR', description: 'x', waitMinutes },
  fields: {},
  reference: 'pay_7f3a9c1e',
  webhookUrl: WEBHOOK_URL,
  returnUrl: RETURN_URL,
  charge,
});

/** A delivery as the server's route hands it to the connector. */
const incoming = (delivery: StripeDelivery): IncomingWebhook => ({
  headers: delivery.headers,
  rawBody: delivery.rawBody,
  query: {},
});

describe('stripeConnector', () => {
  let stripe: StripeStandIn;
  let ctx: ConnectorContext;
  let closeContext: () => void;
  const key: StripeCredentials = { secretKey: STRIPE_OWNER_KEY };
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ({ ctx, close: closeContext } = createStandInContext(stripe.env, stripe.allowedHost));
  });
  afterAll(async () => {
    closeContext();
    await stripe.close();
  });
  beforeEach(() => stripe.reset());

  /** The key connected: its webhook endpoint made, its secret kept. */
  async function connect(): Promise<StripeCredentials> {
    const prepared = await stripeConnector.prepare?.(ctx, key, { webhookUrl: WEBHOOK_URL });
    if (!prepared?.ok) throw new Error('prepare failed');
    return prepared.credentials;
  }

  /** A checkout of 25,50 € made with a connected key, and its session's id. */
  async function checkout(credentials: StripeCredentials) {
    const started = await stripeConnector.awaits?.charge?.(
      ctx,
      credentials,
      chargeRequest({ minor: 2550, currency: 'EUR', description: 'Reserva de mesa' }),
    );
    if (!started?.ok || !started.externalId) throw new Error('charge failed');
    return started.externalId;
  }

  it('checks the key with a read a restricted key needs anyway, and is refused for a wrong one', async () => {
    expect(await stripeConnector.check(ctx, key)).toEqual({ ok: true });
    expect(stripe.received[0]).toMatchObject({
      method: 'GET',
      url: '/v1/webhook_endpoints?limit=1',
      headers: { authorization: `Bearer ${STRIPE_OWNER_KEY}` },
    });
    const wrong = await stripeConnector.check(ctx, { secretKey: 'sk_test_0000000000wrongKey0000' });
    expect(wrong).toMatchObject({ ok: false, kind: 'refused' });
    expect(JSON.stringify(wrong)).toContain('Invalid API Key provided');
    stripe.failNext({ status: 500, message: 'Something went wrong on our end.' });
    expect(await stripeConnector.check(ctx, key)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 500: Something went wrong on our end.',
    });
  });

  it('reads its key, shows only the key’s end, and tells test keys from live ones', () => {
    expect(
      stripeConnector.read({
        secretKey: STRIPE_OWNER_KEY,
        webhookEndpointId: 'we_1',
        webhookSecret: 'whsec_1',
      }),
    ).toEqual({
      secretKey: STRIPE_OWNER_KEY,
      webhookEndpointId: 'we_1',
      webhookSecret: 'whsec_1',
    });
    expect(stripeConnector.read({ secretKey: 'pk_test_1234567890abcdef' })).toBeUndefined();
    expect(stripeConnector.secretOf(key)).toBe(STRIPE_OWNER_KEY);
    expect(stripeConnector.settingsOf(key)).toEqual({ mode: 'test' });
    expect(stripeConnector.settingsOf({ secretKey: 'rk_live_1234567890abcdef' })).toEqual({ mode: 'live' });
  });

  it('makes the webhook endpoint for the checkout events on connecting, and deletes it on forgetting', async () => {
    const credentials = await connect();
    expect(stripe.endpoints).toHaveLength(1);
    const [endpoint] = stripe.endpoints;
    expect(endpoint).toMatchObject({
      url: WEBHOOK_URL,
      enabledEvents: [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
      ],
    });
    expect(credentials).toEqual({
      secretKey: STRIPE_OWNER_KEY,
      webhookEndpointId: endpoint?.id,
      webhookSecret: endpoint?.secret,
    });
    expect(stripe.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    await stripeConnector.forget?.(ctx, credentials);
    expect(stripe.received.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/v1/webhook_endpoints/${endpoint?.id}`,
    });
    expect(endpoint?.deleted).toBe(true);
    await stripeConnector.forget?.(ctx, key);
    expect(stripe.received).toHaveLength(2);
  });

  it('says why the endpoint could not be made, without the key', async () => {
    stripe.failNext({ status: 400, message: `Invalid URL for ${STRIPE_OWNER_KEY}` });
    expect(await stripeConnector.prepare?.(ctx, key, { webhookUrl: WEBHOOK_URL })).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 400: Invalid URL for ••••',
    });
    stripe.revoke();
    expect(await stripeConnector.prepare?.(ctx, key, { webhookUrl: WEBHOOK_URL })).toMatchObject({
      ok: false,
      kind: 'refused',
    });
  });

  it('charges 25,50 € as a Checkout Session of 2550 cents with our reference, back to the chat', async () => {
    const before = Math.floor(Date.now() / 1000);
    const started = await stripeConnector.awaits?.charge?.(
      ctx,
      key,
      chargeRequest({ minor: 2550, currency: 'EUR', description: 'Reserva de mesa' }),
    );
    const [session] = stripe.sessions;
    expect(started).toEqual({ ok: true, url: session?.url, externalId: session?.id });
    expect(session?.id).toMatch(/^cs_test_/);
    const { expires_at: expiresAt, ...form } = session?.form ?? {};
    expect(form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][product_data][name]': 'Reserva de mesa',
      client_reference_id: 'pay_7f3a9c1e',
      'metadata[plubot_reference]': 'pay_7f3a9c1e',
      'payment_intent_data[metadata][plubot_reference]': 'pay_7f3a9c1e',
      success_url: RETURN_URL,
      cancel_url: RETURN_URL,
    });
    expect(Number(expiresAt) - before).toBeGreaterThanOrEqual(3600);
    expect(Number(expiresAt) - before).toBeLessThanOrEqual(3605);
  });

  it('charges pesos chilenos in whole pesos, and keeps the session open within Stripe’s limits', async () => {
    const now = Math.floor(Date.now() / 1000);
    const charge = (waitMinutes: string) =>
      stripeConnector.awaits?.charge?.(
        ctx,
        key,
        chargeRequest({ minor: 15000, currency: 'CLP', description: 'Clase de yoga' }, waitMinutes),
      );
    expect(await charge('15')).toMatchObject({ ok: true });
    expect(await charge('1440')).toMatchObject({ ok: true });
    const [short, long] = stripe.sessions;
    expect(short?.form['line_items[0][price_data][unit_amount]']).toBe('15000');
    expect(short?.currency).toBe('clp');
    expect((short?.expiresAt ?? 0) - now).toBeGreaterThanOrEqual(31 * 60);
    expect((short?.expiresAt ?? 0) - now).toBeLessThan(32 * 60 + 5);
    expect((long?.expiresAt ?? 0) - now).toBeLessThan(24 * 3600);
  });

  it('fails at once without a checked charge, and maps Stripe’s refusals without the key', async () => {
    expect(await stripeConnector.awaits?.charge?.(ctx, key, chargeRequest(undefined))).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(stripe.received).toHaveLength(0);
    stripe.failNext(
      { status: 400, message: `Amount must be at least €0.50 eur (${STRIPE_OWNER_KEY})` },
      { status: 429, message: 'Too many requests', retryAfter: '2' },
    );
    const charge = () =>
      stripeConnector.awaits?.charge?.(
        ctx,
        key,
        chargeRequest({ minor: 10, currency: 'EUR', description: 'x' }),
      );
    expect(await charge()).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 400: Amount must be at least €0.50 eur (••••)',
    });
    expect(await charge()).toEqual({
      ok: false,
      retryable: true,
      retryAfterMs: 2000,
      error: 'HTTP 429: Too many requests',
    });
    stripe.revoke();
    expect(await charge()).toMatchObject({ ok: false, retryable: false, refused: true });
  });

  it('reads a paid checkout as done, with the amount and currency Stripe says were paid', async () => {
    const credentials = await connect();
    const sessionId = await checkout(credentials);
    const reading = await stripeConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(stripe.prepareEvent(sessionId, 'checkout.session.completed')),
    );
    const paymentIntent = stripe.sessions[0]?.paymentIntent;
    expect(paymentIntent).toMatch(/^pi_/);
    expect(reading).toEqual({
      ok: true,
      events: [
        {
          reference: 'pay_7f3a9c1e',
          externalId: sessionId,
          outcome: 'done',
          paid: { minor: 2550, currency: 'EUR' },
          outputs: { paymentId: paymentIntent },
        },
      ],
    });
    const other = await stripeConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(
        stripe.prepareEvent(sessionId, 'checkout.session.completed', { amount: 100, currency: 'usd' }),
      ),
    );
    expect(other).toMatchObject({
      ok: true,
      events: [{ outcome: 'done', paid: { minor: 100, currency: 'USD' } }],
    });
  });

  it('reads expired and failed checkouts as failed, one still to clear as pending, then its success', async () => {
    const credentials = await connect();
    const sessionId = await checkout(credentials);
    const read = async (type: Parameters<StripeStandIn['prepareEvent']>[1], paymentStatus?: 'unpaid') => {
      const reading = await stripeConnector.readWebhook?.(
        ctx,
        credentials,
        incoming(stripe.prepareEvent(sessionId, type, paymentStatus ? { paymentStatus } : {})),
      );
      return reading?.ok
        ? reading.events.map((event) => [event.outcome, event.paid?.minor ?? null])
        : reading;
    };
    expect(await read('checkout.session.completed', 'unpaid')).toEqual([['pending', null]]);
    expect(await read('checkout.session.async_payment_succeeded')).toEqual([['done', 2550]]);
    expect(await read('checkout.session.async_payment_failed')).toEqual([['failed', null]]);
    expect(await read('checkout.session.expired')).toEqual([['failed', null]]);
  });

  it('tells nothing of other events, and refuses a body that is not an event', async () => {
    const credentials = await connect();
    const secret = credentials.webhookSecret ?? '';
    const signed = (rawBody: string): IncomingWebhook => ({
      headers: { 'stripe-signature': stripeSignatureHeader(rawBody, secret) },
      rawBody,
      query: {},
    });
    const other = JSON.stringify({
      id: 'evt_1',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect(await stripeConnector.readWebhook?.(ctx, credentials, signed(other))).toEqual({
      ok: true,
      events: [],
    });
    expect(await stripeConnector.readWebhook?.(ctx, credentials, signed('not json'))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const noSession = JSON.stringify({ id: 'evt_2', type: 'checkout.session.completed', data: {} });
    expect(await stripeConnector.readWebhook?.(ctx, credentials, signed(noSession))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a missing, wrong or stale signature, and a body changed after signing', async () => {
    const credentials = await connect();
    const sessionId = await checkout(credentials);
    for (const signature of ['missing', 'wrong', 'stale'] as const) {
      const delivery = stripe.prepareEvent(sessionId, 'checkout.session.completed', { signature });
      expect(await stripeConnector.readWebhook?.(ctx, credentials, incoming(delivery))).toEqual({
        ok: false,
        reason: 'signature',
      });
    }
    const delivery = stripe.prepareEvent(sessionId, 'checkout.session.completed');
    const changed = {
      ...delivery,
      rawBody: delivery.rawBody.replace('"amount_total":2550', '"amount_total":1'),
    };
    expect(changed.rawBody).not.toBe(delivery.rawBody);
    expect(await stripeConnector.readWebhook?.(ctx, credentials, incoming(changed))).toEqual({
      ok: false,
      reason: 'signature',
    });
    // A connection without its endpoint's secret reads nothing.
    expect(await stripeConnector.readWebhook?.(ctx, key, incoming(delivery))).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('verifies Stripe’s header as Stripe signs it: any v1 of the header, within five minutes', () => {
    const body = '{"id":"evt_1"}';
    const now = 1_800_000_000;
    const header = stripeSignatureHeader(body, 'whsec_abc', now);
    expect(verifyStripeSignature(body, header, 'whsec_abc', now)).toBe(true);
    expect(
      verifyStripeSignature(
        body,
        `${header.split(',')[0]},v1=00ff,${header.split(',')[1]}`,
        'whsec_abc',
        now,
      ),
    ).toBe(true);
    expect(verifyStripeSignature(body, header, 'whsec_abc', now + 301)).toBe(false);
    expect(verifyStripeSignature(body, header, 'whsec_abd', now)).toBe(false);
    expect(verifyStripeSignature(body, header.replace(/v1=[0-9a-f]+/, 'v1='), 'whsec_abc', now)).toBe(false);
    expect(verifyStripeSignature(body, undefined, 'whsec_abc', now)).toBe(false);
  });

  it('delivers the stand-in’s events to a real address, as the server’s route will receive them', async () => {
    const { startLocalHttpReceiver } = await import('../../../../test/localHttpReceiver');
    const receiver = await startLocalHttpReceiver(() => ({ status: 200, body: 'ok' }));
    try {
      const webhookUrl = `http://127.0.0.1:${receiver.port}/api/powers/webhooks/stripe/c1`;
      const prepared = await stripeConnector.prepare?.(ctx, key, { webhookUrl });
      if (!prepared?.ok) throw new Error('prepare failed');
      const sessionId = await checkout(prepared.credentials);
      expect(await stripe.payCheckout(sessionId)).toEqual({ status: 200, body: 'ok' });
      const [received] = receiver.received;
      expect(received?.url).toBe('/api/powers/webhooks/stripe/c1');
      const webhook: IncomingWebhook = {
        headers: { 'stripe-signature': String(received?.headers['stripe-signature']) },
        rawBody: received?.body ?? '',
        query: {},
      };
      expect(await stripeConnector.readWebhook?.(ctx, prepared.credentials, webhook)).toMatchObject({
        ok: true,
        events: [{ outcome: 'done', reference: 'pay_7f3a9c1e' }],
      });
    } finally {
      await receiver.close();
    }
  });
});
