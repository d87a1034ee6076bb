import { createHmac, randomBytes } from 'node:crypto';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * A local stand-in for an OWNER's Stripe account (issue #32, 'Cobrar' with Stripe — not the
 * operator's billing, see `localStripe.ts`), on a node:http server, for one secret key. Point
 * `STRIPE_API_URL` at it (`standIn.env`) and allow `standIn.allowedHost`. Bodies are form-encoded,
 * as Stripe takes them; answers are Stripe's JSON.
 *
 * - `GET /v1/webhook_endpoints?limit=1` (the connection's check) → `{object: 'list', data: […]}`;
 *   `GET /v1/balance` too.
 * - `POST /v1/webhook_endpoints` (`url`, `enabled_events[n]`) → `{id: 'we_…', secret: 'whsec_…', …}`,
 *   kept in `endpoints` (with its secret); without a url or events → 400.
 * - `DELETE /v1/webhook_endpoints/<id>` → `{id, deleted: true}` (marked `deleted`), or 404.
 * - `POST /v1/checkout/sessions` (`mode=payment`, `line_items[0][price_data][currency|unit_amount|
 *   product_data][name]]`, `line_items[0][quantity]`, `client_reference_id`, `metadata[…]`,
 *   `success_url`, `cancel_url`, `expires_at`) → `{id: 'cs_test_…', url, status: 'open', …}`, kept in
 *   `sessions` (read back: `amount`, `currency`, `name`, `reference`, `metadata`, `successUrl`,
 *   `cancelUrl`, `expiresAt`, and the whole `form`); an `expires_at` outside 30 minutes to 24 hours,
 *   a missing or non-integer amount → 400 as Stripe words it. `GET /v1/checkout/sessions/<id>` reads one.
 * - A missing or wrong key → 401 `{"error": {"message": "Invalid API Key provided: sk_test_****…"}}`;
 *   `revoke()` makes the right key wrong too; `failNext({status, message, retryAfter?})` makes the
 *   next calls answer that.
 *
 * Paying, as the visitor on the checkout page: `prepareEvent(sessionId, type, options?)` gives the
 * event Stripe would post — to the endpoint's URL (or `options.webhookUrl`), signed with its secret
 * (`Stripe-Signature: t=…,v1=…`), the session as its `data.object` (updated: `status`,
 * `payment_status`, `payment_intent`) — and `deliver(delivery)` posts it, answering `{status, body}`.
 * `payCheckout(sessionId, options?)` pays it (`checkout.session.completed`, `payment_status: 'paid'`)
 * and delivers. `options.signature` may be `'valid'` (default), `'wrong'` (another secret),
 * `'missing'` or `'stale'` (signed 10 minutes ago); `options.paymentStatus` overrides the session's
 * (`'unpaid'` for a completed bank debit still to clear), `options.amount`/`options.currency` what
 * Stripe says was paid.
 */

/** The owner's secret key the stand-in accepts. */
export const STRIPE_OWNER_KEY = 'sk_test_51PlubotOwner0StandIn0Key0000000000abcdefABCDEF';

/** The checkout events a Stripe webhook of 'Cobrar' may carry. */
export type StripeCheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A webhook endpoint as the stand-in keeps it. */
export interface StripeStandInEndpoint {
  id: string;
  url: string;
  secret: string;
  enabledEvents: string[];
  description: string;
  deleted: boolean;
}

/** A Checkout Session as the stand-in keeps it. */
export interface StripeStandInSession {
  id: string;
  url: string;
  amount: number;
  currency: string;
  name: string;
  reference: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntent: string | null;
  /** Every field as sent. */
  form: Record<string, string>;
}

/** A webhook as Stripe would post it: where, with which headers, and its raw body. */
export interface StripeDelivery {
  url: string;
  headers: Record<string, string>;
  rawBody: string;
}

/** How a delivery is signed. */
export type StripeSignature = 'valid' | 'wrong' | 'missing' | 'stale';

/** What a test may change of an event. */
export interface StripeEventOptions {
  webhookUrl?: string;
  signature?: StripeSignature;
  paymentStatus?: 'paid' | 'unpaid';
  amount?: number;
  currency?: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(7).toString('hex')}`,
    ...headers,
  },
  body: JSON.stringify(body),
});

/** Stripe's error shape. */
const stripeError = (status: number, message: string, type = 'invalid_request_error', headers = {}) =>
  json(status, { error: { message, type } }, headers);

/** A Stripe-like id with its prefix (`cs_test_…`). */
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A `Stripe-Signature` header for `payload` under `secret`, at `timestamp` (seconds). */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Starts the stand-in (see the module's comment). */
export async function startStripeStandIn() {
  const endpoints: StripeStandInEndpoint[] = [];
  const sessions: StripeStandInSession[] = [];
  const failures: Answer[] = [];
  let revoked = false;

  function createEndpoint(form: URLSearchParams): Answer {
    const url = form.get('url') ?? '';
    const enabledEvents = [...form.entries()]
      .filter(([key]) => /^enabled_events\[\d+\]$/.test(key))
      .map(([, value]) => value);
    if (!/^https?:\/\//.test(url)) return stripeError(400, 'Invalid URL: URL must be publicly accessible.');
    if (enabledEvents.length === 0) return stripeError(400, 'Missing required param: enabled_events.');
    const endpoint: StripeStandInEndpoint = {
      id: newId('we'),
      url,
      secret: `whsec_${randomBytes(24).toString('hex')}`,
      enabledEvents,
      description: form.get('description') ?? '',
      deleted: false,
    };
    endpoints.push(endpoint);
    return json(200, {
      id: endpoint.id,
      object: 'webhook_endpoint',
      url,
      enabled_events: enabledEvents,
      secret: endpoint.secret,
      status: 'enabled',
      livemode: false,
    });
  }

  function createSession(form: URLSearchParams): Answer {
    const get = (key: string) => form.get(key) ?? '';
    if (get('mode') !== 'payment') return stripeError(400, 'Missing required param: mode.');
    const amount = Number(get('line_items[0][price_data][unit_amount]'));
    if (!Number.isInteger(amount) || amount <= 0)
      return stripeError(400, 'Invalid integer: line_items[0][price_data][unit_amount]');
    const currency = get('line_items[0][price_data][currency]');
    if (!/^[a-z]{3}$/.test(currency))
      return stripeError(400, 'Invalid currency: line_items[0][price_data][currency]');
    if (get('line_items[0][quantity]') !== '1') return stripeError(400, 'Missing required param: quantity.');
    const name = get('line_items[0][price_data][product_data][name]');
    if (name === '')
      return stripeError(400, 'Missing required param: line_items[0][price_data][product_data][name].');
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Number(get('expires_at') || now + 24 * 3600);
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
      return stripeError(
        400,
        'The `expires_at` timestamp must be at least 30 minutes and less than 24 hours from Checkout Session creation.',
      );
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => /^metadata\[[^\]]+\]$/.test(key))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const id = newId('cs_test');
    const session: StripeStandInSession = {
      id,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount,
      currency,
      name,
      reference: form.get('client_reference_id'),
      metadata,
      successUrl: get('success_url'),
      cancelUrl: get('cancel_url'),
      expiresAt,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntent: null,
      form: Object.fromEntries(form.entries()),
    };
    sessions.push(session);
    return json(200, sessionObject(session));
  }

  /** A session as Stripe shows it (`data.object` of its events). */
  function sessionObject(session: StripeStandInSession, options: StripeEventOptions = {}) {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      url: session.status === 'open' ? session.url : null,
      status: session.status,
      payment_status: options.paymentStatus ?? session.paymentStatus,
      amount_total: options.amount ?? session.amount,
      currency: options.currency ?? session.currency,
      client_reference_id: session.reference,
      metadata: session.metadata,
      payment_intent: session.paymentIntent,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      expires_at: session.expiresAt,
      livemode: false,
    };
  }

  function answer(request: ReceivedRequest): Answer {
    if (request.headers.authorization !== `Bearer ${STRIPE_OWNER_KEY}` || revoked) {
      const given = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      return stripeError(401, `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`);
    }
    const failure = failures.shift();
    if (failure) return failure;
    const [path = ''] = request.url.split('?');
    const form = new URLSearchParams(request.body);
    if (request.method === 'GET' && path === '/v1/webhook_endpoints')
      return json(200, {
        object: 'list',
        data: endpoints.filter((e) => !e.deleted).map((e) => ({ id: e.id, url: e.url })),
      });
    if (request.method === 'GET' && path === '/v1/balance')
      return json(200, { object: 'balance', available: [] });
    if (request.method === 'POST' && path === '/v1/webhook_endpoints') return createEndpoint(form);
    const endpoint = /^\/v1\/webhook_endpoints\/([^/]+)$/.exec(path);
    if (request.method === 'DELETE' && endpoint) {
      const found = endpoints.find((item) => item.id === endpoint[1] && !item.deleted);
      if (!found) return stripeError(404, `No such webhook endpoint: '${endpoint[1]}'`);
      found.deleted = true;
      return json(200, { id: found.id, object: 'webhook_endpoint', deleted: true });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && session) {
      const found = sessions.find((item) => item.id === session[1]);
      return found
        ? json(200, sessionObject(found))
        : stripeError(404, `No such checkout.session: '${session[1]}'`);
    }
    return stripeError(404, `Unrecognized request URL (${request.method}: ${path}).`);
  }

  const receiver = await startLocalHttpReceiver(answer);

  /** The endpoint an event goes to: the one at `webhookUrl`, else the newest one not deleted. */
  function endpointFor(webhookUrl: string | undefined): StripeStandInEndpoint | undefined {
    const live = endpoints.filter((item) => !item.deleted);
    return webhookUrl ? live.find((item) => item.url === webhookUrl) : live.at(-1);
  }

  /** The event Stripe would post for a session (see the module's comment); nothing is sent. */
  function prepareEvent(
    sessionId: string,
    type: StripeCheckoutEventType,
    options: StripeEventOptions = {},
  ): StripeDelivery {
    const session = sessions.find((item) => item.id === sessionId);
    if (!session) throw new Error(`stripeStandIn: no checkout session ${sessionId}`);
    if (type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded') {
      session.status = 'complete';
      session.paymentStatus =
        type === 'checkout.session.completed' ? (options.paymentStatus ?? 'paid') : 'paid';
      session.paymentIntent ??= newId('pi');
    } else if (type === 'checkout.session.expired') session.status = 'expired';
    const endpoint = endpointFor(options.webhookUrl);
    const url = options.webhookUrl ?? endpoint?.url;
    if (!url) throw new Error('stripeStandIn: no webhook endpoint to post to');
    const rawBody = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object: sessionObject(session, options) },
    });
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const signature = options.signature ?? 'valid';
    if (signature !== 'missing') {
      const secret = signature === 'wrong' ? `whsec_${randomBytes(24).toString('hex')}` : endpoint?.secret;
      if (!secret) throw new Error(`stripeStandIn: no endpoint secret for ${url}`);
      const at = Math.floor(Date.now() / 1000) - (signature === 'stale' ? 600 : 0);
      headers['stripe-signature'] = stripeSignatureHeader(rawBody, secret, at);
    }
    return { url, headers, rawBody };
  }

  /** Posts a delivery to its URL, as Stripe does, and gives the answer. */
  async function deliver(delivery: StripeDelivery): Promise<{ status: number; body: string }> {
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
    env: { STRIPE_API_URL: url },
    /** What `HTTP_ALLOWED_HOSTS` must hold for the server to reach it. */
    allowedHost: `127.0.0.1:${receiver.port}`,
    endpoints,
    sessions,
    received: receiver.received,
    prepareEvent,
    deliver,
    /** The visitor pays the session: `checkout.session.completed`, paid, delivered. */
    payCheckout: (sessionId: string, options: StripeEventOptions = {}) =>
      deliver(prepareEvent(sessionId, 'checkout.session.completed', options)),
    /** From now on (or no longer), every call answers 401. */
    revoke: (on = true) => {
      revoked = on;
    },
    /** The next calls answer these Stripe errors, in order. */
    failNext: (...answers: { status: number; message: string; retryAfter?: string }[]) => {
      for (const next of answers)
        failures.push(
          stripeError(
            next.status,
            next.message,
            next.status === 429 ? 'rate_limit_error' : 'api_error',
            next.retryAfter ? { 'retry-after': next.retryAfter } : {},
          ),
        );
    },
    /** Forgets every endpoint, session, request and queued failure. */
    reset: () => {
      endpoints.length = 0;
      sessions.length = 0;
      failures.length = 0;
      receiver.received.length = 0;
      revoked = false;
    },
    close: receiver.close,
  };
}

/** The stand-in of a test. */
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
