import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { formatStartSpanish } from './bookingTime';
import type { AwaitEvent, IncomingWebhook, WebhookReading } from './serviceConnector';

/** How old (or how far ahead) a signed webhook's timestamp may be: Calendly's own advice, 3 minutes. */
export const CALENDLY_SIGNATURE_TOLERANCE_MS = 3 * 60_000;

/**
 * The `Calendly-Webhook-Signature` header a webhook is signed with: `t=<unix seconds>,v1=<hex of
 * HMAC-SHA256 of "<t>.<raw body>" with the subscription's signing key>`.
 * @example signCalendlyWebhook(key, body, 1764581400) // 't=1764581400,v1=5f3a…'
 */
export function signCalendlyWebhook(signingKey: string, rawBody: string, timestamp: number): string {
  const digest = createHmac('sha256', signingKey).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * Whether a webhook carries a valid signature made with `signingKey` within the tolerance of `now`:
 * the header's `t` and `v1` are read, the HMAC recomputed over `${t}.${rawBody}` and compared in
 * constant time.
 */
export function hasValidCalendlySignature(
  webhook: IncomingWebhook,
  signingKey: string,
  now: number = Date.now(),
): boolean {
  const header = webhook.headers['calendly-webhook-signature'] ?? '';
  const fields = new Map(
    header.split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = fields.get('t') ?? '';
  const given = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(given)) return false;
  if (Math.abs(now - Number(timestamp) * 1000) > CALENDLY_SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', signingKey).update(`${timestamp}.${webhook.rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The parts of an `invitee.created` webhook the booking needs (Calendly's API v2 payload). */
const inviteeCreatedSchema = z.looseObject({
  event: z.literal('invitee.created'),
  payload: z.looseObject({
    uri: z.string().min(1),
    name: z.string().nullish(),
    email: z.string().nullish(),
    timezone: z.string().nullish(),
    tracking: z.looseObject({ utm_content: z.string().nullish() }).nullish(),
    scheduled_event: z.looseObject({ start_time: z.string().min(1) }),
  }),
});

/** Any webhook Calendly posts: an event name and its payload. */
const anyEventSchema = z.looseObject({ event: z.string(), payload: z.unknown() });

/**
 * What a verified Calendly webhook says: for `invitee.created` made through one of our links (its
 * `tracking.utm_content` is the wait's reference), one booking done — named by the invitee's URI,
 * so the same webhook twice counts once — with the start said in Spanish on the invitee's clock,
 * the start as ISO, the invitee's name and e-mail. Other events, and bookings made elsewhere (the
 * owner's own booking page), say nothing.
 */
export function readCalendlyEvents(rawBody: string): WebhookReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const any = anyEventSchema.safeParse(parsed);
  if (!any.success) return { ok: false, reason: 'malformed' };
  if (any.data.event !== 'invitee.created') return { ok: true, events: [] };
  const created = inviteeCreatedSchema.safeParse(parsed);
  if (!created.success) return { ok: false, reason: 'malformed' };
  const { payload } = created.data;
  const reference = payload.tracking?.utm_content?.trim() ?? '';
  if (reference === '') return { ok: true, events: [] };
  const start = Date.parse(payload.scheduled_event.start_time);
  if (Number.isNaN(start)) return { ok: false, reason: 'malformed' };
  const startDate = new Date(start);
  const event: AwaitEvent = {
    reference,
    externalId: payload.uri,
    outcome: 'done',
    outputs: {
      start: formatStartSpanish(startDate, payload.timezone ?? 'UTC'),
      startIso: startDate.toISOString(),
      inviteeName: payload.name ?? '',
      inviteeEmail: payload.email ?? '',
    },
  };
  return { ok: true, events: [event] };
}
