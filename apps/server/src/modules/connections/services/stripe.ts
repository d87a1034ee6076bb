import { stripeStoredCredentialsSchema } from '@plubot/contracts';
import type { z } from 'zod';
import {
  asRecord,
  clip,
  hmacHex,
  parseJsonObject,
  readCharge,
  readSignatureHeader,
  sameSignature,
  textOf,
  toSetupFailure,
  waitMinutesOf,
} from './paymentCheckout';
import {
  readServiceAnswer,
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

/**
 * The owner's own Stripe account (issue #32, 'Cobrar'): never the operator's billing keys
 * (`STRIPE_SECRET_KEY`), only the API address (`STRIPE_API_URL`) is shared with billing.
 */
export type StripeCredentials = z.output<typeof stripeStoredCredentialsSchema>;

/** The events the webhook endpoint made for a connection listens to. */
export const STRIPE_CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

/** How old a signed webhook may be, as Stripe's own libraries allow (seconds). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe keeps a Checkout Session open between 30 minutes and 24 hours: a margin inside both. */
const MIN_OPEN_MINUTES = 31;
const MAX_OPEN_MINUTES = 24 * 60 - 5;

/** Longest product name shown on Stripe's checkout page that we send. */
const NAME_LIMIT = 250;

/**
 * One call to Stripe's API (`{STRIPE_API_URL}/v1/…`) with the owner's key, form-encoded as Stripe
 * takes it. Stripe words its errors as `{"error": {"message": …}}` (read by the `error` style).
 */
async function callStripe(
  ctx: ConnectorContext,
  credentials: StripeCredentials,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  form?: URLSearchParams,
): Promise<ServiceAnswer> {
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(ctx.config.STRIPE_API_URL)}/v1${path}`,
    headers: {
      authorization: `Bearer ${credentials.secretKey}`,
      accept: 'application/json',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form?.toString(),
  });
  return readServiceAnswer(result, { messageField: 'error', secret: credentials.secretKey });
}

/**
 * Registers a webhook endpoint at `webhookUrl` for the checkout events, and keeps its id and its
 * signing secret (`whsec_…`, which Stripe shows only now) with the key.
 */
async function prepare(
  ctx: ConnectorContext,
  credentials: StripeCredentials,
  setup: { webhookUrl: string },
): ReturnType<NonNullable<ServiceConnector<StripeCredentials>['prepare']>> {
  const form = new URLSearchParams({ url: setup.webhookUrl, description: 'Plubot: Cobrar' });
  STRIPE_CHECKOUT_EVENTS.forEach((event, index) => {
    form.append(`enabled_events[${index}]`, event);
  });
  const answer = await callStripe(ctx, credentials, 'POST', '/webhook_endpoints', form);
  if (!answer.ok) return toSetupFailure(answer);
  const endpoint = asRecord(answer.body);
  const id = textOf(endpoint?.id);
  const secret = textOf(endpoint?.secret);
  if (!id || !secret) return toSetupFailure(unexpectedAnswer(answer.status));
  return { ok: true, credentials: { ...credentials, webhookEndpointId: id, webhookSecret: secret } };
}

/** Deletes the webhook endpoint `prepare` made (the connection is gone). */
async function forget(ctx: ConnectorContext, credentials: StripeCredentials): Promise<void> {
  if (!credentials.webhookEndpointId) return;
  await callStripe(
    ctx,
    credentials,
    'DELETE',
    `/webhook_endpoints/${encodeURIComponent(credentials.webhookEndpointId)}`,
  );
}

/**
 * 'Cobrar': a Checkout Session in payment mode for one line — the description, the amount in
 * minor units (Stripe's `unit_amount`; CLP has none) — carrying our reference as
 * `client_reference_id` and metadata, back to the chat either way, open as long as the
 * conversation waits (within Stripe's 30 minutes to 24 hours).
 */
async function charge(
  ctx: ConnectorContext,
  credentials: StripeCredentials,
  request: AwaitRequest,
): Promise<AwaitStart> {
  const read = readCharge(request);
  if (!read.ok) return read;
  const { minor, currency, description } = read.charge;
  const openMinutes = Math.min(Math.max(waitMinutesOf(request), MIN_OPEN_MINUTES), MAX_OPEN_MINUTES);
  const form = new URLSearchParams({
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(minor),
    'line_items[0][price_data][product_data][name]': clip(description, NAME_LIMIT),
    client_reference_id: request.reference,
    'metadata[plubot_reference]': request.reference,
    'payment_intent_data[metadata][plubot_reference]': request.reference,
    success_url: request.returnUrl,
    cancel_url: request.returnUrl,
    expires_at: String(Math.floor(Date.now() / 1000) + openMinutes * 60),
  });
  const answer = await callStripe(ctx, credentials, 'POST', '/checkout/sessions', form);
  if (!answer.ok) return answer;
  const session = asRecord(answer.body);
  const id = textOf(session?.id);
  const url = textOf(session?.url);
  if (!id || !url) return unexpectedAnswer(answer.status);
  return { ok: true, url, externalId: id };
}

/**
 * Checks Stripe's `Stripe-Signature` header (`t=…,v1=…`): an HMAC-SHA256 under the endpoint's
 * secret of `{t}.{raw body}`, compared in constant time, signed at most five minutes from now.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const values = readSignatureHeader(header);
  const timestamp = Number(values.get('t')?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > STRIPE_SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const expected = hmacHex(secret, `${timestamp}.${rawBody}`);
  return (values.get('v1') ?? []).some((signature) => sameSignature(expected, signature));
}

/** What a checkout event says of its session: paid (done), failed for good, or still pending. */
function outcomeOf(type: string, session: Record<string, unknown>): AwaitEvent['outcome'] | undefined {
  if (type === 'checkout.session.async_payment_succeeded') return 'done';
  if (type === 'checkout.session.async_payment_failed' || type === 'checkout.session.expired')
    return 'failed';
  if (type !== 'checkout.session.completed') return undefined;
  // Completed with a bank debit or a voucher still to clear: its async event says how it ends.
  return session.payment_status === 'paid' ? 'done' : 'pending';
}

/**
 * Verifies a webhook Stripe posted for this connection (the endpoint's secret) and reads its
 * checkout event: paid as `done` with the amount and currency paid, expired or failed as
 * `failed`, completed but not yet paid as `pending`; any other event tells nothing.
 */
async function readWebhook(
  _ctx: ConnectorContext,
  credentials: StripeCredentials,
  webhook: IncomingWebhook,
): Promise<WebhookReading> {
  const secret = credentials.webhookSecret;
  if (!secret || !verifyStripeSignature(webhook.rawBody, webhook.headers['stripe-signature'], secret))
    return { ok: false, reason: 'signature' };
  const event = parseJsonObject(webhook.rawBody);
  const type = textOf(event?.type);
  const session = asRecord(asRecord(event?.data)?.object);
  if (!type || !session) return { ok: false, reason: 'malformed' };
  const outcome = outcomeOf(type, session);
  if (!outcome) return { ok: true, events: [] };
  const sessionId = textOf(session.id);
  if (!sessionId) return { ok: false, reason: 'malformed' };
  const reference =
    textOf(session.client_reference_id) ?? textOf(asRecord(session.metadata)?.plubot_reference);
  const paymentId = textOf(session.payment_intent) ?? sessionId;
  const found: AwaitEvent = {
    reference: reference ?? null,
    externalId: sessionId,
    outcome,
    outputs: { paymentId },
  };
  if (outcome === 'done') {
    const minor = session.amount_total;
    const currency = textOf(session.currency);
    if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || !currency)
      return { ok: false, reason: 'malformed' };
    found.paid = { minor, currency: currency.toUpperCase() };
  }
  return { ok: true, events: [found] };
}

/**
 * A Stripe account of the owner's (a secret or restricted key): 'Cobrar' opens Checkout Sessions
 * and their webhook endpoint (made on connecting, deleted with the connection) says when they are paid.
 */
export const stripeConnector: ServiceConnector<StripeCredentials> = {
  title: 'Stripe',
  secretOf: (credentials) => credentials.secretKey,
  settingsOf: (credentials) => ({ mode: credentials.secretKey.includes('_live_') ? 'live' : 'test' }),
  read: (value) => {
    const parsed = stripeStoredCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  // Listing webhook endpoints needs only what a connection uses anyway (a restricted key with
  // Checkout Sessions and Webhook Endpoints), unlike the balance or the account.
  check: async (ctx, credentials) =>
    toConnectionCheck(await callStripe(ctx, credentials, 'GET', '/webhook_endpoints?limit=1')),
  prepare,
  forget,
  awaits: { charge },
  readWebhook,
};
