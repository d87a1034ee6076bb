import { zoomCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import type { SafeHttpResult } from '../../../lib/safeHttpRequest';
import { isKnownTimeZone, readStartTime, toZoomStartTime } from './bookingTime';
import { inputOf } from './inputOf';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type ZoomCredentials = z.output<typeof zoomCredentialsSchema>;

/** Longest meeting topic Zoom takes. */
const ZOOM_TOPIC_LIMIT = 200;

/** Longest meeting the action creates, in minutes (a day). */
const MAX_DURATION_MINUTES = 1440;

/**
 * How late a start may be and still be booked: a slot starting this moment (the visitor chose it a
 * minute ago) is not "in the past".
 */
const PAST_START_GRACE_MS = 5 * 60_000;

/** Zoom's OAuth answer to `grant_type=account_credentials`. */
const tokenAnswerSchema = z.looseObject({ access_token: z.string().min(1) });

/** A meeting as `POST /v2/users/me/meetings` answers it (`id` is a number, kept as text). */
const meetingSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  join_url: z.string().min(1),
  password: z.string().optional(),
});

/** A failure with none of the connection's secrets in it, whatever Zoom echoed. */
function hideSecrets(failure: ActionFailure, secrets: readonly string[]): ActionFailure {
  const error = secrets
    .filter((secret) => secret.length >= 8)
    .reduce((text, secret) => text.split(secret).join('••••'), failure.error);
  return { ...failure, error };
}

/** Zoom's OAuth server words its refusals as `{"reason": …, "error": "invalid_client"}`. */
function readTokenReason(result: SafeHttpResult): string | undefined {
  if (!result.ok) return undefined;
  try {
    const body = JSON.parse(result.body) as Record<string, unknown>;
    const reason = body.reason ?? body.error_description ?? body.error;
    return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An access token for the owner's Server-to-Server OAuth app (`POST {ZOOM_OAUTH_URL}/oauth/token
 * ?grant_type=account_credentials&account_id=…`, the client id and secret as HTTP Basic). Asked
 * afresh for each action (Zoom lets an app hold many; none is kept). A 4xx means the account id,
 * client id or secret is wrong or the app is not activated: the connection is refused.
 */
async function fetchAccessToken(
  ctx: ConnectorContext,
  credentials: ZoomCredentials,
): Promise<{ ok: true; token: string } | ActionFailure> {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const query = `grant_type=account_credentials&account_id=${encodeURIComponent(credentials.accountId)}`;
  const result = await ctx.http({
    method: 'POST',
    url: `${trimBaseUrl(ctx.config.ZOOM_OAUTH_URL)}/oauth/token?${query}`,
    headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
  });
  const answer = readServiceAnswer(result, { messageField: 'message', secret: credentials.clientSecret });
  if (!answer.ok) {
    const secrets = [credentials.clientSecret, basic];
    if (!result.ok || answer.retryable) return hideSecrets(answer, secrets);
    const reason = readTokenReason(result);
    const error = reason ? `HTTP ${result.status}: ${reason}` : answer.error;
    return hideSecrets({ ok: false, retryable: false, refused: true, error: error.slice(0, 300) }, secrets);
  }
  const parsed = tokenAnswerSchema.safeParse(answer.body);
  return parsed.success ? { ok: true, token: parsed.data.access_token } : unexpectedAnswer(answer.status);
}

/**
 * One call to Zoom's API (`{ZOOM_API_URL}/v2/…`) with a fresh access token, read into an answer
 * (see {@link readServiceAnswer}): Zoom words its errors as `{"code": 124, "message": …}`.
 */
async function callZoom(
  ctx: ConnectorContext,
  credentials: ZoomCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const token = await fetchAccessToken(ctx, credentials);
  if (!token.ok) return token;
  const result = await ctx.http({
    method,
    url: `${trimBaseUrl(ctx.config.ZOOM_API_URL)}/v2${path}`,
    headers: {
      authorization: `Bearer ${token.token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = readServiceAnswer(result, { messageField: 'message', secret: token.token });
  return answer.ok ? answer : hideSecrets(answer, [credentials.clientSecret]);
}

/** The meeting's length in minutes: a whole number from 1 to a day, or `undefined`. */
function readDuration(text: string): number | undefined {
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= MAX_DURATION_MINUTES ? minutes : undefined;
}

/**
 * `createMeeting`: a scheduled meeting of the owner's (`POST /v2/users/me/meetings`, type 2) at the
 * start the flow gives — an ISO date-time from a booking (`{{cita_inicio_iso}}`) or `YYYY-MM-DD
 * HH:MM` in the chosen zone — with a waiting room and nobody joining before the host. Saves its
 * join link, id and passcode. A start that is not a date-time, or is past, fails at once.
 */
async function createMeeting(
  ctx: ConnectorContext,
  credentials: ZoomCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const topic = inputOf(request, 'topic').slice(0, ZOOM_TOPIC_LIMIT);
  if (topic === '') return refuseAtOnce('inputMissing', { input: 'topic' });
  const startText = inputOf(request, 'startTime');
  if (startText === '') return refuseAtOnce('inputMissing', { input: 'startTime' });
  const timeZone = inputOf(request, 'timeZone') || 'UTC';
  if (!isKnownTimeZone(timeZone)) return refuseAtOnce('zoomTimeZoneInvalid', { zone: timeZone.slice(0, 60) });
  const start = readStartTime(startText, timeZone);
  if (!start) return refuseAtOnce('zoomStartInvalid', { value: startText.slice(0, 60) });
  if (start.getTime() < Date.now() - PAST_START_GRACE_MS)
    return refuseAtOnce('zoomStartPast', { value: startText.slice(0, 60) });
  const duration = readDuration(inputOf(request, 'durationMinutes') || '30');
  if (duration === undefined) return refuseAtOnce('zoomDurationInvalid');
  const answer = await callZoom(ctx, credentials, 'POST', '/users/me/meetings', {
    topic,
    type: 2,
    start_time: toZoomStartTime(start),
    duration,
    timezone: timeZone,
    settings: { join_before_host: false, waiting_room: true },
  });
  if (!answer.ok) return answer;
  const meeting = meetingSchema.safeParse(answer.body);
  if (!meeting.success) return unexpectedAnswer(answer.status);
  return {
    ok: true,
    outputs: {
      joinUrl: meeting.data.join_url,
      meetingId: String(meeting.data.id),
      password: meeting.data.password ?? '',
    },
  };
}

/**
 * A Zoom account through the owner's Server-to-Server OAuth app: creates meetings for booked slots.
 * Checked by a token and `GET /v2/users/me`; any refusal but a 429 or a 5xx refuses it (a 400 there
 * is a scope the app lacks).
 */
export const zoomConnector: ServiceConnector<ZoomCredentials> = {
  title: 'Zoom',
  secretOf: (credentials) => credentials.clientSecret,
  settingsOf: (credentials) => ({ accountId: credentials.accountId }),
  read: (value) => {
    const parsed = zoomCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => {
    const answer = await callZoom(ctx, credentials, 'GET', '/users/me');
    if (!answer.ok && !answer.retryable) return { ok: false, kind: 'refused', reason: answer.error };
    return toConnectionCheck(answer);
  },
  actions: { createMeeting },
};
