import { mercadoPagoCredentialsSchema } from '@plubot/contracts';
import { acceptsCurrency } from '@plubot/flow';
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
  toDecimalAmount,
  toMinorUnits,
  waitMinutesOf,
  withoutSecrets,
} from './paymentCheckout';
import {
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

/** The owner's own Mercado Pago application: its access token and its webhooks' secret signature. */
export type MercadoPagoCredentials = z.output<typeof mercadoPagoCredentialsSchema>;

/** Longest item title we send (Mercado Pago shows it on its checkout page). */
const TITLE_LIMIT = 256;

/**
 * One call to Mercado Pago's API (`{MERCADOPAGO_API_URL}/…`) with the owner's access token. Its
 * errors read `{"message": …, "error": …, "status": …}`; neither secret ever shows in them.
 */
async function callMercadoPago(
  ctx: ConnectorContext,
  credentials: MercadoPagoCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(ctx.config.MERCADOPAGO_API_URL)}${path}`,
    headers: {
      authorization: `Bearer ${credentials.accessToken}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = readServiceAnswer(result, { messageField: 'message', secret: credentials.accessToken });
  return answer.ok ? answer : withoutSecrets(answer, [credentials.webhookSecret]);
}

/**
 * A date as Mercado Pago's examples write them (`2026-03-01T12:00:00.000+00:00`), in UTC.
 * @example mercadoPagoDate(new Date(0)) // '1970-01-01T00:00:00.000+00:00'
 */
export function mercadoPagoDate(date: Date): string {
  return date.toISOString().replace(/Z$/, '+00:00');
}

/**
 * Where Mercado Pago notifies this checkout's payments: the connection's webhook address with
 * `source_news=webhooks`, so only signed Webhooks come (not the older, unsigned IPN ones).
 */
export function notificationUrlOf(webhookUrl: string): string {
  const url = new URL(webhookUrl);
  url.searchParams.set('source_news', 'webhooks');
  return url.toString();
}

/**
 * 'Cobrar': a Checkout Pro preference for one item (the description, the amount as Mercado Pago's
 * decimal `unit_price`, the currency), carrying our reference as `external_reference`, notified at
 * the connection's webhook address, back to the chat (at once when approved), and expiring when the
 * conversation stops waiting. The visitor pays at its `init_point` (`sandbox_init_point` with TEST-
 * credentials).
 */
async function charge(
  ctx: ConnectorContext,
  credentials: MercadoPagoCredentials,
  request: AwaitRequest,
): Promise<AwaitStart> {
  const read = readCharge(request);
  if (!read.ok) return read;
  const { minor, currency, description } = read.charge;
  // Mercado Pago charges in its countries' own currencies: anything else fails at once, clearly.
  if (!acceptsCurrency('mercadopago', currency))
    return refuseAtOnce('paymentCurrencyUnsupported', { service: 'Mercado Pago', currency });
  const now = Date.now();
  const answer = await callMercadoPago(ctx, credentials, 'POST', '/checkout/preferences', {
    items: [
      {
        title: clip(description, TITLE_LIMIT),
        quantity: 1,
        unit_price: toDecimalAmount(minor, currency),
        currency_id: currency,
      },
    ],
    external_reference: request.reference,
    notification_url: notificationUrlOf(request.webhookUrl),
    back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
    auto_return: 'approved',
    expires: true,
    expiration_date_from: mercadoPagoDate(new Date(now)),
    expiration_date_to: mercadoPagoDate(new Date(now + waitMinutesOf(request) * 60_000)),
  });
  if (!answer.ok) return answer;
  const preference = asRecord(answer.body);
  const id = textOf(preference?.id);
  const testing = credentials.accessToken.startsWith('TEST-');
  const url =
    (testing ? textOf(preference?.sandbox_init_point) : undefined) ?? textOf(preference?.init_point);
  if (!id || !url) return unexpectedAnswer(answer.status);
  return { ok: true, url, externalId: id };
}

/**
 * The manifest Mercado Pago signs (its "validate the notification's origin"):
 * `id:<data.id of the URL>;request-id:<x-request-id>;ts:<ts>;`, each part left out when its value
 * is absent, and an alphanumeric `data.id` lower-cased.
 * @example signatureManifest('123', 'req-1', '1704908010') // 'id:123;request-id:req-1;ts:1704908010;'
 */
export function signatureManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/**
 * Checks Mercado Pago's `x-signature` (`ts=…,v1=…`): the hex HMAC-SHA256 of the manifest (see
 * {@link signatureManifest}) under the application's secret signature, compared in constant time.
 * Mercado Pago documents no age limit (it retries for days), and the payment is then read back
 * from its API, so a replayed notification only reads the truth again.
 */
export function verifyMercadoPagoSignature(webhook: IncomingWebhook, secret: string): boolean {
  const values = readSignatureHeader(webhook.headers['x-signature']);
  const ts = values.get('ts')?.[0];
  const given = values.get('v1')?.[0];
  if (!ts || !given) return false;
  const manifest = signatureManifest(webhook.query['data.id'], webhook.headers['x-request-id'], ts);
  return sameSignature(hmacHex(secret, manifest), given);
}

/** What a payment's status means for the wait: approved is paid; rejected or cancelled failed; the rest pending. */
function outcomeOf(status: string | undefined): AwaitEvent['outcome'] {
  if (status === 'approved') return 'done';
  if (status === 'rejected' || status === 'cancelled') return 'failed';
  return 'pending';
}

/**
 * Verifies a notification Mercado Pago posted for this connection and reads the payment it names
 * (`GET /v1/payments/{data.id}`: the notification itself only names it): approved as `done` with
 * the amount and currency paid, rejected or cancelled as `failed`. Other topics tell nothing; a
 * payment Mercado Pago does not know (its dashboard's simulations) neither.
 */
async function readWebhook(
  ctx: ConnectorContext,
  credentials: MercadoPagoCredentials,
  webhook: IncomingWebhook,
): Promise<WebhookReading> {
  if (!verifyMercadoPagoSignature(webhook, credentials.webhookSecret))
    return { ok: false, reason: 'signature' };
  const body = parseJsonObject(webhook.rawBody);
  if (!body) return { ok: false, reason: 'malformed' };
  const topic = textOf(body.type) ?? webhook.query.type;
  if (topic !== 'payment') return { ok: true, events: [] };
  // The id read is the signed one (the URL's); a body naming another is not Mercado Pago's.
  const paymentId = webhook.query['data.id'];
  const bodyId = textOf(asRecord(body.data)?.id);
  if (!paymentId || (bodyId !== undefined && bodyId.toLowerCase() !== paymentId.toLowerCase()))
    return { ok: false, reason: 'malformed' };
  const answer = await callMercadoPago(
    ctx,
    credentials,
    'GET',
    `/v1/payments/${encodeURIComponent(paymentId)}`,
  );
  if (!answer.ok)
    return answer.error.startsWith('HTTP 404')
      ? { ok: true, events: [] }
      : { ok: false, reason: 'unreachable' };
  const payment = asRecord(answer.body);
  const id = textOf(payment?.id);
  if (!payment || !id) return { ok: false, reason: 'unreachable' };
  const outcome = outcomeOf(textOf(payment.status));
  const found: AwaitEvent = {
    reference: textOf(payment.external_reference) ?? null,
    externalId: id,
    outcome,
    outputs: { paymentId: id },
  };
  if (outcome === 'done') {
    const currency = textOf(payment.currency_id)?.toUpperCase();
    const minor = currency ? toMinorUnits(payment.transaction_amount, currency) : undefined;
    if (!currency || minor === undefined) return { ok: false, reason: 'unreachable' };
    found.paid = { minor, currency };
  }
  return { ok: true, events: [found] };
}

/**
 * A Mercado Pago application of the owner's: 'Cobrar' makes Checkout Pro preferences, each notified
 * at the connection's webhook address and signed with the secret the owner copied.
 */
export const mercadoPagoConnector: ServiceConnector<MercadoPagoCredentials> = {
  title: 'Mercado Pago',
  secretOf: (credentials) => credentials.accessToken,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = mercadoPagoCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) =>
    toConnectionCheck(await callMercadoPago(ctx, credentials, 'GET', '/users/me')),
  awaits: { charge },
  readWebhook,
};
