import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  type PaypalDelivery,
  type PaypalStandIn,
  startPaypalStandIn,
} from '../../../../test/paypalStandIn';
import { createStandInContext } from '../../../../test/standInContext';
import { type PaypalCredentials, paypalConnector } from './paypal';
import type { AwaitRequest, ConnectorContext, IncomingWebhook } from './serviceConnector';

const app: PaypalCredentials = {
  clientId: PAYPAL_CLIENT_ID,
  clientSecret: PAYPAL_CLIENT_SECRET,
  environment: 'live',
};
const WEBHOOK_URL =
  'https://plubot.example.com/api/powers/webhooks/paypal/7d2e9f4a-0000-4000-8000-000000000003';
const RETURN_URL = 'https://plubot.example.com/chat/bot-1?resume=1';
const BASIC = `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString('base64')}`;

/** A 'Cobrar' as the engine starts it. */
const chargeRequest = (charge: AwaitRequest['charge']): AwaitRequest => ({
  inputs: { amount: '25,50', currency: charge?.currency ?? 'EUR', description: 'x', waitMinutes: '60' },
  fields: {},
  reference: 'pay_7f3a9c1e',
  webhookUrl: WEBHOOK_URL,
  returnUrl: RETURN_URL,
  charge,
});

/** A delivery as the server's route hands it to the connector. */
const incoming = (delivery: PaypalDelivery): IncomingWebhook => ({
  headers: delivery.headers,
  rawBody: delivery.rawBody,
  query: {},
});

describe('paypalConnector', () => {
  let paypal: PaypalStandIn;
  let ctx: ConnectorContext;
  let closeContext: () => void;
  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    ({ ctx, close: closeContext } = createStandInContext(paypal.env, paypal.allowedHost));
  });
  afterAll(async () => {
    closeContext();
    await paypal.close();
  });
  beforeEach(() => paypal.reset());

  const calls = () => paypal.received.map((request) => `${request.method} ${request.url}`);

  /** The app connected: its webhook registered. */
  async function connect(): Promise<PaypalCredentials> {
    const prepared = await paypalConnector.prepare?.(ctx, app, { webhookUrl: WEBHOOK_URL });
    if (!prepared?.ok) throw new Error('prepare failed');
    return prepared.credentials;
  }

  /** An order of 25,50 € made with the connection, and its id. */
  async function checkout(credentials: PaypalCredentials, reference = 'pay_7f3a9c1e') {
    const started = await paypalConnector.awaits?.charge?.(ctx, credentials, {
      ...chargeRequest({ minor: 2550, currency: 'EUR', description: 'Reserva de mesa' }),
      reference,
    });
    if (!started?.ok || !started.externalId) throw new Error('charge failed');
    return started.externalId;
  }

  it('checks the app by asking for a token, on Live or on the Sandbox, and is refused for a wrong secret', async () => {
    expect(await paypalConnector.check(ctx, app)).toEqual({ ok: true });
    expect(paypal.received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(await paypalConnector.check(ctx, { ...app, environment: 'sandbox' })).toEqual({ ok: true });
    expect(paypal.received[1]?.url).toBe('/sandbox/v1/oauth2/token');
    const wrong = await paypalConnector.check(ctx, {
      ...app,
      clientSecret: 'EKzWrongSecret000000000000000000000',
    });
    expect(wrong).toEqual({ ok: false, kind: 'refused', reason: 'HTTP 401: invalid_client' });
  });

  it('reads its keys, shows only the secret’s end, and tells Live from the Sandbox', () => {
    expect(paypalConnector.read({ clientId: PAYPAL_CLIENT_ID, clientSecret: PAYPAL_CLIENT_SECRET })).toEqual(
      app,
    );
    expect(paypalConnector.read({ ...app, webhookId: 'WH-1' })).toEqual({ ...app, webhookId: 'WH-1' });
    expect(paypalConnector.read({ clientSecret: PAYPAL_CLIENT_SECRET })).toBeUndefined();
    expect(paypalConnector.secretOf(app)).toBe(PAYPAL_CLIENT_SECRET);
    expect(paypalConnector.settingsOf({ ...app, environment: 'sandbox' })).toEqual({
      environment: 'sandbox',
      clientId: `${PAYPAL_CLIENT_ID.slice(0, 8)}…`,
    });
  });

  it('registers the webhook for the order and capture events on connecting, and deletes it on forgetting', async () => {
    const credentials = await connect();
    const [webhook] = paypal.webhooks;
    expect(webhook).toMatchObject({
      url: WEBHOOK_URL,
      eventTypes: ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED'],
    });
    expect(credentials).toEqual({ ...app, webhookId: webhook?.id });
    expect(paypal.received[1]?.headers.authorization).toBe(`Bearer ${paypal.tokens[0]}`);
    await paypalConnector.forget?.(ctx, credentials);
    expect(calls().at(-1)).toBe(`DELETE /v1/notifications/webhooks/${webhook?.id}`);
    expect(webhook?.deleted).toBe(true);
    // Each call asks for its own token: nothing is kept between them.
    expect(paypal.tokens).toHaveLength(2);
  });

  it('says why the webhook could not be registered, without the secret or the token', async () => {
    await connect();
    expect(await paypalConnector.prepare?.(ctx, app, { webhookUrl: WEBHOOK_URL })).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 400: Webhook URL already exists',
    });
    paypal.failNext({ status: 400, name: 'VALIDATION_ERROR', message: `bad ${PAYPAL_CLIENT_SECRET}` });
    const failed = await paypalConnector.prepare?.(ctx, app, { webhookUrl: `${WEBHOOK_URL}x` });
    expect(failed).toEqual({ ok: false, kind: 'unreachable', reason: 'HTTP 400: bad ••••' });
    expect(
      await paypalConnector.prepare?.(
        ctx,
        { ...app, clientSecret: 'EKzWrongSecret000000000000000000000' },
        { webhookUrl: WEBHOOK_URL },
      ),
    ).toMatchObject({ ok: false, kind: 'refused' });
  });

  it('charges 25,50 € as an order to capture of "25.50", with our reference as custom_id, once per reference', async () => {
    const started = await paypalConnector.awaits?.charge?.(
      ctx,
      app,
      chargeRequest({ minor: 2550, currency: 'EUR', description: 'Reserva de mesa' }),
    );
    const [order] = paypal.orders;
    expect(started).toEqual({ ok: true, url: order?.approveUrl, externalId: order?.id });
    expect(order?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: 'pay_7f3a9c1e',
          description: 'Reserva de mesa',
          amount: { currency_code: 'EUR', value: '25.50' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: RETURN_URL,
            cancel_url: RETURN_URL,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    const create = paypal.received.find((request) => request.url === '/v2/checkout/orders');
    expect(create?.headers).toMatchObject({
      'paypal-request-id': 'pay_7f3a9c1e',
      'content-type': 'application/json',
    });
    // Retried with the same reference, PayPal answers the same order.
    const again = await paypalConnector.awaits?.charge?.(
      ctx,
      app,
      chargeRequest({ minor: 2550, currency: 'EUR', description: 'Reserva de mesa' }),
    );
    expect(again).toEqual(started);
    expect(paypal.orders).toHaveLength(1);
  });

  it('charges pesos mexicanos with two decimals, and refuses at once a currency PayPal lacks (CLP)', async () => {
    expect(
      await paypalConnector.awaits?.charge?.(
        ctx,
        app,
        chargeRequest({ minor: 125000, currency: 'MXN', description: 'Curso' }),
      ),
    ).toMatchObject({ ok: true });
    expect(paypal.orders[0]?.amount).toEqual({ currency_code: 'MXN', value: '1250.00' });
    const before = paypal.received.length;
    const clp = await paypalConnector.awaits?.charge?.(
      ctx,
      app,
      chargeRequest({ minor: 15000, currency: 'CLP', description: 'Clase' }),
    );
    expect(clp).toMatchObject({ ok: false, retryable: false });
    expect(clp?.ok === false && clp.error).toContain('CLP');
    expect(paypal.received).toHaveLength(before);
    expect(await paypalConnector.awaits?.charge?.(ctx, app, chargeRequest(undefined))).toMatchObject({
      ok: false,
      retryable: false,
    });
  });

  it('maps PayPal’s refusals of an order, never with the secret or the token', async () => {
    paypal.failNext(
      { status: 422, name: 'UNPROCESSABLE_ENTITY', message: `no way ${PAYPAL_CLIENT_SECRET}` },
      { status: 503, message: 'Service Unavailable' },
    );
    const charge = () =>
      paypalConnector.awaits?.charge?.(
        ctx,
        app,
        chargeRequest({ minor: 2550, currency: 'EUR', description: 'x' }),
      );
    expect(await charge()).toEqual({ ok: false, retryable: false, error: 'HTTP 422: no way ••••' });
    expect(await charge()).toEqual({ ok: false, retryable: true, error: 'HTTP 503: Service Unavailable' });
    const wrong = await paypalConnector.awaits?.charge?.(
      ctx,
      { ...app, clientSecret: 'EKzWrongSecret000000000000000000000' },
      chargeRequest({ minor: 2550, currency: 'EUR', description: 'x' }),
    );
    expect(wrong).toEqual({ ok: false, retryable: false, refused: true, error: 'HTTP 401: invalid_client' });
  });

  it('captures an approved order and reads it as done with the capture’s amount, once however often told', async () => {
    const credentials = await connect();
    const orderId = await checkout(credentials);
    const approved = paypal.prepareEvent(orderId, 'CHECKOUT.ORDER.APPROVED');
    const reading = await paypalConnector.readWebhook?.(ctx, credentials, incoming(approved));
    const capture = paypal.orders[0]?.capture;
    expect(capture?.status).toBe('COMPLETED');
    expect(reading).toEqual({
      ok: true,
      events: [
        {
          reference: 'pay_7f3a9c1e',
          externalId: capture?.id,
          outcome: 'done',
          paid: { minor: 2550, currency: 'EUR' },
          outputs: { paymentId: capture?.id },
        },
      ],
    });
    expect(calls().slice(-4)).toEqual([
      'POST /v1/oauth2/token',
      'POST /v1/notifications/verify-webhook-signature',
      'POST /v1/oauth2/token',
      `POST /v2/checkout/orders/${orderId}/capture`,
    ]);
    expect(paypal.received.at(-1)?.headers).toMatchObject({
      'paypal-request-id': orderId,
      prefer: 'return=representation',
    });
    // PayPal retries its webhook: the same capture comes back, the same payment is read.
    const again = await paypalConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(paypal.prepareEvent(orderId, 'CHECKOUT.ORDER.APPROVED')),
    );
    expect(again).toEqual(reading);
  });

  it('reads a capture still pending as pending, a declined one as failed', async () => {
    const credentials = await connect();
    paypal.captureStatus('PENDING');
    const pendingOrder = await checkout(credentials);
    const pending = await paypalConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(paypal.prepareEvent(pendingOrder, 'CHECKOUT.ORDER.APPROVED')),
    );
    expect(pending).toMatchObject({ ok: true, events: [{ outcome: 'pending', reference: 'pay_7f3a9c1e' }] });
    paypal.captureStatus('DECLINED');
    const declinedOrder = await checkout(credentials, 'pay_second');
    const declined = await paypalConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(paypal.prepareEvent(declinedOrder, 'CHECKOUT.ORDER.APPROVED')),
    );
    expect(declined).toMatchObject({ ok: true, events: [{ outcome: 'failed', reference: 'pay_second' }] });
  });

  it('leaves the wait pending when PayPal will not capture now, and says when it cannot be asked', async () => {
    const credentials = await connect();
    const orderId = await checkout(credentials);
    const approved = paypal.prepareEvent(orderId, 'CHECKOUT.ORDER.APPROVED');
    paypal.failCaptures(
      { status: 422, name: 'UNPROCESSABLE_ENTITY', message: 'already', issue: 'ORDER_ALREADY_CAPTURED' },
      { status: 503, message: 'Service Unavailable' },
    );
    expect(await paypalConnector.readWebhook?.(ctx, credentials, incoming(approved))).toEqual({
      ok: true,
      events: [{ reference: 'pay_7f3a9c1e', externalId: orderId, outcome: 'pending' }],
    });
    expect(await paypalConnector.readWebhook?.(ctx, credentials, incoming(approved))).toEqual({
      ok: false,
      reason: 'unreachable',
    });
    // Asked again (PayPal retries), the capture is made.
    expect(await paypalConnector.readWebhook?.(ctx, credentials, incoming(approved))).toMatchObject({
      ok: true,
      events: [{ outcome: 'done' }],
    });
  });

  it('reads completed and denied captures as done and failed', async () => {
    const credentials = await connect();
    const orderId = await checkout(credentials);
    const completed = await paypalConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(paypal.prepareEvent(orderId, 'PAYMENT.CAPTURE.COMPLETED')),
    );
    const capture = paypal.orders[0]?.capture;
    expect(completed).toEqual({
      ok: true,
      events: [
        {
          reference: 'pay_7f3a9c1e',
          externalId: capture?.id,
          outcome: 'done',
          paid: { minor: 2550, currency: 'EUR' },
          outputs: { paymentId: capture?.id },
        },
      ],
    });
    const denied = await paypalConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(paypal.prepareEvent(orderId, 'PAYMENT.CAPTURE.DENIED')),
    );
    expect(denied).toEqual({
      ok: true,
      events: [
        {
          reference: 'pay_7f3a9c1e',
          externalId: capture?.id,
          outcome: 'failed',
          outputs: { paymentId: capture?.id },
        },
      ],
    });
    const other = await paypalConnector.readWebhook?.(
      ctx,
      credentials,
      incoming(paypal.prepareEvent(orderId, 'CHECKOUT.ORDER.COMPLETED')),
    );
    expect(other).toEqual({ ok: true, events: [] });
  });

  it('refuses a missing or wrong signature, a body changed after signing, and another connection’s webhook', async () => {
    const credentials = await connect();
    const orderId = await checkout(credentials);
    for (const signature of ['missing', 'wrong'] as const) {
      const delivery = paypal.prepareEvent(orderId, 'PAYMENT.CAPTURE.COMPLETED', { signature });
      expect(await paypalConnector.readWebhook?.(ctx, credentials, incoming(delivery))).toEqual({
        ok: false,
        reason: 'signature',
      });
    }
    const delivery = paypal.prepareEvent(orderId, 'PAYMENT.CAPTURE.COMPLETED');
    const changed = {
      ...incoming(delivery),
      rawBody: delivery.rawBody.replace('"value":"25.50"', '"value":"0.01"'),
    };
    expect(changed.rawBody).not.toBe(delivery.rawBody);
    expect(await paypalConnector.readWebhook?.(ctx, credentials, changed)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(
      await paypalConnector.readWebhook?.(ctx, { ...credentials, webhookId: 'WH-OTHER' }, incoming(delivery)),
    ).toEqual({
      ok: false,
      reason: 'signature',
    });
    const before = paypal.received.length;
    expect(await paypalConnector.readWebhook?.(ctx, app, incoming(delivery))).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(
      await paypalConnector.readWebhook?.(ctx, credentials, { ...incoming(delivery), rawBody: 'x' }),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(paypal.received).toHaveLength(before);
    // The untouched delivery still verifies.
    expect(await paypalConnector.readWebhook?.(ctx, credentials, incoming(delivery))).toMatchObject({
      ok: true,
      events: [{ outcome: 'done' }],
    });
  });

  it('says PayPal could not be asked when the verification fails to answer', async () => {
    const credentials = await connect();
    const orderId = await checkout(credentials);
    const delivery = paypal.prepareEvent(orderId, 'PAYMENT.CAPTURE.COMPLETED');
    paypal.failNext({ status: 500, message: 'Internal Server Error' });
    expect(await paypalConnector.readWebhook?.(ctx, credentials, incoming(delivery))).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });

  it('delivers the stand-in’s webhooks to a real address, as the server’s route will receive them', async () => {
    const { startLocalHttpReceiver } = await import('../../../../test/localHttpReceiver');
    const receiver = await startLocalHttpReceiver(() => ({ status: 200 }));
    try {
      const webhookUrl = `http://127.0.0.1:${receiver.port}/api/powers/webhooks/paypal/c1`;
      const prepared = await paypalConnector.prepare?.(ctx, app, { webhookUrl });
      if (!prepared?.ok) throw new Error('prepare failed');
      const orderId = await checkout(prepared.credentials);
      expect(await paypal.payCheckout(orderId)).toEqual({ status: 200, body: '' });
      const [received] = receiver.received;
      expect(received?.url).toBe('/api/powers/webhooks/paypal/c1');
      const headers = Object.fromEntries(
        Object.entries(received?.headers ?? {}).map(([name, value]) => [name, String(value)]),
      );
      const webhook: IncomingWebhook = { headers, rawBody: received?.body ?? '', query: {} };
      expect(await paypalConnector.readWebhook?.(ctx, prepared.credentials, webhook)).toMatchObject({
        ok: true,
        events: [{ outcome: 'done', reference: 'pay_7f3a9c1e', paid: { minor: 2550, currency: 'EUR' } }],
      });
    } finally {
      await receiver.close();
    }
  });
});
