import { createHmac } from 'node:crypto';
import type { ConnectionCheck, ConnectorContext } from '../../connections/services/serviceConnector';
import type { MessengerPayload, WhatsAppPayload } from './renderForMeta';

/**
 * Calls to Meta's Graph API for the official channels (issue #33): checking a WhatsApp number, a
 * Page or an Instagram account, sending, subscribing the app to an account's webhooks, and listing
 * a WhatsApp Business Account's approved templates. Every
 * call goes through the connector context's SSRF-safe `http` to `META_GRAPH_API_URL`, with the token
 * in the `Authorization` header (never in a URL) and, when the app secret is given, the
 * `appsecret_proof` Meta requires of apps that turned "Require app secret" on.
 */

/** The Graph API version every call names. */
export const META_GRAPH_API_VERSION = 'v25.0';

/** A token and, optionally, the app secret its `appsecret_proof` is made with. */
export interface MetaAuth {
  token: string;
  appSecret?: string;
}

/**
 * A call Meta refused or that did not reach it. `retryable`: the network, a 5xx, a rate limit.
 * `refused`: the token itself (190 expired or revoked, a missing permission) — the channel needs
 * new credentials. `outsideWindow`: the 24-hour window is closed (WhatsApp 131047, Messenger
 * 10/2018278). `error` is Meta's own words with its codes, never the token or the secret.
 */
export interface MetaGraphFailure {
  ok: false;
  retryable: boolean;
  refused?: true;
  outsideWindow?: true;
  code?: number;
  subcode?: number;
  retryAfterMs?: number;
  error: string;
}

/** A call's outcome: what Meta answered, or why not. */
export type MetaGraphResult<T> = { ok: true; value: T } | MetaGraphFailure;

/** Codes of Meta's rate limits (app, account, WhatsApp pair and spam limits). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80007, 130429, 131048, 131056]);
/** Codes of Meta's passing failures. */
const TEMPORARY_CODES = new Set([1, 2, 131000, 131016, 133004]);
/** Codes meaning the token cannot do this: expired or invalid (190), a session (102), permissions. */
const TOKEN_CODES = new Set([102, 190]);
/** Messenger's "sent outside of allowed window" comes as code 10 with this subcode. */
const MESSENGER_WINDOW_SUBCODE = 2018278;
const MAX_ERROR_LENGTH = 300;

/**
 * Checks a WhatsApp Cloud API number with its token (`GET /{phone-number-id}?fields=
 * display_phone_number,verified_name`): its display number and verified business name.
 */
export async function checkWhatsAppNumber(
  ctx: ConnectorContext,
  phoneNumberId: string,
  auth: MetaAuth,
): Promise<MetaGraphResult<{ displayPhoneNumber: string; verifiedName: string }>> {
  const answer = await callGraph(ctx, 'GET', `/${encodeURIComponent(phoneNumberId)}`, auth, {
    query: { fields: 'display_phone_number,verified_name' },
  });
  if (!answer.ok) return answer;
  const body = answer.value;
  return {
    ok: true,
    value: {
      displayPhoneNumber: stringField(body, 'display_phone_number'),
      verifiedName: stringField(body, 'verified_name'),
    },
  };
}

/** Checks a Facebook Page with its Page token (`GET /{page-id}?fields=id,name`). */
export async function checkPage(
  ctx: ConnectorContext,
  pageId: string,
  auth: MetaAuth,
): Promise<MetaGraphResult<{ id: string; name: string }>> {
  const answer = await callGraph(ctx, 'GET', `/${encodeURIComponent(pageId)}`, auth, {
    query: { fields: 'id,name' },
  });
  if (!answer.ok) return answer;
  return {
    ok: true,
    value: { id: stringField(answer.value, 'id'), name: stringField(answer.value, 'name') },
  };
}

/**
 * The Instagram professional account linked to a Facebook Page, read with the Page's token
 * (`GET /{page-id}?fields=instagram_business_account`): its id, or `null` when no account is linked.
 */
export async function findPageInstagramAccount(
  ctx: ConnectorContext,
  pageId: string,
  auth: MetaAuth,
): Promise<MetaGraphResult<{ instagramId: string } | null>> {
  const answer = await callGraph(ctx, 'GET', `/${encodeURIComponent(pageId)}`, auth, {
    query: { fields: 'instagram_business_account' },
  });
  if (!answer.ok) return answer;
  const instagramId = stringField(answer.value.instagram_business_account, 'id');
  return { ok: true, value: instagramId ? { instagramId } : null };
}

/**
 * Checks an Instagram professional account linked to a Page, with the Page's token
 * (`GET /{ig-id}?fields=id,username`).
 */
export async function checkInstagramAccount(
  ctx: ConnectorContext,
  instagramId: string,
  auth: MetaAuth,
): Promise<MetaGraphResult<{ id: string; username: string }>> {
  const answer = await callGraph(ctx, 'GET', `/${encodeURIComponent(instagramId)}`, auth, {
    query: { fields: 'id,username' },
  });
  if (!answer.ok) return answer;
  return {
    ok: true,
    value: { id: stringField(answer.value, 'id'), username: stringField(answer.value, 'username') },
  };
}

/**
 * Sends one WhatsApp Cloud API message (`POST /{phone-number-id}/messages`); answers Meta's id of
 * it (`messages[0].id`, a `wamid.…`, which its statuses name).
 */
export async function sendWhatsApp(
  ctx: ConnectorContext,
  phoneNumberId: string,
  auth: MetaAuth,
  payload: WhatsAppPayload,
): Promise<MetaGraphResult<{ messageId: string }>> {
  const answer = await callGraph(ctx, 'POST', `/${encodeURIComponent(phoneNumberId)}/messages`, auth, {
    body: payload,
  });
  if (!answer.ok) return answer;
  const messages = (answer.value as { messages?: unknown }).messages;
  const first = Array.isArray(messages) ? (messages[0] as unknown) : undefined;
  return { ok: true, value: { messageId: stringField(first, 'id') } };
}

/**
 * Sends one Messenger or Instagram message with the Page's token (`POST /{page-id}/messages`, or
 * `/me/messages` with `pageId` 'me'); answers Meta's id of it (`message_id`).
 */
export async function sendMessenger(
  ctx: ConnectorContext,
  pageId: string,
  auth: MetaAuth,
  payload: MessengerPayload,
): Promise<MetaGraphResult<{ messageId: string }>> {
  const answer = await callGraph(ctx, 'POST', `/${encodeURIComponent(pageId)}/messages`, auth, {
    body: payload,
  });
  if (!answer.ok) return answer;
  return { ok: true, value: { messageId: stringField(answer.value, 'message_id') } };
}

/** The webhook fields a Page is subscribed to: messages, quick replies and postbacks, receipts. */
export const PAGE_WEBHOOK_FIELDS = ['messages', 'messaging_postbacks', 'message_deliveries', 'message_reads'];

/**
 * Subscribes the app to a Page's webhooks (`POST /{page-id}/subscribed_apps?subscribed_fields=…`),
 * with the Page's token: Messenger and an Instagram account linked to the Page both need it.
 */
export async function subscribePage(
  ctx: ConnectorContext,
  pageId: string,
  auth: MetaAuth,
  fields: readonly string[] = PAGE_WEBHOOK_FIELDS,
): Promise<MetaGraphResult<true>> {
  const answer = await callGraph(ctx, 'POST', `/${encodeURIComponent(pageId)}/subscribed_apps`, auth, {
    query: { subscribed_fields: fields.join(',') },
  });
  return answer.ok ? { ok: true, value: true } : answer;
}

/**
 * Subscribes the app to a WhatsApp Business Account's webhooks (`POST /{waba-id}/subscribed_apps`):
 * without it Meta sends nothing for the account's numbers.
 */
export async function subscribeWhatsAppAccount(
  ctx: ConnectorContext,
  businessAccountId: string,
  auth: MetaAuth,
): Promise<MetaGraphResult<true>> {
  const answer = await callGraph(
    ctx,
    'POST',
    `/${encodeURIComponent(businessAccountId)}/subscribed_apps`,
    auth,
    {},
  );
  return answer.ok ? { ok: true, value: true } : answer;
}

/** Templates asked for per page of `message_templates`, and the most pages read (500 templates). */
export const TEMPLATES_PAGE_SIZE = 100;
export const TEMPLATES_MAX_PAGES = 5;

/**
 * The approved message templates of a WhatsApp Business Account (`GET /{waba-id}/message_templates
 * ?status=APPROVED&fields=name,language,status,category,components`), as Meta returns them, page
 * after page by the `after` cursor while Meta says there is a next one, up to
 * {@link TEMPLATES_MAX_PAGES} pages. A template whose status is not APPROVED is left out.
 */
export async function listWhatsAppTemplates(
  ctx: ConnectorContext,
  businessAccountId: string,
  auth: MetaAuth,
): Promise<MetaGraphResult<Record<string, unknown>[]>> {
  const templates: Record<string, unknown>[] = [];
  let after: string | undefined;
  for (let page = 0; page < TEMPLATES_MAX_PAGES; page++) {
    const answer = await callGraph(
      ctx,
      'GET',
      `/${encodeURIComponent(businessAccountId)}/message_templates`,
      auth,
      {
        query: {
          status: 'APPROVED',
          fields: 'name,language,status,category,components',
          limit: String(TEMPLATES_PAGE_SIZE),
          ...(after ? { after } : {}),
        },
      },
    );
    if (!answer.ok) return answer;
    const data = Array.isArray(answer.value.data) ? (answer.value.data as unknown[]) : [];
    for (const item of data)
      if (typeof item === 'object' && item !== null && (item as { status?: unknown }).status === 'APPROVED')
        templates.push(item as Record<string, unknown>);
    const paging = answer.value.paging as { next?: unknown; cursors?: { after?: unknown } } | undefined;
    const cursor = paging?.cursors?.after;
    if (typeof paging?.next !== 'string' || typeof cursor !== 'string' || cursor === '') break;
    after = cursor;
  }
  return { ok: true, value: templates };
}

/**
 * What a channel's check ('Probar conexión') concludes: accepted, refused (the token or its
 * permissions) or unreachable (Meta could not say).
 */
export function toMetaConnectionCheck(result: MetaGraphResult<unknown>): ConnectionCheck {
  if (result.ok) return { ok: true };
  return { ok: false, kind: result.refused ? 'refused' : 'unreachable', reason: result.error };
}

/**
 * `appsecret_proof`: the hex HMAC-SHA256 of the token keyed with the app secret, which Meta checks
 * on every call of an app that requires it.
 */
export function metaAppSecretProof(token: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}

/** One Graph API call: its JSON answer (an object), or the failure read from Meta's error. */
async function callGraph(
  ctx: ConnectorContext,
  method: 'GET' | 'POST',
  path: string,
  auth: MetaAuth,
  options: { query?: Record<string, string>; body?: unknown },
): Promise<MetaGraphResult<Record<string, unknown>>> {
  const base = ctx.config.META_GRAPH_API_URL.replace(/\/+$/, '');
  const query = new URLSearchParams(options.query);
  if (auth.appSecret) query.set('appsecret_proof', metaAppSecretProof(auth.token, auth.appSecret));
  const search = query.toString();
  const headers: Record<string, string> = {
    authorization: `Bearer ${auth.token}`,
    accept: 'application/json',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const result = await ctx.http({
    method,
    url: `${base}/${META_GRAPH_API_VERSION}${path}${search ? `?${search}` : ''}`,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const secrets = [auth.token, auth.appSecret ?? ''];
  if (!result.ok) {
    const text = result.detail ? `${result.error} (${result.detail})` : result.error;
    return { ok: false, retryable: true, error: clean(text, secrets) };
  }
  const parsed = parseJson(result.body);
  if (result.status >= 200 && result.status < 300) return { ok: true, value: parsed ?? {} };
  return readGraphError(result.status, parsed, result.headers['retry-after'], secrets);
}

/**
 * Meta's error (`{"error": {"message", "type", "code", "error_subcode", "error_data": {"details"},
 * "fbtrace_id"}}`) as a failure: `HTTP 400: <message> — <details> (#131047)`.
 */
function readGraphError(
  status: number,
  body: Record<string, unknown> | undefined,
  retryAfter: string | undefined,
  secrets: string[],
): MetaGraphFailure {
  const error =
    body && typeof body.error === 'object' && body.error !== null
      ? (body.error as Record<string, unknown>)
      : {};
  const code = typeof error.code === 'number' ? error.code : undefined;
  const subcode = typeof error.error_subcode === 'number' ? error.error_subcode : undefined;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  const data = error.error_data;
  const details =
    typeof data === 'object' && data !== null && typeof (data as { details?: unknown }).details === 'string'
      ? ((data as { details: string }).details ?? '').trim()
      : '';
  const codes = code === undefined ? '' : ` (#${code}${subcode === undefined ? '' : `/${subcode}`})`;
  const words = [message, details && details !== message ? details : ''].filter(Boolean).join(' — ');
  const text = `HTTP ${status}${words ? `: ${words}` : ''}${codes}`;
  const failure: MetaGraphFailure = { ok: false, retryable: false, error: clean(text, secrets) };
  if (code !== undefined) failure.code = code;
  if (subcode !== undefined) failure.subcode = subcode;
  if (code === 131047 || (code === 10 && subcode === MESSENGER_WINDOW_SUBCODE)) failure.outsideWindow = true;
  else if (
    (code !== undefined && (TOKEN_CODES.has(code) || code === 10 || (code >= 200 && code <= 299))) ||
    status === 401 ||
    status === 403
  )
    failure.refused = true;
  else if (
    status === 429 ||
    status >= 500 ||
    (code !== undefined && (RATE_LIMIT_CODES.has(code) || TEMPORARY_CODES.has(code)))
  ) {
    failure.retryable = true;
    const retryAfterMs = readRetryAfterMs(retryAfter);
    if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs;
  }
  return failure;
}

function parseJson(body: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function stringField(value: unknown, field: string): string {
  const found =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  return typeof found === 'string' ? found : typeof found === 'number' ? String(found) : '';
}

function readRetryAfterMs(header: string | undefined): number | undefined {
  const seconds = Number(header?.trim() || Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : undefined;
}

/** One line, capped, without the token or the secret (Meta may echo what it was sent). */
function clean(text: string, secrets: string[]): string {
  let line = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret.length >= 8) line = line.split(secret).join('••••');
  return line.slice(0, MAX_ERROR_LENGTH);
}
