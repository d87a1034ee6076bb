import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta's webhooks (issue #33), shared by the WhatsApp Cloud API, Messenger and Instagram DMs: the
 * subscription check (`GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`), the
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>` of every POST,
 * and the deliveries read into one shape of inbound event per product. Pure: no I/O, never throws.
 */

/** The three products one Meta app speaks for. */
export type MetaProduct = 'whatsapp' | 'messenger' | 'instagram';

/** What a delivered message's status says (WhatsApp's `statuses`, Messenger's and Instagram's receipts). */
export type MetaDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** Why Meta could not deliver a message (a `failed` status): its code and its own words. */
export interface MetaStatusError {
  code: number | null;
  title: string;
  details?: string;
}

/**
 * One thing a webhook delivery told, the same for every product:
 * - `text`: the person wrote `text`;
 * - `choice`: the person pressed an option we sent (a WhatsApp reply button or list row, a quick
 *   reply, a postback): `optionId` is the id we gave it, `text` its title as shown;
 * - `status`: a message we sent was `status` (`externalId` is our message's id): a WhatsApp status,
 *   a Messenger delivery receipt's `mids`, an Instagram read receipt's `mid`;
 * - `watermark`: every message we sent to the person up to `watermark` (ms) was `status`
 *   (`delivered` or `read`): Messenger's receipts name a time, not the messages (`externalId` is
 *   `delivered:<watermark>` or `read:<watermark>`);
 * - `unsupported`: something the bot cannot answer (an image, a sticker, a location…), `type` says what.
 *
 * `accountId` is ours (the WhatsApp phone number id, the Page id, the Instagram account id), `from`
 * the person (their WhatsApp number, page-scoped or Instagram-scoped id), `externalId` Meta's id of
 * the message (a `wamid.…` or `mid`: the same delivery twice carries the same one), `timestamp` in
 * milliseconds since the epoch.
 */
export interface MetaInboundEvent {
  product: MetaProduct;
  accountId: string;
  from: string;
  externalId: string;
  kind: 'text' | 'choice' | 'status' | 'watermark' | 'unsupported';
  timestamp: number;
  text?: string;
  optionId?: string;
  status?: MetaDeliveryStatus;
  error?: MetaStatusError;
  /** The person's profile name, when WhatsApp sends it (`contacts[].profile.name`). */
  name?: string;
  /** What an `unsupported` message was (`image`, `audio`, `location`, `attachment:image`…). */
  type?: string;
  /** A `watermark` receipt: every message sent up to this time (ms) was delivered or read. */
  watermark?: number;
}

/** The answer to Meta's subscription check: the challenge to echo as plain text, or a refusal (403). */
export type VerificationAnswer = { ok: true; challenge: string } | { ok: false };

/** A challenge Meta sends: a short run of printable characters (never echo anything else). */
const CHALLENGE = /^[\x21-\x7e]{1,256}$/;

/**
 * Answers Meta's webhook subscription check: with `hub.mode=subscribe` and the right
 * `hub.verify_token` (compared in constant time), the `hub.challenge` to send back as the body of a
 * 200 (text/plain); otherwise a refusal, to answer 403.
 * @example answerVerification({ 'hub.mode': 'subscribe', 'hub.verify_token': 't0k', 'hub.challenge': '1158201444' }, 't0k') // { ok: true, challenge: '1158201444' }
 */
export function answerVerification(
  query: Record<string, unknown>,
  expectedVerifyToken: string,
): VerificationAnswer {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string')
    return { ok: false };
  if (expectedVerifyToken === '' || !equalInConstantTime(token, expectedVerifyToken)) return { ok: false };
  return CHALLENGE.test(challenge) ? { ok: true, challenge } : { ok: false };
}

/**
 * Whether a delivery is Meta's: `header` (`X-Hub-Signature-256`) must be `sha256=` and the hex
 * HMAC-SHA256 of the raw body — the bytes exactly as received, before any JSON parsing — keyed with
 * the app secret. Compared in constant time; a missing, malformed or wrong header is `false`.
 */
export function verifyMetaSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header || appSecret === '') return false;
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1].toLowerCase(), 'hex'), expected);
}

/**
 * The `X-Hub-Signature-256` value Meta would send for this body and app secret (for stand-ins and
 * tests of the routes).
 */
export function signMetaBody(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Reads a webhook delivery (the parsed JSON body) into its inbound events, in order: WhatsApp
 * (`object: 'whatsapp_business_account'`, `entry[].changes[].value.messages|statuses`), Messenger
 * (`object: 'page'`) and Instagram (`object: 'instagram'`), both `entry[].messaging[]` (message,
 * quick reply, postback, delivery and read receipts). Echoes of our own messages, standby events,
 * other fields and anything of an unknown shape are left out. Never throws.
 */
export function readMetaWebhook(body: unknown): MetaInboundEvent[] {
  try {
    const root = asRecord(body);
    if (!root) return [];
    const entries = Array.isArray(root.entry) ? root.entry : [];
    if (root.object === 'whatsapp_business_account') return entries.flatMap(readWhatsAppEntry);
    if (root.object === 'page') return entries.flatMap((entry) => readMessagingEntry('messenger', entry));
    if (root.object === 'instagram')
      return entries.flatMap((entry) => readMessagingEntry('instagram', entry));
    return [];
  } catch {
    return [];
  }
}

// --- WhatsApp ---------------------------------------------------------------------------------------

const WHATSAPP_STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed'];

function readWhatsAppEntry(entry: unknown): MetaInboundEvent[] {
  const changes = asRecord(entry)?.changes;
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((change) => {
    const record = asRecord(change);
    const value = asRecord(record?.value);
    if (record?.field !== 'messages' || !value) return [];
    const accountId = asString(asRecord(value.metadata)?.phone_number_id);
    if (!accountId) return [];
    const names = readContactNames(value.contacts);
    const messages = Array.isArray(value.messages) ? value.messages : [];
    const statuses = Array.isArray(value.statuses) ? value.statuses : [];
    return [
      ...messages.flatMap((message) => readWhatsAppMessage(accountId, message, names)),
      ...statuses.flatMap((status) => readWhatsAppStatus(accountId, status)),
    ];
  });
}

/** The profile name of each `wa_id` the change names. */
function readContactNames(contacts: unknown): Map<string, string> {
  const names = new Map<string, string>();
  for (const contact of Array.isArray(contacts) ? contacts : []) {
    const record = asRecord(contact);
    const waId = asString(record?.wa_id);
    const name = asString(asRecord(record?.profile)?.name);
    if (waId && name) names.set(waId, name);
  }
  return names;
}

function readWhatsAppMessage(
  accountId: string,
  value: unknown,
  names: Map<string, string>,
): MetaInboundEvent[] {
  const message = asRecord(value);
  const from = asString(message?.from);
  const externalId = asString(message?.id);
  const type = asString(message?.type);
  if (!message || !from || !externalId || !type) return [];
  const base = {
    product: 'whatsapp' as const,
    accountId,
    from,
    externalId,
    timestamp: readSeconds(message.timestamp),
    ...(names.has(from) ? { name: names.get(from) } : {}),
  };
  if (type === 'text') {
    const text = asString(asRecord(message.text)?.body);
    return text === undefined ? [] : [{ ...base, kind: 'text', text }];
  }
  if (type === 'interactive') {
    const interactive = asRecord(message.interactive);
    const reply = asRecord(interactive?.button_reply) ?? asRecord(interactive?.list_reply);
    const optionId = asString(reply?.id);
    if (optionId !== undefined)
      return [{ ...base, kind: 'choice', optionId, text: asString(reply?.title) ?? '' }];
    return [
      { ...base, kind: 'unsupported', type: `interactive:${asString(interactive?.type) ?? 'unknown'}` },
    ];
  }
  if (type === 'button') {
    // A template's quick-reply button: its payload is what we set, its text the button's words.
    const button = asRecord(message.button);
    const optionId = asString(button?.payload);
    if (optionId !== undefined)
      return [{ ...base, kind: 'choice', optionId, text: asString(button?.text) ?? '' }];
  }
  return [{ ...base, kind: 'unsupported', type }];
}

function readWhatsAppStatus(accountId: string, value: unknown): MetaInboundEvent[] {
  const status = asRecord(value);
  const externalId = asString(status?.id);
  const state = asString(status?.status);
  const from = asString(status?.recipient_id);
  if (!status || !externalId || !from || !state || !WHATSAPP_STATUSES.includes(state)) return [];
  const event: MetaInboundEvent = {
    product: 'whatsapp',
    accountId,
    from,
    externalId,
    kind: 'status',
    status: state as MetaDeliveryStatus,
    timestamp: readSeconds(status.timestamp),
  };
  if (state === 'failed') event.error = readStatusError(status.errors);
  return [event];
}

/** The first of a failed status's `errors`: `{code, title, message, error_data: {details}}`. */
function readStatusError(errors: unknown): MetaStatusError {
  const first = asRecord(Array.isArray(errors) ? errors[0] : undefined);
  const code = typeof first?.code === 'number' ? first.code : null;
  const title = asString(first?.title) ?? asString(first?.message) ?? '';
  const details = asString(asRecord(first?.error_data)?.details);
  return details ? { code, title, details } : { code, title };
}

// --- Messenger and Instagram ----------------------------------------------------------------------

function readMessagingEntry(product: 'messenger' | 'instagram', entry: unknown): MetaInboundEvent[] {
  const record = asRecord(entry);
  // `standby` events belong to another app that owns the conversation: never answered here.
  const messaging = Array.isArray(record?.messaging) ? record.messaging : [];
  const entryId = asString(record?.id);
  return messaging.flatMap((event) => readMessagingEvent(product, entryId, event));
}

function readMessagingEvent(
  product: 'messenger' | 'instagram',
  entryId: string | undefined,
  value: unknown,
): MetaInboundEvent[] {
  const event = asRecord(value);
  const from = asString(asRecord(event?.sender)?.id);
  const accountId = asString(asRecord(event?.recipient)?.id) ?? entryId;
  if (!event || !from || !accountId) return [];
  const timestamp = readMilliseconds(event.timestamp);
  const base = { product, accountId, from, timestamp };
  const message = asRecord(event.message);
  if (message) return readMessagingMessage(base, message);
  const postback = asRecord(event.postback);
  if (postback) {
    const optionId = asString(postback.payload);
    if (optionId === undefined) return [];
    const externalId = asString(postback.mid) ?? `postback:${from}:${timestamp}`;
    return [{ ...base, externalId, kind: 'choice', optionId, text: asString(postback.title) ?? '' }];
  }
  const delivery = asRecord(event.delivery);
  if (delivery) {
    // `mids` may be left out; the watermark covers them and any other message sent before it.
    const mids = Array.isArray(delivery.mids) ? delivery.mids : [];
    const delivered = mids.flatMap((mid) => {
      const externalId = asString(mid);
      return externalId
        ? [{ ...base, externalId, kind: 'status' as const, status: 'delivered' as const }]
        : [];
    });
    return [...delivered, ...readWatermark(base, 'delivered', delivery.watermark)];
  }
  const read = asRecord(event.read);
  if (read) {
    const mid = asString(read.mid);
    // Instagram names the message read; Messenger gives a watermark: all sent before it was read.
    if (mid) return [{ ...base, externalId: mid, kind: 'status', status: 'read' }];
    return readWatermark(base, 'read', read.watermark);
  }
  return [];
}

/** A receipt's watermark as its event, when it is a time. */
function readWatermark(
  base: { product: 'messenger' | 'instagram'; accountId: string; from: string; timestamp: number },
  status: 'delivered' | 'read',
  value: unknown,
): MetaInboundEvent[] {
  const watermark = readMilliseconds(value);
  if (!watermark) return [];
  return [{ ...base, externalId: `${status}:${watermark}`, kind: 'watermark', status, watermark }];
}

function readMessagingMessage(
  base: { product: 'messenger' | 'instagram'; accountId: string; from: string; timestamp: number },
  message: Record<string, unknown>,
): MetaInboundEvent[] {
  const externalId = asString(message.mid);
  // Echoes are copies of what the page itself sent; a deleted message is no new turn.
  if (!externalId || message.is_echo === true || message.is_deleted === true) return [];
  const text = asString(message.text);
  const optionId = asString(asRecord(message.quick_reply)?.payload);
  if (optionId !== undefined) return [{ ...base, externalId, kind: 'choice', optionId, text: text ?? '' }];
  if (text !== undefined && text !== '') return [{ ...base, externalId, kind: 'text', text }];
  const attachment = asRecord(Array.isArray(message.attachments) ? message.attachments[0] : undefined);
  const type = attachment ? `attachment:${asString(attachment.type) ?? 'unknown'}` : 'unknown';
  return [{ ...base, externalId, kind: 'unsupported', type }];
}

// --- helpers ----------------------------------------------------------------------------------------

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A non-empty string, or a finite number written as one (Meta writes some ids either way). */
function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** WhatsApp's timestamps: seconds since the epoch, as a string. */
function readSeconds(value: unknown): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

/** Messenger's and Instagram's timestamps: milliseconds since the epoch, as a number. */
function readMilliseconds(value: unknown): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms) : 0;
}

function equalInConstantTime(actual: string, expected: string): boolean {
  const a = createHmac('sha256', 'verify-token').update(actual).digest();
  const b = createHmac('sha256', 'verify-token').update(expected).digest();
  return timingSafeEqual(a, b);
}
