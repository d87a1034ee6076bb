import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * A local stand-in for an owner's Mercado Pago application (issue #32, 'Cobrar' with Mercado Pago)
 * on a node:http server, for one application: its test and production access tokens (`TEST-…`,
 * `APP_USR-…`) and its webhooks secret signature.
 * Point `MERCADOPAGO_API_URL` at it (`standIn.env`) and allow `standIn.allowedHost`.
 *
 * - `GET /users/me` → `{id, nickname, site_id, email}`.
 * - `POST /checkout/preferences` (JSON: `items[0]` with `title`, `quantity`, a decimal `unit_price`
 *   and `currency_id`; `external_reference`, `notification_url`, `back_urls`, `auto_return`,
 *   `expires`, `expiration_date_from|to`) → 201 `{id, init_point, sandbox_init_point, …}`, kept in
 *   `preferences` (`body` is the whole JSON sent); no items, a non-positive or non-number
 *   `unit_price`, or `auto_return` without `back_urls.success` → 400 as Mercado Pago words it.
 * - `GET /v1/payments/<id>` → the payment (`{id, status, status_detail, external_reference,
 *   transaction_amount, currency_id, …}`), or 404 `Payment not found`.
 * - A missing or wrong token → 401 `{"message": "invalid access token", …}`; `revoke()` makes the
 *   right one wrong too; `failNext({status, message})` makes the next calls answer that.
 *
 * Paying, as the visitor on the checkout: `preparePayment(preferenceId, options?)` makes a payment
 * of the preference (`options.status`: `'approved'` by default, `'rejected'`, `'pending'`,
 * `'in_process'`, `'cancelled'`; `options.amount`/`options.currency` what was paid, else the
 * preference's) and gives the notification Mercado Pago would post — to the preference's
 * `notification_url` (or `options.webhookUrl`) with `&data.id=<payment id>&type=payment` added,
 * body `{action: 'payment.created', type: 'payment', data: {id}, …}`, signed as Mercado Pago signs
 * (`x-signature: ts=…,v1=<hex HMAC-SHA256 of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">`,
 * `x-request-id`). `deliver(delivery)` posts it; `payCheckout(preferenceId, options?)` does both.
 * `options.signature` may be `'valid'` (default), `'wrong'` (another secret) or `'missing'`.
 * `prepareNotification(type, dataId, options)` signs a notification of any other topic.
 * A delivery's `query` is its URL's query as the server's route reads it.
 */

/** The access token and the webhooks secret signature of the owner's application. */
export const MERCADOPAGO_ACCESS_TOKEN =
  'TEST-4761538092615388-112809-1d3b0f8b1c2e4a5b6c7d8e9f0a1b2c3d-1987654321';
/** The same application's production token (`APP_USR-…`): its checkouts pay at the real `init_point`. */
export const MERCADOPAGO_LIVE_ACCESS_TOKEN = MERCADOPAGO_ACCESS_TOKEN.replace('TEST-', 'APP_USR-');
export const MERCADOPAGO_WEBHOOK_SECRET = 'a3f1c2e4b5d60718293a4b5c6d7e8f901a2b3c4d5e6f708192a3b4c5d6e7f801';

/** The seller the token belongs to. */
export const MERCADOPAGO_USER = {
  id: 1987654321,
  nickname: 'TIENDADEANA',
  site_id: 'MLA',
  email: 'ana@tienda.com',
};

/** A preference as the stand-in keeps it. */
export interface MercadoPagoStandInPreference {
  id: string;
  body: Record<string, unknown>;
  unitPrice: number;
  currency: string;
  title: string;
  reference: string | null;
  notificationUrl: string | null;
}

/** A payment as the stand-in keeps it (Mercado Pago's fields). */
export interface MercadoPagoStandInPayment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
  preference_id: string;
  date_created: string;
}

/** A notification as Mercado Pago would post it. */
export interface MercadoPagoDelivery {
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  rawBody: string;
}

/** How a delivery is signed. */
export type MercadoPagoSignature = 'valid' | 'wrong' | 'missing';

/** What a test may change of a payment and its notification. */
export interface MercadoPagoPaymentOptions {
  status?: 'approved' | 'rejected' | 'pending' | 'in_process' | 'cancelled' | 'authorized';
  amount?: number;
  currency?: string;
  webhookUrl?: string;
  signature?: MercadoPagoSignature;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json;charset=UTF-8', 'x-request-id': randomUUID() },
  body: JSON.stringify(body),
});

/** Mercado Pago's error shape. */
const mpError = (status: number, message: string, error = 'bad_request') =>
  json(status, { message, error, status, cause: [] });

/** `x-signature` for a notification, as Mercado Pago's documentation builds it. */
export function mercadoPagoSignature(
  secret: string,
  dataId: string | undefined,
  requestId: string,
  ts: string,
) {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  const manifest = `${id ? `id:${id};` : ''}request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

/** Starts the stand-in (see the module's comment). */
export async function startMercadoPagoStandIn() {
  const preferences: MercadoPagoStandInPreference[] = [];
  const payments: MercadoPagoStandInPayment[] = [];
  const failures: Answer[] = [];
  let revoked = false;
  let nextPaymentId = 1_319_000_000;

  function createPreference(body: Record<string, unknown>): Answer {
    const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
    const [item] = items;
    if (!item) return mpError(400, 'items needed');
    if (typeof item.unit_price !== 'number' || item.unit_price <= 0)
      return mpError(400, 'unit_price invalid');
    if (item.quantity !== 1) return mpError(400, 'quantity invalid');
    if (typeof item.currency_id !== 'string' || !/^[A-Z]{3}$/.test(item.currency_id))
      return mpError(400, 'currency_id invalid');
    const backUrls = (body.back_urls ?? {}) as Record<string, unknown>;
    if (body.auto_return && !backUrls.success)
      return mpError(400, 'auto_return invalid. back_url.success must be defined');
    const id = `${MERCADOPAGO_USER.id}-${randomUUID()}`;
    const preference: MercadoPagoStandInPreference = {
      id,
      body,
      unitPrice: item.unit_price,
      currency: item.currency_id,
      title: String(item.title ?? ''),
      reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      notificationUrl: typeof body.notification_url === 'string' ? body.notification_url : null,
    };
    preferences.push(preference);
    return json(201, {
      id,
      collector_id: MERCADOPAGO_USER.id,
      items,
      external_reference: preference.reference,
      notification_url: preference.notificationUrl,
      init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
      date_created: new Date().toISOString(),
    });
  }

  function answer(request: ReceivedRequest): Answer {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if ((token !== MERCADOPAGO_ACCESS_TOKEN && token !== MERCADOPAGO_LIVE_ACCESS_TOKEN) || revoked)
      return mpError(401, 'invalid access token', 'unauthorized');
    const failure = failures.shift();
    if (failure) return failure;
    const [path = ''] = request.url.split('?');
    if (request.method === 'GET' && path === '/users/me') return json(200, MERCADOPAGO_USER);
    if (request.method === 'POST' && path === '/checkout/preferences') {
      try {
        return createPreference(JSON.parse(request.body || '{}') as Record<string, unknown>);
      } catch {
        return mpError(400, 'JSON invalid');
      }
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && payment) {
      const found = payments.find((item) => String(item.id) === payment[1]);
      return found ? json(200, found) : mpError(404, 'Payment not found', 'not_found');
    }
    return mpError(404, 'resource not found', 'not_found');
  }

  const receiver = await startLocalHttpReceiver(answer);

  /** A signed notification of `type` naming `dataId` (see the module's comment). */
  function prepareNotification(
    type: string,
    dataId: string,
    options: { webhookUrl: string; signature?: MercadoPagoSignature; action?: string },
  ): MercadoPagoDelivery {
    const url = new URL(options.webhookUrl);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', type);
    const requestId = randomUUID();
    const rawBody = JSON.stringify({
      action: options.action ?? `${type}.created`,
      api_version: 'v1',
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: Number(randomBytes(5).readUIntBE(0, 5)),
      live_mode: false,
      type,
      user_id: String(MERCADOPAGO_USER.id),
    });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
    const signature = options.signature ?? 'valid';
    if (signature !== 'missing') {
      const secret = signature === 'wrong' ? randomBytes(32).toString('hex') : MERCADOPAGO_WEBHOOK_SECRET;
      headers['x-signature'] = mercadoPagoSignature(secret, dataId, requestId, String(Date.now()));
    }
    return { url: url.toString(), query: Object.fromEntries(url.searchParams), headers, rawBody };
  }

  /** A payment of a preference and the notification of it (see the module's comment). */
  function preparePayment(preferenceId: string, options: MercadoPagoPaymentOptions = {}) {
    const preference = preferences.find((item) => item.id === preferenceId);
    if (!preference) throw new Error(`mercadoPagoStandIn: no preference ${preferenceId}`);
    const status = options.status ?? 'approved';
    const payment: MercadoPagoStandInPayment = {
      id: nextPaymentId++,
      status,
      status_detail:
        status === 'approved' ? 'accredited' : status === 'rejected' ? 'cc_rejected_other_reason' : status,
      external_reference: preference.reference,
      transaction_amount: options.amount ?? preference.unitPrice,
      currency_id: options.currency ?? preference.currency,
      preference_id: preference.id,
      date_created: new Date().toISOString(),
    };
    payments.push(payment);
    const webhookUrl = options.webhookUrl ?? preference.notificationUrl;
    if (!webhookUrl)
      throw new Error(`mercadoPagoStandIn: preference ${preferenceId} has no notification_url`);
    const delivery = prepareNotification('payment', String(payment.id), {
      webhookUrl,
      ...(options.signature ? { signature: options.signature } : {}),
    });
    return { ...delivery, payment };
  }

  /** Posts a delivery to its URL, as Mercado Pago does, and gives the answer. */
  async function deliver(delivery: MercadoPagoDelivery): Promise<{ status: number; body: string }> {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.rawBody,
    });
    return { status: response.status, body: await response.text() };
  }

  const url = `http://127.0.0.1:${receiver.port}`;
  return {
    port: receiver.port,
    url,
    /** The server's environment for this stand-in. */
    env: { MERCADOPAGO_API_URL: url },
    /** What `HTTP_ALLOWED_HOSTS` must hold for the server to reach it. */
    allowedHost: `127.0.0.1:${receiver.port}`,
    preferences,
    payments,
    received: receiver.received,
    prepareNotification,
    preparePayment,
    deliver,
    /** The visitor pays the preference (approved unless `options.status` says) and Mercado Pago notifies it. */
    payCheckout: (preferenceId: string, options: MercadoPagoPaymentOptions = {}) =>
      deliver(preparePayment(preferenceId, options)),
    /** From now on (or no longer), every call answers 401. */
    revoke: (on = true) => {
      revoked = on;
    },
    /** The next calls answer these Mercado Pago errors, in order. */
    failNext: (...answers: { status: number; message: string }[]) => {
      for (const next of answers) failures.push(mpError(next.status, next.message));
    },
    /** Forgets every preference, payment, request and queued failure. */
    reset: () => {
      preferences.length = 0;
      payments.length = 0;
      failures.length = 0;
      receiver.received.length = 0;
      revoked = false;
    },
    close: receiver.close,
  };
}

/** The stand-in of a test. */
export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
