import { paypalStoredCredentialsSchema } from '@plubot/contracts';
import { acceptsCurrency, formatMinorUnits, isPaymentCurrency } from '@plubot/flow';
import type { z } from 'zod';
import {
  asRecord,
  clip,
  parseJsonObject,
  readCharge,
  textOf,
  toMinorUnits,
  toSetupFailure,
  withoutSecrets,
} from './paymentCheckout';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type {
  AwaitEvent,
  AwaitRequest,
  AwaitStart,
  ConnectorContext,
  IncomingWebhook,
  ServiceConnector,
  WebhookReading,
} from './serviceConnector';

/** The owner's own PayPal REST app (Live or Sandbox) and the webhook registered for the connection. */
export type PaypalCredentials = z.output<typeof paypalStoredCredentialsSchema>;

/** The events the connection's webhook listens to. */
export const PAYPAL_WEBHOOK_EVENTS = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
] as const;

/** PayPal's limit on a purchase unit's `description` (and `custom_id`: our references are shorter). */
const PAYPAL_TEXT_LIMIT = 127;

/** The headers PayPal signs a webhook with, as the verification call names them. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** The API address of the connection's side of PayPal: Live, or the Sandbox. */
function baseUrlOf(ctx: ConnectorContext, credentials: PaypalCredentials): string {
  return trimBaseUrl(
    credentials.environment === 'sandbox' ? ctx.config.PAYPAL_SANDBOX_API_URL : ctx.config.PAYPAL_API_URL,
  );
}

/**
 * An access token for the app (OAuth2 client credentials, HTTP Basic with the client id and
 * secret). Asked for on every connector call and kept only for it: nothing is cached in memory.
 * PayPal words a refusal as `{"error": "invalid_client", "error_description": …}`.
 */
async function fetchToken(
  ctx: ConnectorContext,
  credentials: PaypalCredentials,
): Promise<{ ok: true; token: string } | ActionFailure> {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const result = await ctx.http({
    method: 'POST',
    url: `${baseUrlOf(ctx, credentials)}/v1/oauth2/token`,
    headers: {
      authorization: `Basic ${basic}`,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const answer = readServiceAnswer(result, { messageField: 'error', secret: credentials.clientSecret });
  if (!answer.ok) return withoutSecrets(answer, [basic]);
  const token = textOf(asRecord(answer.body)?.access_token);
  return token ? { ok: true, token } : unexpectedAnswer(answer.status);
}

/** One call to PayPal's REST API with an access token; its errors read `{"name": …, "message": …}`. */
async function callPaypal(
  ctx: ConnectorContext,
  credentials: PaypalCredentials,
  token: string,
  request: {
    method: 'GET' | 'POST' | 'DELETE';
    path: string;
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<ServiceAnswer> {
  const result = await ctx.http({
    method: request.method,
    url: `${baseUrlOf(ctx, credentials)}${request.path}`,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    body: request.body,
  });
  const answer = readServiceAnswer(result, { messageField: 'message', secret: credentials.clientSecret });
  return answer.ok ? answer : withoutSecrets(answer, [token]);
}

/** Registers the connection's webhook for the order and capture events, and keeps its id. */
async function prepare(
  ctx: ConnectorContext,
  credentials: PaypalCredentials,
  setup: { webhookUrl: string },
): ReturnType<NonNullable<ServiceConnector<PaypalCredentials>['prepare']>> {
  const token = await fetchToken(ctx, credentials);
  if (!token.ok) return toSetupFailure(token);
  const answer = await callPaypal(ctx, credentials, token.token, {
    method: 'POST',
    path: '/v1/notifications/webhooks',
    body: JSON.stringify({
      url: setup.webhookUrl,
      event_types: PAYPAL_WEBHOOK_EVENTS.map((name) => ({ name })),
    }),
  });
  if (!answer.ok) return toSetupFailure(answer);
  const id = textOf(asRecord(answer.body)?.id);
  if (!id) return toSetupFailure(unexpectedAnswer(answer.status));
  return { ok: true, credentials: { ...credentials, webhookId: id } };
}

/** Deletes the webhook `prepare` registered (the connection is gone). */
async function forget(ctx: ConnectorContext, credentials: PaypalCredentials): Promise<void> {
  if (!credentials.webhookId) return;
  const token = await fetchToken(ctx, credentials);
  if (!token.ok) return;
  await callPaypal(ctx, credentials, token.token, {
    method: 'DELETE',
    path: `/v1/notifications/webhooks/${encodeURIComponent(credentials.webhookId)}`,
  });
}

/**
 * 'Cobrar': an order to capture (one purchase unit: our reference as `custom_id`, the description,
 * the amount as PayPal's decimal text), back to the chat either way; the visitor approves it at its
 * `payer-action` link. Created once per reference (`PayPal-Request-Id`), should the call be retried.
 */
async function charge(
  ctx: ConnectorContext,
  credentials: PaypalCredentials,
  request: AwaitRequest,
): Promise<AwaitStart> {
  const read = readCharge(request);
  if (!read.ok) return read;
  const { minor, currency, description } = read.charge;
  if (!acceptsCurrency('paypal', currency) || !isPaymentCurrency(currency))
    return refuseAtOnce('paymentCurrencyUnsupported', { service: 'PayPal', currency });
  const token = await fetchToken(ctx, credentials);
  if (!token.ok) return token;
  const answer = await callPaypal(ctx, credentials, token.token, {
    method: 'POST',
    path: '/v2/checkout/orders',
    headers: { 'paypal-request-id': request.reference },
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: request.reference,
          description: clip(description, PAYPAL_TEXT_LIMIT),
          amount: { currency_code: currency, value: formatMinorUnits(minor, currency) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: request.returnUrl,
            cancel_url: request.returnUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    }),
  });
  if (!answer.ok) return answer;
  const order = asRecord(answer.body);
  const id = textOf(order?.id);
  const links = Array.isArray(order?.links) ? (order.links as unknown[]).map(asRecord) : [];
  const link =
    links.find((item) => item?.rel === 'payer-action') ?? links.find((item) => item?.rel === 'approve');
  const url = textOf(link?.href);
  if (!id || !url) return unexpectedAnswer(answer.status);
  return { ok: true, url, externalId: id };
}

/**
 * Asks PayPal whether a webhook is its own (`POST /v1/notifications/verify-webhook-signature`, with
 * the transmission's headers and the connection's webhook id). The event goes as the raw body
 * itself, not re-serialised, so the CRC PayPal signed is the same.
 */
async function verifyWebhook(
  ctx: ConnectorContext,
  credentials: PaypalCredentials,
  webhook: IncomingWebhook,
): Promise<'verified' | 'signature' | 'unreachable'> {
  if (!credentials.webhookId) return 'signature';
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = webhook.headers[header]?.trim();
    if (!value) return 'signature';
    fields[field] = value;
  }
  const token = await fetchToken(ctx, credentials);
  if (!token.ok) return 'unreachable';
  const head = JSON.stringify({ ...fields, webhook_id: credentials.webhookId }).slice(0, -1);
  const answer = await callPaypal(ctx, credentials, token.token, {
    method: 'POST',
    path: '/v1/notifications/verify-webhook-signature',
    body: `${head},"webhook_event":${webhook.rawBody}}`,
  });
  if (!answer.ok) return answer.retryable || answer.refused ? 'unreachable' : 'signature';
  return asRecord(answer.body)?.verification_status === 'SUCCESS' ? 'verified' : 'signature';
}

/** A capture as the wait reads it: done when completed (with what was paid), failed when denied. */
function captureEvent(
  capture: Record<string, unknown>,
  reference: string | undefined,
): AwaitEvent | undefined {
  const id = textOf(capture.id);
  if (!id) return undefined;
  const status = textOf(capture.status);
  const outcome: AwaitEvent['outcome'] =
    status === 'COMPLETED' ? 'done' : status === 'DECLINED' || status === 'FAILED' ? 'failed' : 'pending';
  const found: AwaitEvent = {
    reference: textOf(capture.custom_id) ?? reference ?? null,
    externalId: id,
    outcome,
    outputs: { paymentId: id },
  };
  if (outcome === 'done') {
    const amount = asRecord(capture.amount);
    const currency = textOf(amount?.currency_code)?.toUpperCase();
    const minor = currency ? toMinorUnits(amount?.value, currency) : undefined;
    if (!currency || minor === undefined) return undefined;
    found.paid = { minor, currency };
  }
  return found;
}

/** The first capture of an order's first purchase unit (an order of 'Cobrar' has one of each). */
function firstCapture(order: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const units = Array.isArray(order?.purchase_units) ? (order.purchase_units as unknown[]) : [];
  const captures = asRecord(asRecord(units[0])?.payments)?.captures;
  return Array.isArray(captures) ? asRecord(captures[0]) : undefined;
}

/**
 * An approved order is captured at once (once: `PayPal-Request-Id` is the order's id, so a second
 * notification of it gets the same capture back). A capture PayPal will not make now (already made,
 * or the payer's funding refused) leaves the wait pending: the capture's own events, or the wait's
 * end, decide.
 */
async function captureApproved(
  ctx: ConnectorContext,
  credentials: PaypalCredentials,
  order: Record<string, unknown>,
): Promise<WebhookReading> {
  const orderId = textOf(order.id);
  if (!orderId) return { ok: false, reason: 'malformed' };
  const units = Array.isArray(order.purchase_units) ? (order.purchase_units as unknown[]) : [];
  const reference = textOf(asRecord(units[0])?.custom_id);
  const token = await fetchToken(ctx, credentials);
  if (!token.ok) return { ok: false, reason: 'unreachable' };
  const answer = await callPaypal(ctx, credentials, token.token, {
    method: 'POST',
    path: `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
    headers: { 'paypal-request-id': orderId, prefer: 'return=representation' },
    body: '{}',
  });
  const pending: AwaitEvent = { reference: reference ?? null, externalId: orderId, outcome: 'pending' };
  if (!answer.ok)
    return answer.retryable ? { ok: false, reason: 'unreachable' } : { ok: true, events: [pending] };
  const capture = firstCapture(asRecord(answer.body));
  const found = capture ? captureEvent(capture, reference) : undefined;
  return { ok: true, events: [found ?? pending] };
}

/**
 * Verifies a webhook PayPal posted for this connection (asking PayPal) and reads it: an approved
 * order is captured (done once the capture completed), a completed capture is done with its amount
 * and currency, a denied one failed; other events tell nothing.
 */
async function readWebhook(
  ctx: ConnectorContext,
  credentials: PaypalCredentials,
  webhook: IncomingWebhook,
): Promise<WebhookReading> {
  const event = parseJsonObject(webhook.rawBody);
  const hasHeaders = Object.values(SIGNATURE_HEADERS).every((header) => webhook.headers[header]?.trim());
  if (!hasHeaders || !credentials.webhookId) return { ok: false, reason: 'signature' };
  if (!event) return { ok: false, reason: 'malformed' };
  const verified = await verifyWebhook(ctx, credentials, webhook);
  if (verified !== 'verified') return { ok: false, reason: verified };
  const type = textOf(event.event_type);
  const resource = asRecord(event.resource);
  if (!type || !resource) return { ok: false, reason: 'malformed' };
  if (type === 'CHECKOUT.ORDER.APPROVED') return captureApproved(ctx, credentials, resource);
  if (type === 'PAYMENT.CAPTURE.COMPLETED' || type === 'PAYMENT.CAPTURE.DENIED') {
    const found = captureEvent(resource, undefined);
    return found ? { ok: true, events: [found] } : { ok: false, reason: 'malformed' };
  }
  return { ok: true, events: [] };
}

/**
 * A PayPal REST app of the owner's: 'Cobrar' makes orders, and the webhook registered on connecting
 * (deleted with the connection) says when they are approved — then captured — or denied.
 */
export const paypalConnector: ServiceConnector<PaypalCredentials> = {
  title: 'PayPal',
  secretOf: (credentials) => credentials.clientSecret,
  settingsOf: (credentials) => ({
    environment: credentials.environment,
    clientId: `${credentials.clientId.slice(0, 8)}…`,
  }),
  read: (value) => {
    const parsed = paypalStoredCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => {
    const token = await fetchToken(ctx, credentials);
    return token.ok ? { ok: true } : toConnectionCheck(token);
  },
  prepare,
  forget,
  awaits: { charge },
  readWebhook,
};
