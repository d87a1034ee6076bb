import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * A local stand-in for an owner's PayPal REST app (issue #32, 'Cobrar' with PayPal) on a node:http
 * server, for one client id and secret. Point `PAYPAL_API_URL` (Live) and `PAYPAL_SANDBOX_API_URL`
 * (served under `/sandbox`, same app) at it — `standIn.env` — and allow `standIn.allowedHost`.
 *
 * - `POST /v1/oauth2/token` (HTTP Basic `client_id:secret`, `grant_type=client_credentials`) →
 *   `{access_token, token_type: 'Bearer', expires_in}`; each token is kept in `tokens`. A wrong
 *   client → 401 `{"error": "invalid_client", "error_description": "Client Authentication failed"}`.
 *   Every other call needs one of those tokens as `Authorization: Bearer …`, else 401
 *   `{"name": "AUTHENTICATION_FAILURE", "message": …}`.
 * - `POST /v1/notifications/webhooks` `{url, event_types: [{name}]}` → 201 `{id: 'WH-…', url,
 *   event_types}`, kept in `webhooks`; the same url twice → 400 `WEBHOOK_URL_ALREADY_EXISTS`.
 *   `DELETE /v1/notifications/webhooks/<id>` → 204 (marked `deleted`), or 404.
 * - `POST /v2/checkout/orders` (`intent: 'CAPTURE'`, `purchase_units[0]` with `custom_id`,
 *   `description`, `amount {currency_code, value}`; `payment_source.paypal.experience_context` or
 *   `application_context` with `return_url`/`cancel_url`) → 200 `{id, status:
 *   'PAYER_ACTION_REQUIRED', links: [self, payer-action]}`, kept in `orders` (`body` is the JSON
 *   sent); the same `PayPal-Request-Id` again → the same order. A currency PayPal lacks (CLP…) →
 *   422 `CURRENCY_NOT_SUPPORTED`; a `value` with the wrong decimals → 422 `DECIMAL_PRECISION`.
 * - `POST /v2/checkout/orders/<id>/capture` → 201 the order `COMPLETED` with its capture
 *   (`captureStatus('PENDING' | 'DECLINED')` changes the next captures'); the same
 *   `PayPal-Request-Id` again → the same answer; an order not approved → 422 `ORDER_NOT_APPROVED`,
 *   one captured already → 422 `ORDER_ALREADY_CAPTURED`.
 * - `POST /v1/notifications/verify-webhook-signature` → `{verification_status: 'SUCCESS'}` only for
 *   a transmission this stand-in signed, with its headers' values, its webhook's id and the event
 *   exactly as posted (the raw JSON, byte for byte); else `'FAILURE'`. An unknown webhook id → 400.
 * - `failNext({status, name?, message, issue?})` makes the next calls (but token ones) answer that;
 *   `failCaptures(…)` only the next captures.
 *
 * Paying, as the visitor: `prepareEvent(orderId, type, options?)` gives the webhook PayPal would post
 * — to the registered webhook's URL (or `options.webhookUrl`), with PayPal's `paypal-*` transmission
 * headers — and `deliver(delivery)` posts it. `CHECKOUT.ORDER.APPROVED` approves the order first;
 * `PAYMENT.CAPTURE.COMPLETED` / `PAYMENT.CAPTURE.DENIED` capture it (if not yet) and carry the
 * capture; any other type carries the order as it stands. `payCheckout(orderId, options?)` approves
 * and delivers. `options.signature` may be
 * `'valid'` (default), `'wrong'` (a signature PayPal would not confirm) or `'missing'` (no headers).
 */

/** The app's client id and secret. */
export const PAYPAL_CLIENT_ID =
  'AeT9xPlubotStandInClientId0000000000000000000000000000000000000000000000000000';
export const PAYPAL_CLIENT_SECRET =
  'EKz7PlubotStandInClientSecret00000000000000000000000000000000000000000000000000';

/** The currencies PayPal takes among those of 'Cobrar'. */
const CURRENCIES = new Set(['EUR', 'USD', 'MXN', 'BRL', 'GBP']);

/** The events of a 'Cobrar' webhook. */
export type PaypalEventType =
  | 'CHECKOUT.ORDER.APPROVED'
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.DENIED';

/** A webhook as the stand-in keeps it. */
export interface PaypalStandInWebhook {
  id: string;
  url: string;
  eventTypes: string[];
  deleted: boolean;
}

/** A capture as PayPal shows it. */
export interface PaypalStandInCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  amount: { currency_code: string; value: string };
  custom_id: string | null;
  final_capture: true;
  create_time: string;
}

/** An order as the stand-in keeps it. */
export interface PaypalStandInOrder {
  id: string;
  body: Record<string, unknown>;
  requestId: string | null;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  customId: string | null;
  description: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  approveUrl: string;
  capture: PaypalStandInCapture | null;
  captureRequestId: string | null;
}

/** A webhook as PayPal would post it. */
export interface PaypalDelivery {
  url: string;
  headers: Record<string, string>;
  rawBody: string;
}

/** How a delivery is signed. */
export type PaypalSignature = 'valid' | 'wrong' | 'missing';

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(7).toString('hex') },
  body: JSON.stringify(body),
});

/** PayPal's REST error shape. */
const paypalError = (status: number, name: string, message: string, issue?: string) =>
  json(status, {
    name,
    message,
    debug_id: randomBytes(7).toString('hex'),
    ...(issue ? { details: [{ issue }] } : {}),
  });

const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

/** A PayPal-like id: upper-case letters and digits. */
const newId = (length = 17) =>
  Array.from(randomBytes(length), (byte) => 'ABCDEFGHJKLMNPRSTUVWXY0123456789'[byte % 32]).join('');

/** Starts the stand-in (see the module's comment). */
export async function startPaypalStandIn() {
  const tokens: string[] = [];
  const webhooks: PaypalStandInWebhook[] = [];
  const orders: PaypalStandInOrder[] = [];
  const failures: Answer[] = [];
  const captureFailures: Answer[] = [];
  /** What each transmission was signed with, as PayPal would check it. */
  const transmissions = new Map<
    string,
    { signature: string; webhookId: string; rawBody: string; time: string }
  >();
  const signingKey = randomBytes(32);
  let nextCaptureStatus: PaypalStandInCapture['status'] = 'COMPLETED';

  function issueToken(request: ReceivedRequest): Answer {
    const basic = Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString('base64');
    if (request.headers.authorization !== `Basic ${basic}`)
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials')
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${randomBytes(30).toString('base64url')}`;
    tokens.push(token);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: randomUUID(),
    });
  }

  function createWebhook(body: Record<string, unknown>): Answer {
    const url = typeof body.url === 'string' ? body.url : '';
    const eventTypes = Array.isArray(body.event_types)
      ? (body.event_types as { name?: unknown }[]).map((item) => String(item.name ?? ''))
      : [];
    if (!/^https?:\/\//.test(url) || eventTypes.length === 0)
      return paypalError(400, 'VALIDATION_ERROR', 'Invalid data provided');
    if (webhooks.some((item) => item.url === url && !item.deleted))
      return paypalError(400, 'WEBHOOK_URL_ALREADY_EXISTS', 'Webhook URL already exists');
    const webhook: PaypalStandInWebhook = { id: newId(17), url, eventTypes, deleted: false };
    webhooks.push(webhook);
    return json(201, { id: webhook.id, url, event_types: eventTypes.map((name) => ({ name })) });
  }

  /** An order as PayPal shows it (its `links`, and its capture once captured). */
  function orderObject(order: PaypalStandInOrder) {
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: order.customId,
          description: order.description,
          amount: order.amount,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      payer: { email_address: 'comprador@example.com', payer_id: 'QYR5Z8XDVJNXQ' },
      links: [
        { href: `https://api.paypal.com/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED'
          ? [{ href: order.approveUrl, rel: 'payer-action', method: 'GET' }]
          : []),
      ],
    };
  }

  function createOrder(request: ReceivedRequest, body: Record<string, unknown>): Answer {
    const requestId =
      typeof request.headers['paypal-request-id'] === 'string' ? request.headers['paypal-request-id'] : null;
    const again = requestId ? orders.find((item) => item.requestId === requestId) : undefined;
    if (again) return json(200, orderObject(again));
    if (body.intent !== 'CAPTURE')
      return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed', 'MISSING_REQUIRED_PARAMETER');
    const unit = (Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined) as
      | Record<string, unknown>
      | undefined;
    const amount = (unit?.amount ?? {}) as { currency_code?: unknown; value?: unknown };
    const currency = String(amount.currency_code ?? '');
    const value = String(amount.value ?? '');
    if (!CURRENCIES.has(currency))
      return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'CURRENCY_NOT_SUPPORTED');
    if (!/^\d{1,10}\.\d{2}$/.test(value))
      return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'DECIMAL_PRECISION');
    const paypal = (
      body.payment_source as { paypal?: { experience_context?: Record<string, unknown> } } | undefined
    )?.paypal;
    const context = (paypal?.experience_context ?? body.application_context ?? {}) as Record<string, unknown>;
    const id = newId(17);
    const order: PaypalStandInOrder = {
      id,
      body,
      requestId,
      status: 'PAYER_ACTION_REQUIRED',
      customId: typeof unit?.custom_id === 'string' ? unit.custom_id : null,
      description: String(unit?.description ?? ''),
      amount: { currency_code: currency, value },
      returnUrl: String(context.return_url ?? ''),
      cancelUrl: String(context.cancel_url ?? ''),
      approveUrl: `https://www.paypal.com/checkoutnow?token=${id}`,
      capture: null,
      captureRequestId: null,
    };
    orders.push(order);
    return json(200, orderObject(order));
  }

  /** Captures an order now, as PayPal does when asked (or when a capture event needs one). */
  function captureNow(order: PaypalStandInOrder, status = nextCaptureStatus): PaypalStandInCapture {
    order.capture = {
      id: newId(17),
      status,
      amount: order.amount,
      custom_id: order.customId,
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    if (status !== 'DECLINED') order.status = 'COMPLETED';
    return order.capture;
  }

  function capture(request: ReceivedRequest, orderId: string): Answer {
    const order = orders.find((item) => item.id === orderId);
    if (!order)
      return paypalError(
        404,
        'RESOURCE_NOT_FOUND',
        'The specified resource does not exist.',
        'INVALID_RESOURCE_ID',
      );
    const failure = captureFailures.shift();
    if (failure) return failure;
    const requestId =
      typeof request.headers['paypal-request-id'] === 'string' ? request.headers['paypal-request-id'] : null;
    if (order.capture && requestId && requestId === order.captureRequestId)
      return json(200, orderObject(order));
    if (order.status === 'COMPLETED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_NOT_APPROVED');
    captureNow(order);
    order.captureRequestId = requestId;
    return json(201, orderObject(order));
  }

  function verify(request: ReceivedRequest): Answer {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed');
    }
    const webhook = webhooks.find((item) => item.id === body.webhook_id && !item.deleted);
    if (!webhook) return paypalError(400, 'VALIDATION_ERROR', 'Invalid data provided', 'INVALID_RESOURCE_ID');
    const sent = transmissions.get(String(body.transmission_id));
    const verified =
      sent !== undefined &&
      body.auth_algo === 'SHA256withRSA' &&
      typeof body.cert_url === 'string' &&
      body.transmission_sig === sent.signature &&
      body.transmission_time === sent.time &&
      sent.webhookId === webhook.id &&
      request.body.includes(`"webhook_event":${sent.rawBody}`);
    return json(200, { verification_status: verified ? 'SUCCESS' : 'FAILURE' });
  }

  function answer(request: ReceivedRequest): Answer {
    const [fullPath = ''] = request.url.split('?');
    const path = fullPath.replace(/^\/sandbox(?=\/)/, '');
    if (request.method === 'POST' && path === '/v1/oauth2/token') return issueToken(request);
    const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.includes(bearer))
      return paypalError(
        401,
        'AUTHENTICATION_FAILURE',
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      );
    const failure = failures.shift();
    if (failure) return failure;
    const body = (() => {
      try {
        return JSON.parse(request.body || '{}') as Record<string, unknown>;
      } catch {
        return {};
      }
    })();
    if (request.method === 'POST' && path === '/v1/notifications/webhooks') return createWebhook(body);
    const webhook = /^\/v1\/notifications\/webhooks\/([^/]+)$/.exec(path);
    if (request.method === 'DELETE' && webhook) {
      const found = webhooks.find((item) => item.id === webhook[1] && !item.deleted);
      if (!found) return paypalError(404, 'INVALID_RESOURCE_ID', 'Resource id is invalid.');
      found.deleted = true;
      return { status: 204, headers: {}, body: '' };
    }
    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return verify(request);
    if (request.method === 'POST' && path === '/v2/checkout/orders') return createOrder(request, body);
    const captured = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (request.method === 'POST' && captured) return capture(request, captured[1] ?? '');
    return paypalError(404, 'NOT_FOUND', 'The specified resource does not exist.');
  }

  const receiver = await startLocalHttpReceiver(answer);

  /** The webhook PayPal would post for an order (see the module's comment); nothing is sent. */
  function prepareEvent(
    orderId: string,
    type: PaypalEventType | (string & {}),
    options: { webhookUrl?: string; signature?: PaypalSignature } = {},
  ): PaypalDelivery {
    const order = orders.find((item) => item.id === orderId);
    if (!order) throw new Error(`paypalStandIn: no order ${orderId}`);
    const live = webhooks.filter((item) => !item.deleted);
    const webhook = options.webhookUrl ? live.find((item) => item.url === options.webhookUrl) : live.at(-1);
    const url = options.webhookUrl ?? webhook?.url;
    if (!url) throw new Error('paypalStandIn: no webhook to post to');
    let resource: unknown;
    if (type === 'CHECKOUT.ORDER.APPROVED') {
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
      resource = orderObject(order);
    } else if (type !== 'PAYMENT.CAPTURE.COMPLETED' && type !== 'PAYMENT.CAPTURE.DENIED') {
      // Any other event (`CHECKOUT.ORDER.COMPLETED`…) carries the order as it stands.
      resource = orderObject(order);
    } else {
      const denied = type === 'PAYMENT.CAPTURE.DENIED';
      const made = order.capture ?? captureNow(order, denied ? 'DECLINED' : 'COMPLETED');
      if (denied) made.status = 'DECLINED';
      resource = { ...made, supplementary_data: { related_ids: { order_id: order.id } } };
    }
    const rawBody = JSON.stringify({
      id: `WH-${newId(8)}-${newId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: type === 'CHECKOUT.ORDER.APPROVED' ? 'checkout-order' : 'capture',
      resource_version: '2.0',
      event_type: type,
      summary:
        type === 'CHECKOUT.ORDER.APPROVED'
          ? 'An order has been approved by buyer'
          : `Payment ${type.split('.').at(-1)?.toLowerCase()}`,
      resource,
    });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const signature = options.signature ?? 'valid';
    if (signature !== 'missing') {
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const digest = createHash('sha256').update(rawBody).digest('hex');
      const signed = createHmac('sha256', signingKey)
        .update(`${transmissionId}|${time}|${webhook?.id ?? ''}|${digest}`)
        .digest('base64');
      if (webhook)
        transmissions.set(transmissionId, { signature: signed, webhookId: webhook.id, rawBody, time });
      Object.assign(headers, {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature === 'wrong' ? randomBytes(256).toString('base64') : signed,
        'paypal-transmission-time': time,
      });
    }
    return { url, headers, rawBody };
  }

  /** Posts a delivery to its URL, as PayPal does, and gives the answer. */
  async function deliver(delivery: PaypalDelivery): Promise<{ status: number; body: string }> {
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
    /** The server's environment for this stand-in: Live at its root, the Sandbox under `/sandbox`. */
    env: { PAYPAL_API_URL: url, PAYPAL_SANDBOX_API_URL: `${url}/sandbox` },
    /** What `HTTP_ALLOWED_HOSTS` must hold for the server to reach it. */
    allowedHost: `127.0.0.1:${receiver.port}`,
    tokens,
    webhooks,
    orders,
    received: receiver.received,
    prepareEvent,
    deliver,
    /** The visitor approves the order and PayPal notifies it (`CHECKOUT.ORDER.APPROVED`). */
    payCheckout: (orderId: string, options: { webhookUrl?: string; signature?: PaypalSignature } = {}) =>
      deliver(prepareEvent(orderId, 'CHECKOUT.ORDER.APPROVED', options)),
    /** The status of the next captures PayPal makes (`'COMPLETED'` unless changed). */
    captureStatus: (status: PaypalStandInCapture['status']) => {
      nextCaptureStatus = status;
    },
    /** The next calls (but token ones) answer these PayPal errors, in order. */
    failNext: (...answers: { status: number; name?: string; message: string; issue?: string }[]) => {
      for (const next of answers)
        failures.push(
          paypalError(next.status, next.name ?? 'INTERNAL_SERVER_ERROR', next.message, next.issue),
        );
    },
    /** The next captures answer these PayPal errors, in order (the calls before them go on). */
    failCaptures: (...answers: { status: number; name?: string; message: string; issue?: string }[]) => {
      for (const next of answers)
        captureFailures.push(
          paypalError(next.status, next.name ?? 'INTERNAL_SERVER_ERROR', next.message, next.issue),
        );
    },
    /** Forgets every token, webhook, order, transmission, request and queued failure. */
    reset: () => {
      tokens.length = 0;
      webhooks.length = 0;
      orders.length = 0;
      failures.length = 0;
      captureFailures.length = 0;
      transmissions.clear();
      receiver.received.length = 0;
      nextCaptureStatus = 'COMPLETED';
    },
    close: receiver.close,
  };
}

/** The stand-in of a test. */
export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;
