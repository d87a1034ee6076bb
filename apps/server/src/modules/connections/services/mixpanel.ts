import { randomUUID } from 'node:crypto';
import { type MixpanelRegion, mixpanelCredentialsSchema } from '@plubot/contracts';
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
} from './readServiceAnswer';
import type {
  ActionOutcome,
  ActionRequest,
  ConnectionCheck,
  ConnectorContext,
  ServiceConnector,
} from './serviceConnector';

export type MixpanelCredentials = z.output<typeof mixpanelCredentialsSchema>;

/** Each data residency's API host: a project's token works only on its own. */
export const MIXPANEL_HOSTS: Record<MixpanelRegion, string> = {
  us: 'https://api.mixpanel.com',
  eu: 'https://api-eu.mixpanel.com',
  in: 'https://api-in.mixpanel.com',
};

/** Mixpanel's limits on a name (an event's, a property's) and on a text value. */
export const MIXPANEL_MAX_NAME_LENGTH = 255;
export const MIXPANEL_MAX_VALUE_LENGTH = 255;

/** What Plubot sets on every event; the owner's fields may not take these names. */
const OWN_PROPERTIES = ['distinct_id', 'time', 'token', 'plubot_id'];

/** `/import?strict=1`'s refusal of some events: which field of which event, and why. */
const refusalSchema = z.looseObject({
  failed_records: z.array(z.looseObject({ field: z.string().optional(), message: z.string().optional() })),
});

/**
 * The event the connection's check sends: dated 1970, which Mixpanel refuses (it takes nothing
 * before 1971), so an accepted token is told by a `400` naming that event and nothing is stored.
 */
const CHECK_EVENT = {
  event: 'plubot_connection_check',
  properties: { time: 1, distinct_id: 'plubot-connection-check', $insert_id: 'plubot-connection-check' },
};

/**
 * Sends events to `/import?strict=1` of the project's residency (`MIXPANEL_API_URL` replaces it
 * when set) with the project token as HTTP Basic's user name and no password. `/import` rather
 * than `/track`: `/track` answers `200 1` to a token it does not know, `/import` answers 401, and
 * a 400 naming each refused event.
 */
async function callImport(
  ctx: ConnectorContext,
  credentials: MixpanelCredentials,
  events: unknown[],
): Promise<{ answer: ServiceAnswer; refused: string | undefined }> {
  const base = ctx.config.MIXPANEL_API_URL ?? MIXPANEL_HOSTS[credentials.region];
  const result = await ctx.http({
    method: 'POST',
    url: `${trimBaseUrl(base)}/import?strict=1`,
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.token}:`).toString('base64')}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(events),
  });
  const answer = readServiceAnswer(result, { messageField: 'error', secret: credentials.token });
  const refused = result.ok && result.status === 400 ? readRefusedRecord(result.body) : undefined;
  return { answer, refused: refused && hideSecret(refused, credentials.token) };
}

/** The first refused event's field and reason in a `400` of `/import?strict=1`, if it names one. */
function readRefusedRecord(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const refusal = refusalSchema.safeParse(parsed);
  const [first] = refusal.success ? refusal.data.failed_records : [];
  if (!first) return undefined;
  return [first.field, first.message].filter(Boolean).join(': ') || 'failed_records';
}

/**
 * 'Probar conexión': `/import` with one event Mixpanel must refuse (see {@link CHECK_EVENT}). A 401
 * or 403 is the token refused (or a project of another residency); a 400 naming the event is the
 * token accepted, nothing stored.
 */
async function check(ctx: ConnectorContext, credentials: MixpanelCredentials): Promise<ConnectionCheck> {
  const { answer, refused } = await callImport(ctx, credentials, [CHECK_EVENT]);
  if (answer.ok || refused !== undefined) return { ok: true };
  return toConnectionCheck(answer);
}

/** Why Mixpanel would not take a name, or `undefined` when it does. */
function checkName(name: string, kind: 'event' | 'property'): ActionFailure | undefined {
  if (countCharacters(name) > MIXPANEL_MAX_NAME_LENGTH)
    return refuseAtOnce('mixpanelNameTooLong', { name, max: String(MIXPANEL_MAX_NAME_LENGTH) });
  // `$…` names are Mixpanel's own (`$identify`, `$email`); `mp_…` properties too.
  if (name.startsWith('$') || (kind === 'property' && name.toLowerCase().startsWith('mp_')))
    return refuseAtOnce('mixpanelNameReserved', { name });
  return undefined;
}

/**
 * Why Mixpanel would refuse or cut the event, checked before sending: names, Plubot's own
 * properties and each value's length (Mixpanel cuts longer texts; here nothing is ever cut).
 */
export function checkMixpanelEvent(
  event: Pick<AnalyticsEvent, 'name' | 'fields'>,
): ActionFailure | undefined {
  const eventProblem = checkName(event.name, 'event');
  if (eventProblem) return eventProblem;
  for (const [name, value] of event.fields) {
    if (OWN_PROPERTIES.includes(name)) return refuseAtOnce('analyticsOwnField', { name });
    const nameProblem = checkName(name, 'property');
    if (nameProblem) return nameProblem;
    const length = countCharacters(value);
    if (length > MIXPANEL_MAX_VALUE_LENGTH)
      return refuseAtOnce('mixpanelValueTooLong', {
        name,
        length: String(length),
        max: String(MIXPANEL_MAX_VALUE_LENGTH),
      });
  }
  return undefined;
}

/**
 * `sendEvent`: one event to the project, its user (`distinct_id`) being the conversation, so one
 * conversation's events are one user's in Mixpanel. Each try has its own `$insert_id`: a retry
 * is sent at another `time`, so Mixpanel would not merge it anyway.
 */
async function sendEvent(
  ctx: ConnectorContext,
  credentials: MixpanelCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const read = readAnalyticsEvent(request);
  if (!read.ok) return read;
  const { event } = read;
  const problem = checkMixpanelEvent(event);
  if (problem) return problem;
  const properties: Record<string, string | number> = {
    ...Object.fromEntries(event.fields),
    time: Date.now(),
    distinct_id: event.sessionId,
    $insert_id: randomUUID(),
  };
  if (event.plubotId) properties.plubot_id = event.plubotId;
  const { answer, refused } = await callImport(ctx, credentials, [{ event: event.name, properties }]);
  if (answer.ok) return { ok: true };
  return refused === undefined ? answer : { ...answer, error: `HTTP 400: ${refused}`.slice(0, 300) };
}

/**
 * A Mixpanel project (its project token and data residency): sends the conversation's events
 * (started, lead, ended, hand-off, or the owner's own) through `/import`, which says when it
 * refuses the token (401) or an event (400 with the reason); 429 and 5xx are retried.
 */
export const mixpanelConnector: ServiceConnector<MixpanelCredentials> = {
  title: 'Mixpanel',
  secretOf: (credentials) => credentials.token,
  settingsOf: (credentials) => ({ region: credentials.region.toUpperCase() }),
  read: (value) => {
    const parsed = mixpanelCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check,
  actions: { sendEvent },
  choices: { conversationEvent: conversationEventChoices },
};
