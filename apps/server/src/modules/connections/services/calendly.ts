import { randomBytes } from 'node:crypto';
import { calendlyStoredCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { translate } from '../../../i18n/translate';
import { hasValidCalendlySignature, readCalendlyEvents } from './calendlyWebhook';
import { inputOf } from './inputOf';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type {
  AwaitRequest,
  AwaitStart,
  ConnectionCheck,
  ConnectorContext,
  ServiceConnector,
} from './serviceConnector';

export type CalendlyCredentials = z.output<typeof calendlyStoredCredentialsSchema>;

/** `GET /users/me`: the owner, their organization and e-mail. */
const userSchema = z.looseObject({
  resource: z.looseObject({
    uri: z.string().min(1),
    current_organization: z.string().min(1),
    email: z.string().optional(),
  }),
});

/** `POST /webhook_subscriptions`: the subscription made. */
const subscriptionSchema = z.looseObject({ resource: z.looseObject({ uri: z.string().min(1) }) });

/** `GET /event_types`: the owner's active event types. */
const eventTypesSchema = z.looseObject({
  collection: z.array(
    z.looseObject({ uri: z.string().min(1), name: z.string(), duration: z.number().optional() }),
  ),
});

/** `POST /scheduling_links`: the single-use link. */
const schedulingLinkSchema = z.looseObject({
  resource: z.looseObject({ booking_url: z.string().regex(/^https?:\/\//i) }),
});

/** An event type's URI, as Calendly names it (`https://api.calendly.com/event_types/<uuid>`). */
const EVENT_TYPE_URI = /^https?:\/\/[^\s/?#]+\/event_types\/[A-Za-z0-9_-]+$/i;

/**
 * One call to Calendly's API v2 (`{CALENDLY_API_URL}/…`) with the personal access token, read into
 * an answer (see {@link readServiceAnswer}): Calendly words its errors as `{"title": …,
 * "message": …}`.
 */
async function callCalendly(
  ctx: ConnectorContext,
  credentials: CalendlyCredentials,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method,
      url: `${trimBaseUrl(ctx.config.CALENDLY_API_URL)}${path}`,
      headers: {
        authorization: `Bearer ${credentials.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { maxResponseBytes: 2_000_000 },
  );
  return readServiceAnswer(result, { messageField: 'message', secret: credentials.token });
}

type FailedCheck = Extract<ConnectionCheck, { ok: false }>;

/** A failed call as a check's refusal: any answer but a 429, a 5xx or the network refuses the token. */
function refusalOf(failure: ActionFailure): FailedCheck {
  return { ok: false, kind: failure.retryable ? 'unreachable' : 'refused', reason: failure.error };
}

/** A check's conclusion from a call (see {@link refusalOf}). */
function checkOf(answer: ServiceAnswer): ConnectionCheck {
  return answer.ok ? { ok: true } : refusalOf(answer);
}

/** The owner's user URI, organization URI and e-mail (`GET /users/me`), or the call's failure. */
async function readUser(ctx: ConnectorContext, credentials: CalendlyCredentials) {
  const answer = await callCalendly(ctx, credentials, 'GET', '/users/me');
  if (!answer.ok) return answer;
  const parsed = userSchema.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const { uri, current_organization, email } = parsed.data.resource;
  return { ok: true as const, userUri: uri, organizationUri: current_organization, email };
}

/** The last part of a Calendly URI (its uuid), so every call stays on the configured API. */
function uuidOf(uri: string): string {
  return encodeURIComponent(uri.replace(/\/+$/, '').split('/').pop() ?? '');
}

/**
 * Once Calendly accepted the token: registers a webhook subscription (`POST
 * /webhook_subscriptions`, user scope, `invitee.created` only) at this connection's address, signed
 * with a key generated here, and keeps the user and organization URIs, the e-mail, the
 * subscription's URI and the key. Calendly offers webhooks only on paid plans: its 403 says so to
 * the owner.
 */
async function prepare(
  ctx: ConnectorContext,
  credentials: CalendlyCredentials,
  setup: { webhookUrl: string },
): Promise<{ ok: true; credentials: CalendlyCredentials } | FailedCheck> {
  const user = await readUser(ctx, credentials);
  if (!user.ok) return refusalOf(user);
  const signingKey = randomBytes(32).toString('hex');
  const answer = await callCalendly(ctx, credentials, 'POST', '/webhook_subscriptions', {
    url: setup.webhookUrl,
    events: ['invitee.created'],
    organization: user.organizationUri,
    user: user.userUri,
    scope: 'user',
    signing_key: signingKey,
  });
  if (!answer.ok) {
    if (answer.error.startsWith('HTTP 403'))
      return {
        ok: false,
        kind: 'notAllowed',
        reason: translate('es', 'connections.calendly.paidPlanRequired'),
      };
    return refusalOf(answer);
  }
  const subscription = subscriptionSchema.safeParse(answer.body);
  if (!subscription.success) return { ...refusalOf(unexpectedAnswer(answer.status)), kind: 'unreachable' };
  return {
    ok: true,
    credentials: {
      token: credentials.token,
      userUri: user.userUri,
      organizationUri: user.organizationUri,
      ...(user.email ? { email: user.email } : {}),
      webhookUri: subscription.data.resource.uri,
      signingKey,
    },
  };
}

/** When the owner deletes the connection: its webhook subscription goes too (best effort). */
async function forget(ctx: ConnectorContext, credentials: CalendlyCredentials): Promise<void> {
  if (!credentials.webhookUri) return;
  await callCalendly(ctx, credentials, 'DELETE', `/webhook_subscriptions/${uuidOf(credentials.webhookUri)}`);
}

/** The owner's active event types, by name and length (`GET /event_types?user=…&active=true`). */
async function listEventTypes(ctx: ConnectorContext, credentials: CalendlyCredentials) {
  let userUri = credentials.userUri;
  if (!userUri) {
    const user = await readUser(ctx, credentials);
    if (!user.ok) return toChoicesFailure(user);
    userUri = user.userUri;
  }
  const query = `user=${encodeURIComponent(userUri)}&active=true&count=100&sort=name:asc`;
  const answer = await callCalendly(ctx, credentials, 'GET', `/event_types?${query}`);
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = eventTypesSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  return {
    ok: true as const,
    choices: parsed.data.collection.map((type) => ({
      id: type.uri,
      label: type.duration ? `${type.name} (${type.duration} min)` : type.name,
    })),
  };
}

/**
 * `schedulingLink`: a single-use link to the chosen event type (`POST /scheduling_links`,
 * `max_event_count: 1`), sent as a button. Our reference rides in its `utm_content`, which Calendly
 * carries into the booking's `tracking`, so the signed `invitee.created` webhook finds the wait.
 */
async function schedulingLink(
  ctx: ConnectorContext,
  credentials: CalendlyCredentials,
  request: AwaitRequest,
): Promise<AwaitStart> {
  const eventType = inputOf(request, 'eventType');
  if (eventType === '') return refuseAtOnce('inputMissing', { input: 'eventType' });
  if (!EVENT_TYPE_URI.test(eventType)) return refuseAtOnce('calendlyEventTypeInvalid');
  const answer = await callCalendly(ctx, credentials, 'POST', '/scheduling_links', {
    max_event_count: 1,
    owner: eventType,
    owner_type: 'EventType',
  });
  if (!answer.ok) return answer;
  const link = schedulingLinkSchema.safeParse(answer.body);
  if (!link.success) return unexpectedAnswer(answer.status);
  const bookingUrl = link.data.resource.booking_url;
  const url = new URL(bookingUrl);
  url.searchParams.set('utm_content', request.reference);
  return { ok: true, url: url.toString(), externalId: bookingUrl };
}

/**
 * A Calendly account (a personal access token): single-use booking links whose bookings come back
 * by a signed webhook, registered when connecting (paid Calendly plans only).
 */
export const calendlyConnector: ServiceConnector<CalendlyCredentials> = {
  title: 'Calendly',
  secretOf: (credentials) => credentials.token,
  settingsOf: (credentials): Record<string, string> =>
    credentials.email ? { email: credentials.email } : {},
  read: (value) => {
    const parsed = calendlyStoredCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => checkOf(await callCalendly(ctx, credentials, 'GET', '/users/me')),
  prepare,
  forget,
  awaits: { schedulingLink },
  readWebhook: async (_ctx, credentials, webhook) => {
    if (!credentials.signingKey || !hasValidCalendlySignature(webhook, credentials.signingKey))
      return { ok: false, reason: 'signature' };
    return readCalendlyEvents(webhook.rawBody);
  },
  choices: { calendlyEventType: listEventTypes },
};
