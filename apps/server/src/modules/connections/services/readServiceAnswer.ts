import { translate } from '../../../i18n/translate';
import type { SafeHttpResult } from '../../../lib/safeHttpRequest';
import type { ActionFailure, ConnectionCheck } from './serviceConnector';

export type { ActionFailure } from './serviceConnector';

/** One call's answer: the service accepted it (its JSON body, `undefined` when none), or the failure. */
export type ServiceAnswer = { ok: true; status: number; body: unknown } | ActionFailure;

/** How a service words its errors: the JSON field holding its own message and the secret to keep out. */
export interface ServiceErrorStyle {
  /**
   * Notion and HubSpot: `{"message": …}`; Mailchimp: `{"detail": …}`; Asana: `errors`, the first of
   * `{"errors": [{"message": …}]}`; Trello: `text`, a plain-text body (`invalid token`) or `{"message": …}`;
   * Zendesk: `error`, `{"error": "Couldn't authenticate you"}` or `{"error": "RecordInvalid",
   * "description": …, "details": {…}}` (see {@link readZendeskError}); SurveyMonkey: `error` too,
   * `{"error": {"id": "1011", "message": …}}`; Typeform: `{"code": …, "description": …}`;
   * Salesforce: `errorArray`, the first of a top-level `[{"message": …, "errorCode": …}]`, read
   * as `message (errorCode)`.
   */
  messageField: 'message' | 'detail' | 'errors' | 'text' | 'error' | 'description' | 'errorArray';
  /** The connection's token or key: never part of an error text, whatever the service echoes. */
  secret: string;
}

/** Longest error text kept: the owner reads it among the bot's integration failures. */
const MAX_ERROR_LENGTH = 300;

/**
 * Maps one HTTP call of a connector to what the job queue and the owner need: 2xx is accepted (with
 * its parsed JSON); the network, a 429 and a 5xx are worth retrying (after the service's
 * `Retry-After` when it gave one); 401/403 mean the connection itself was refused; any other answer
 * fails at once. The error is short — `HTTP 404: <the service's own message>` — and never holds the
 * secret.
 */
export function readServiceAnswer(result: SafeHttpResult, style: ServiceErrorStyle): ServiceAnswer {
  if (!result.ok) {
    const text = result.detail ? `${result.error} (${result.detail})` : result.error;
    return { ok: false, retryable: true, error: cleanError(text, style.secret) };
  }
  const { status } = result;
  if (status >= 200 && status < 300) return { ok: true, status, body: parseJson(result.body) };
  const message = readServiceMessage(result.body, style.messageField);
  const error = cleanError(message ? `HTTP ${status}: ${message}` : `HTTP ${status}`, style.secret);
  if (status === 429) {
    const retryAfterMs = readRetryAfterMs(result.headers['retry-after']);
    return retryAfterMs === undefined
      ? { ok: false, retryable: true, error }
      : { ok: false, retryable: true, retryAfterMs, error };
  }
  if (status >= 500) return { ok: false, retryable: true, error };
  if (status === 401 || status === 403) return { ok: false, retryable: false, refused: true, error };
  return { ok: false, retryable: false, error };
}

/**
 * What a check ('Probar conexión') concludes from its call: accepted, refused (401/403: the token is
 * wrong or lacks access) or unreachable (anything else: the service could not say).
 */
export function toConnectionCheck(answer: ServiceAnswer): ConnectionCheck {
  if (answer.ok) return { ok: true };
  return { ok: false, kind: answer.refused ? 'refused' : 'unreachable', reason: answer.error };
}

/** A failed call as a choice list's failure: the error, and whether the connection was refused. */
export function toChoicesFailure(failure: ActionFailure): { ok: false; error: string; refused?: boolean } {
  return failure.refused
    ? { ok: false, error: failure.error, refused: true }
    : { ok: false, error: failure.error };
}

/** A failure the service was never asked about (an invalid e-mail, a missing input): retrying will not help. */
export function failAtOnce(error: string): ActionFailure {
  return { ok: false, retryable: false, error: error.slice(0, MAX_ERROR_LENGTH) };
}

/**
 * A failure the service was never asked about, said to the owner in Spanish (their list of failed
 * actions): `powers.failure.<key>` of the server's messages.
 */
export function refuseAtOnce(key: string, params?: Record<string, string>): ActionFailure {
  return failAtOnce(translate('es', `powers.failure.${key}`, params));
}

/** A 2xx answer whose body is not what the service documents: retrying the same call will not help. */
export function unexpectedAnswer(status: number): ActionFailure {
  return refuseAtOnce('unexpectedAnswer', { status: String(status) });
}

/** A configured API address without its trailing slashes, so paths join with exactly one. */
export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The body as JSON, or `undefined` when it is empty or not JSON (a 204, an HTML error page). */
function parseJson(body: string): unknown {
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The service's own words in an error body (`{"message": "API token is invalid."}`), if any. */
function readServiceMessage(body: string, field: ServiceErrorStyle['messageField']): string | undefined {
  const parsed = parseJson(body);
  // A plain-text answer is the service's own words; an HTML page (a proxy's) is not.
  if (field === 'text' && parsed === undefined && !body.trimStart().startsWith('<'))
    return body.trim() || undefined;
  if (field === 'errorArray') return readErrorArray(parsed);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  const message =
    field === 'errors'
      ? readFirstErrorMessage(record.errors)
      : field === 'error'
        ? readZendeskError(record)
        : record[field === 'text' ? 'message' : field];
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

/**
 * Salesforce's words: the first of its top-level error array, its code after the message
 * (`Required fields are missing: [Company] (REQUIRED_FIELD_MISSING)`).
 */
function readErrorArray(parsed: unknown): string | undefined {
  const [first] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  if (typeof first !== 'object' || first === null) return undefined;
  const { message, errorCode } = first as Record<string, unknown>;
  const text = typeof message === 'string' ? message.trim() : '';
  const code = typeof errorCode === 'string' ? errorCode.trim() : '';
  if (text && code) return `${text} (${code})`;
  return text || code || undefined;
}

/** The `message` of the first entry of an `errors` array (Asana's, GraphQL's), if any. */
function readFirstErrorMessage(errors: unknown): unknown {
  if (!Array.isArray(errors)) return undefined;
  const [first] = errors as unknown[];
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>).message : first;
}

/**
 * Zendesk's words: its `description` with the first field detail (`Record validation errors:
 * Requester: Email is invalid`), or `error` itself when it is the message (`Couldn't authenticate
 * you`), or `error.message` (`{"error": {"title": …, "message": …}}`).
 */
function readZendeskError(record: Record<string, unknown>): unknown {
  const { error, description, details } = record;
  if (typeof description === 'string') {
    const detail = readFirstDetail(details);
    return detail ? `${description}: ${detail}` : description;
  }
  if (typeof error === 'object' && error !== null) return (error as Record<string, unknown>).message;
  return error;
}

/** The `description` of the first field detail of a Zendesk validation error, if any. */
function readFirstDetail(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  for (const entries of Object.values(details)) {
    const [first] = Array.isArray(entries) ? (entries as unknown[]) : [];
    const text =
      typeof first === 'object' && first !== null
        ? (first as Record<string, unknown>).description
        : undefined;
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return undefined;
}

/**
 * `Retry-After` in milliseconds: seconds (`"30"`) or an HTTP date; `undefined` when absent or
 * unreadable, so the queue uses its own back-off.
 */
function readRetryAfterMs(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** One line, capped, without the secret (a service may echo what it was sent). */
function cleanError(text: string, secret: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const hidden = secret.length >= 8 ? oneLine.split(secret).join('••••') : oneLine;
  return hidden.slice(0, MAX_ERROR_LENGTH);
}
