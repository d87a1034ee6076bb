import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MERCADOPAGO_ACCESS_TOKEN,
  MERCADOPAGO_LIVE_ACCESS_TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET,
  type MercadoPagoDelivery,
  type MercadoPagoStandIn,
  startMercadoPagoStandIn,
} from '../../../../test/mercadoPagoStandIn';
import { createStandInContext } from '../../../../test/standInContext';
import {
  type MercadoPagoCredentials,
  mercadoPagoConnector,
  notificationUrlOf,
  signatureManifest,
  verifyMercadoPagoSignature,
} from './mercadoPago';
import type { AwaitRequest, ConnectorContext, IncomingWebhook } from './serviceConnector';

const credentials: MercadoPagoCredentials = {
  accessToken: MERCADOPAGO_ACCESS_TOKEN,
  webhookSecret: MERCADOPAGO_WEBHOOK_SECRET,
};
const WEBHOOK_URL =
  'https://plubot.example.com/api/powers/webhooks/mercadopago/5c0e7a1b-0000-4000-8000-000000000002';
const RETURN_URL = 'https://plubot.example.com/chat/bot-1?resume=1';

/** A 'Cobrar' as the engine starts it. */
const chargeRequest = (charge: AwaitRequest['charge'], waitMinutes = '60'): AwaitRequest => ({
  inputs: { amount: '25,50', currency: charge?.currency ?? 'MXN', description: 'x', waitMinutes },
  fields: {},
  reference: 'pay_7f3a9c1e',
  webhookUrl: WEBHOOK_URL,
  returnUrl: RETURN_URL,
  charge,
});

/** A notification as the server's route hands it to the connector. */
const incoming = (delivery: MercadoPagoDelivery): IncomingWebhook => ({
  headers: delivery.headers,
  rawBody: delivery.rawBody,
  query: delivery.query,
});

describe('mercadoPagoConnector', () => {
  let mp: MercadoPagoStandIn;
  let ctx: ConnectorContext;
  let closeContext: () => void;
  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    ({ ctx, close: closeContext } = createStandInContext(mp.env, mp.allowedHost));
  });
  afterAll(async () => {
    closeContext();
    await mp.close();
  });
  beforeEach(() => mp.reset());

  /** A checkout made with the connection, and its preference's id. */
  async function checkout(
    charge: AwaitRequest['charge'] = { minor: 2550, currency: 'ARS', description: 'Clase' },
  ) {
    const started = await mercadoPagoConnector.awaits?.charge?.(ctx, credentials, chargeRequest(charge));
    if (!started?.ok || !started.externalId) throw new Error('charge failed');
    return started.externalId;
  }

  it('checks the token with GET /users/me, and is refused for a wrong one', async () => {
    expect(await mercadoPagoConnector.check(ctx, credentials)).toEqual({ ok: true });
    expect(mp.received[0]).toMatchObject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${MERCADOPAGO_ACCESS_TOKEN}` },
    });
    expect(
      await mercadoPagoConnector.check(ctx, {
        ...credentials,
        accessToken: 'TEST-0000000000000000-000000-wrong',
      }),
    ).toEqual({ ok: false, kind: 'refused', reason: 'HTTP 401: invalid access token' });
    mp.failNext({ status: 503, message: 'service unavailable' });
    expect(await mercadoPagoConnector.check(ctx, credentials)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 503: service unavailable',
    });
  });

  it('reads its token and secret, showing only the token’s end; no webhook to make or forget', () => {
    expect(mercadoPagoConnector.read({ ...credentials })).toEqual(credentials);
    expect(mercadoPagoConnector.read({ accessToken: MERCADOPAGO_ACCESS_TOKEN })).toBeUndefined();
    expect(mercadoPagoConnector.read({ ...credentials, accessToken: 'sk_test_123' })).toBeUndefined();
    expect(mercadoPagoConnector.secretOf(credentials)).toBe(MERCADOPAGO_ACCESS_TOKEN);
    expect(mercadoPagoConnector.settingsOf(credentials)).toEqual({});
    expect(mercadoPagoConnector.prepare).toBeUndefined();
  });

  it('charges 25,50 € as a preference of one item at 25.5, with our reference, notified and back to the chat', async () => {
    const before = Date.now();
    const started = await mercadoPagoConnector.awaits?.charge?.(
      ctx,
      credentials,
      chargeRequest({ minor: 2550, currency: 'MXN', description: 'Reserva de mesa' }),
    );
    const [preference] = mp.preferences;
    // TEST- credentials pay at the sandbox's checkout.
    expect(started).toEqual({
      ok: true,
      url: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${preference?.id}`,
      externalId: preference?.id,
    });
    const { expiration_date_from: from, expiration_date_to: to, ...body } = preference?.body ?? {};
    expect(body).toEqual({
      items: [{ title: 'Reserva de mesa', quantity: 1, unit_price: 25.5, currency_id: 'MXN' }],
      external_reference: 'pay_7f3a9c1e',
      notification_url: `${WEBHOOK_URL}?source_news=webhooks`,
      back_urls: { success: RETURN_URL, pending: RETURN_URL, failure: RETURN_URL },
      auto_return: 'approved',
      expires: true,
    });
    expect(String(from)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    const open = Date.parse(String(to)) - Date.parse(String(from));
    expect(open).toBe(60 * 60_000);
    expect(Date.parse(String(from))).toBeGreaterThanOrEqual(before - 1);
    expect(mp.received[0]?.headers['content-type']).toBe('application/json');
  });

  it('charges pesos chilenos as whole pesos, and live credentials pay at the real checkout', async () => {
    const live = { ...credentials, accessToken: MERCADOPAGO_LIVE_ACCESS_TOKEN };
    const started = await mercadoPagoConnector.awaits?.charge?.(
      ctx,
      live,
      chargeRequest({ minor: 15000, currency: 'CLP', description: 'Clase de yoga' }),
    );
    expect(started).toEqual({
      ok: true,
      url: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${mp.preferences[0]?.id}`,
      externalId: mp.preferences[0]?.id,
    });
    expect(mp.preferences[0]?.body.items).toEqual([
      { title: 'Clase de yoga', quantity: 1, unit_price: 15000, currency_id: 'CLP' },
    ]);
  });

  it('fails at once without a checked charge, and never lets either secret out of an error', async () => {
    expect(
      await mercadoPagoConnector.awaits?.charge?.(ctx, credentials, chargeRequest(undefined)),
    ).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(mp.received).toHaveLength(0);
    mp.failNext(
      {
        status: 400,
        message: `currency_id invalid for ${MERCADOPAGO_ACCESS_TOKEN} and ${MERCADOPAGO_WEBHOOK_SECRET}`,
      },
      { status: 500, message: 'internal error' },
    );
    const charge = () =>
      mercadoPagoConnector.awaits?.charge?.(
        ctx,
        credentials,
        chargeRequest({ minor: 100, currency: 'MXN', description: 'x' }),
      );
    expect(await charge()).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 400: currency_id invalid for •••• and ••••',
    });
    expect(await charge()).toEqual({ ok: false, retryable: true, error: 'HTTP 500: internal error' });
  });

  it('reads an approved payment as done, with what Mercado Pago says was paid and our reference', async () => {
    const preferenceId = await checkout();
    const delivery = mp.preparePayment(preferenceId);
    expect(delivery.url).toBe(
      `${WEBHOOK_URL}?source_news=webhooks&data.id=${delivery.payment.id}&type=payment`,
    );
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, incoming(delivery))).toEqual({
      ok: true,
      events: [
        {
          reference: 'pay_7f3a9c1e',
          externalId: String(delivery.payment.id),
          outcome: 'done',
          paid: { minor: 2550, currency: 'ARS' },
          outputs: { paymentId: String(delivery.payment.id) },
        },
      ],
    });
    expect(mp.received.at(-1)).toMatchObject({
      method: 'GET',
      url: `/v1/payments/${delivery.payment.id}`,
      headers: { authorization: `Bearer ${MERCADOPAGO_ACCESS_TOKEN}` },
    });
    const clp = await checkout({ minor: 15000, currency: 'CLP', description: 'Clase' });
    const other = mp.preparePayment(clp, { amount: 14999 });
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, incoming(other))).toMatchObject({
      ok: true,
      events: [{ outcome: 'done', paid: { minor: 14999, currency: 'CLP' } }],
    });
  });

  it('reads rejected and cancelled payments as failed, the others as pending', async () => {
    const preferenceId = await checkout();
    const read = async (status: 'rejected' | 'cancelled' | 'pending' | 'in_process' | 'authorized') => {
      const reading = await mercadoPagoConnector.readWebhook?.(
        ctx,
        credentials,
        incoming(mp.preparePayment(preferenceId, { status })),
      );
      return reading?.ok
        ? reading.events.map((event) => `${event.outcome}:${event.paid ? 'paid' : '-'}`)
        : reading;
    };
    expect(await read('rejected')).toEqual(['failed:-']);
    expect(await read('cancelled')).toEqual(['failed:-']);
    expect(await read('pending')).toEqual(['pending:-']);
    expect(await read('in_process')).toEqual(['pending:-']);
    expect(await read('authorized')).toEqual(['pending:-']);
  });

  it('tells nothing of other topics or of payments Mercado Pago does not know, and says when it cannot ask', async () => {
    const order = mp.prepareNotification('merchant_order', '998877', {
      webhookUrl: notificationUrlOf(WEBHOOK_URL),
    });
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, incoming(order))).toEqual({
      ok: true,
      events: [],
    });
    const simulated = mp.prepareNotification('payment', '123456', {
      webhookUrl: notificationUrlOf(WEBHOOK_URL),
    });
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, incoming(simulated))).toEqual({
      ok: true,
      events: [],
    });
    const preferenceId = await checkout();
    const paid = mp.preparePayment(preferenceId);
    mp.failNext({ status: 502, message: 'bad gateway' });
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, incoming(paid))).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });

  it('refuses a missing or wrong signature, another id than the signed one, and a body that is not JSON', async () => {
    const preferenceId = await checkout();
    for (const signature of ['missing', 'wrong'] as const) {
      const delivery = mp.preparePayment(preferenceId, { signature });
      expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, incoming(delivery))).toEqual({
        ok: false,
        reason: 'signature',
      });
    }
    const delivery = mp.preparePayment(preferenceId);
    // The signature covers the URL's data.id: naming another payment there breaks it.
    const otherId = { ...incoming(delivery), query: { ...delivery.query, 'data.id': '1' } };
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, otherId)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const otherRequest = {
      ...incoming(delivery),
      headers: { ...delivery.headers, 'x-request-id': 'another' },
    };
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, otherRequest)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // The body is not signed: one naming another payment than the URL is not Mercado Pago's.
    const otherBody = {
      ...incoming(delivery),
      rawBody: delivery.rawBody.replace(String(delivery.payment.id), '1'),
    };
    expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, otherBody)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(
      await mercadoPagoConnector.readWebhook?.(ctx, credentials, { ...incoming(delivery), rawBody: 'x' }),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const calls = mp.received.length;
    await mercadoPagoConnector.readWebhook?.(
      ctx,
      { ...credentials, webhookSecret: 'another-secret-of-32-characters' },
      incoming(delivery),
    );
    expect(mp.received).toHaveLength(calls);
  });

  it('builds the manifest as Mercado Pago documents it, leaving out what is absent', () => {
    expect(signatureManifest('123456', 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e', '1742505638683')).toBe(
      'id:123456;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638683;',
    );
    expect(signatureManifest('ORD01ABC', undefined, '1')).toBe('id:ord01abc;ts:1;');
    expect(signatureManifest(undefined, 'req-1', '1')).toBe('request-id:req-1;ts:1;');
    const secret = 'secreto-de-la-aplicacion';
    const v1 = createHmac('sha256', secret).update('id:123456;request-id:req-9;ts:1704908010;').digest('hex');
    const webhook = (
      signature: string,
      query: Record<string, string> = { 'data.id': '123456' },
    ): IncomingWebhook => ({
      headers: { 'x-signature': signature, 'x-request-id': 'req-9' },
      rawBody: '{}',
      query,
    });
    expect(verifyMercadoPagoSignature(webhook(`ts=1704908010,v1=${v1}`), secret)).toBe(true);
    expect(verifyMercadoPagoSignature(webhook(`ts=1704908010, v1=${v1.toUpperCase()}`), secret)).toBe(true);
    expect(verifyMercadoPagoSignature(webhook(`ts=1704908011,v1=${v1}`), secret)).toBe(false);
    expect(verifyMercadoPagoSignature(webhook(`v1=${v1}`), secret)).toBe(false);
    expect(verifyMercadoPagoSignature(webhook(`ts=1704908010,v1=${v1}`, {}), secret)).toBe(false);
  });

  it('delivers the stand-in’s notifications to a real address, as the server’s route will receive them', async () => {
    const { startLocalHttpReceiver } = await import('../../../../test/localHttpReceiver');
    const receiver = await startLocalHttpReceiver(() => ({ status: 200 }));
    try {
      const webhookUrl = `http://127.0.0.1:${receiver.port}/api/powers/webhooks/mercadopago/c1`;
      const started = await mercadoPagoConnector.awaits?.charge?.(ctx, credentials, {
        ...chargeRequest({ minor: 2550, currency: 'ARS', description: 'Clase' }),
        webhookUrl,
      });
      if (!started?.ok || !started.externalId) throw new Error('charge failed');
      expect(await mp.payCheckout(started.externalId)).toEqual({ status: 200, body: '' });
      const [received] = receiver.received;
      const url = new URL(received?.url ?? '', 'http://x');
      expect(url.pathname).toBe('/api/powers/webhooks/mercadopago/c1');
      const webhook: IncomingWebhook = {
        headers: {
          'x-signature': String(received?.headers['x-signature']),
          'x-request-id': String(received?.headers['x-request-id']),
        },
        rawBody: received?.body ?? '',
        query: Object.fromEntries(url.searchParams),
      };
      expect(await mercadoPagoConnector.readWebhook?.(ctx, credentials, webhook)).toMatchObject({
        ok: true,
        events: [{ outcome: 'done', reference: 'pay_7f3a9c1e', paid: { minor: 2550, currency: 'ARS' } }],
      });
    } finally {
      await receiver.close();
    }
  });
});
