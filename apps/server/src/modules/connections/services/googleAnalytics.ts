import { googleAnalyticsCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { type AnalyticsEvent, countCharacters, hideSecret, readAnalyticsEvent } from './analyticsEvent';
import { conversationEventChoices } from './conversationEventChoices';
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
  ActionOutcome,
  ActionRequest,
  ConnectionCheck,
  ConnectorContext,
  ServiceConnector,
} from './serviceConnector';

export type GoogleAnalyticsCredentials = z.output<typeof googleAnalyticsCredentialsSchema>;

/** The Measurement Protocol's limits (its reference, «Limitations»): names, parameters, values. */
export const GA4_MAX_NAME_LENGTH = 40;
export const GA4_MAX_PARAMETERS = 25;
export const GA4_MAX_VALUE_LENGTH = 100;

/** What Plubot sends with every event: GA4 needs the first two to show it (Realtime, sessions). */
const OWN_PARAMETERS = ['session_id', 'engagement_time_msec', 'plubot_id'] as const;

/** The engagement each event claims (Google's own example's value): Realtime shows only engaged events. */
const ENGAGEMENT_TIME_MSEC = 100;

/** Prefixes Google keeps for its own event and parameter names. */
const RESERVED_PREFIXES = ['ga_', 'google_', 'firebase_'];

/** Event names Google keeps for its own events (Measurement Protocol reference, «Reserved names»). */
const RESERVED_EVENT_NAMES = new Set([
  'ad_activeview',
  'ad_click',
  'ad_exposure',
  'ad_impression',
  'ad_query',
  'ad_reward',
  'adunit_exposure',
  'app_background',
  'app_clear_data',
  'app_exception',
  'app_install',
  'app_remove',
  'app_store_refund',
  'app_update',
  'app_upgrade',
  'dynamic_link_app_open',
  'dynamic_link_app_update',
  'dynamic_link_first_open',
  'error',
  'firebase_campaign',
  'first_open',
  'first_visit',
  'in_app_purchase',
  'notification_dismiss',
  'notification_foreground',
  'notification_open',
  'notification_receive',
  'os_update',
  'session_start',
  'session_start_with_rollout',
  'user_engagement',
]);

/** A letter first, then letters, digits and underscores (any alphabet's letters, as GA4 allows). */
const NAME_PATTERN = /^\p{L}[\p{L}\p{N}_]*$/u;

/** The validation server's answer: what it would refuse in the event, empty when nothing. */
const validationSchema = z.looseObject({
  validationMessages: z.array(
    z.looseObject({ fieldPath: z.string().optional(), description: z.string().optional() }),
  ),
});

/** The event the connection's check asks the validation server about (it records nothing). */
const CHECK_EVENT = {
  client_id: 'plubot-connection-check',
  events: [
    {
      name: 'conversation_started',
      params: { session_id: '1', engagement_time_msec: ENGAGEMENT_TIME_MSEC },
    },
  ],
};

/**
 * One Measurement Protocol call (`POST {GA4_API_URL}{path}?measurement_id=…&api_secret=…`), read
 * into an answer. The API secret travels in the query string, so every error text is cleared of
 * it, as typed and as encoded.
 */
async function callMeasurementProtocol(
  ctx: ConnectorContext,
  credentials: GoogleAnalyticsCredentials,
  path: '/mp/collect' | '/debug/mp/collect',
  body: unknown,
): Promise<ServiceAnswer> {
  const query = new URLSearchParams({
    measurement_id: credentials.measurementId,
    api_secret: credentials.apiSecret,
  });
  const result = await ctx.http({
    method: 'POST',
    url: `${trimBaseUrl(ctx.config.GA4_API_URL)}${path}?${query.toString()}`,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  // Hidden before the answer is read, so no error text cut to length can keep a piece of it.
  const secret = credentials.apiSecret;
  const hidden = result.ok
    ? { ...result, body: hideSecret(result.body, secret) }
    : { ...result, detail: hideSecret(result.detail, secret) };
  return readServiceAnswer(hidden, { messageField: 'error', secret });
}

/**
 * 'Probar conexión': the validation server (`/debug/mp/collect`) reads a sample event for the
 * measurement id and lists what it would refuse (`validationMessages`); none means accepted.
 * Google does not check the API secret there, so a wrong secret passes this check (the panel tells
 * the owner to look at Realtime after a first conversation).
 */
async function check(
  ctx: ConnectorContext,
  credentials: GoogleAnalyticsCredentials,
): Promise<ConnectionCheck> {
  const answer = await callMeasurementProtocol(ctx, credentials, '/debug/mp/collect', CHECK_EVENT);
  if (!answer.ok) return toConnectionCheck(answer);
  const parsed = validationSchema.safeParse(answer.body);
  if (!parsed.success) return toConnectionCheck(unexpectedAnswer(answer.status));
  const [first] = parsed.data.validationMessages;
  if (!first) return { ok: true };
  const reason = [first.fieldPath, first.description].filter(Boolean).join(': ') || 'validationMessages';
  return { ok: false, kind: 'refused', reason: hideSecret(reason, credentials.apiSecret).slice(0, 300) };
}

/** Why GA4 would drop a name (an event's or a parameter's), or `undefined` when it takes it. */
function checkName(name: string, kind: 'event' | 'parameter'): ActionFailure | undefined {
  if (countCharacters(name) > GA4_MAX_NAME_LENGTH)
    return refuseAtOnce('ga4NameTooLong', { name, max: String(GA4_MAX_NAME_LENGTH) });
  if (!NAME_PATTERN.test(name)) return refuseAtOnce('ga4NameInvalid', { name });
  const lower = name.toLowerCase();
  if (RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix)))
    return refuseAtOnce('ga4NameReserved', { name });
  if (kind === 'event' && RESERVED_EVENT_NAMES.has(lower)) return refuseAtOnce('ga4NameReserved', { name });
  return undefined;
}

/**
 * Why GA4 would drop the event, checked against the Measurement Protocol's rules before sending
 * (it answers 2xx to an event it drops, so this is the only refusal the owner can be told of):
 * names, Plubot's own parameters, the number of parameters and each value's length. Nothing is
 * ever cut to fit.
 */
export function checkGa4Event(event: Pick<AnalyticsEvent, 'name' | 'fields'>): ActionFailure | undefined {
  const eventProblem = checkName(event.name, 'event');
  if (eventProblem) return eventProblem;
  const mostFields = GA4_MAX_PARAMETERS - OWN_PARAMETERS.length;
  if (event.fields.length > mostFields)
    return refuseAtOnce('ga4TooManyParameters', {
      max: String(mostFields),
      count: String(event.fields.length),
    });
  for (const [name, value] of event.fields) {
    if ((OWN_PARAMETERS as readonly string[]).includes(name))
      return refuseAtOnce('analyticsOwnField', { name });
    const nameProblem = checkName(name, 'parameter');
    if (nameProblem) return nameProblem;
    const length = countCharacters(value);
    if (length > GA4_MAX_VALUE_LENGTH)
      return refuseAtOnce('ga4ValueTooLong', {
        name,
        length: String(length),
        max: String(GA4_MAX_VALUE_LENGTH),
      });
  }
  return undefined;
}

/**
 * GA4's `session_id` for a conversation: GA4 reads session ids as numbers (gtag's are the
 * session's start in seconds), so the conversation's id becomes one — its first 12 hex digits —
 * the same for every event of the conversation.
 */
export function toGa4SessionId(sessionId: string): string {
  const hex = sessionId.replace(/[^0-9a-f]/gi, '').slice(0, 12);
  return hex === '' ? '0' : String(Number.parseInt(hex, 16));
}

/**
 * `sendEvent`: one event to the data stream, its visitor (`client_id`) being the conversation, so
 * one conversation's events are one user's in GA4. An event GA4 would drop fails at once with the
 * reason (see {@link checkGa4Event}).
 */
async function sendEvent(
  ctx: ConnectorContext,
  credentials: GoogleAnalyticsCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const read = readAnalyticsEvent(request);
  if (!read.ok) return read;
  const { event } = read;
  const problem = checkGa4Event(event);
  if (problem) return problem;
  const params: Record<string, string | number> = Object.fromEntries(event.fields);
  params.session_id = toGa4SessionId(event.sessionId);
  params.engagement_time_msec = ENGAGEMENT_TIME_MSEC;
  if (event.plubotId) params.plubot_id = event.plubotId;
  const answer = await callMeasurementProtocol(ctx, credentials, '/mp/collect', {
    client_id: event.sessionId,
    events: [{ name: event.name, params }],
  });
  return answer.ok ? { ok: true } : answer;
}

/**
 * A Google Analytics 4 web data stream, through the Measurement Protocol: sends the conversation's
 * events (started, lead, ended, hand-off, or the owner's own).
 *
 * How refusals are detected: `/mp/collect` answers 2xx even for an event Google then drops (a
 * wrong name, too many parameters, a wrong API secret), so the event is checked here against the
 * protocol's rules before it goes, and fails at once with the reason. From Google itself only the
 * network, a 429 and a 5xx (retried), a 401/403 (the connection refused) and another 4xx (failed)
 * can come back. The check asks the validation server (see {@link check}).
 */
export const googleAnalyticsConnector: ServiceConnector<GoogleAnalyticsCredentials> = {
  title: 'Google Analytics',
  secretOf: (credentials) => credentials.apiSecret,
  settingsOf: (credentials) => ({ measurementId: credentials.measurementId }),
  read: (value) => {
    const parsed = googleAnalyticsCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check,
  actions: { sendEvent },
  choices: { conversationEvent: conversationEventChoices },
};
