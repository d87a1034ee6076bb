import { randomBytes } from 'node:crypto';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * A local stand-in for Zoom (issue #32, the Zoom power), one node:http server playing both Zoom's
 * OAuth server and its REST API, for one Server-to-Server OAuth app. Point `ZOOM_OAUTH_URL` and
 * `ZOOM_API_URL` at it (`standIn.env`) and allow `standIn.allowedHost`.
 *
 * - `POST /oauth/token?grant_type=account_credentials&account_id=<ZOOM_ACCOUNT_ID>` with HTTP Basic
 *   `<ZOOM_CLIENT_ID>:<ZOOM_CLIENT_SECRET>` → 200 `{access_token, token_type, expires_in, scope,
 *   api_url}` (a new token each time, listed in `tokens`); a wrong client → 401 `{"reason": "Invalid
 *   client_id or client_secret", "error": "invalid_client"}`; a wrong account → 400 `{"reason":
 *   "Invalid account_id", …}`; another grant → 400 `unsupported_grant_type`.
 * - `GET /v2/users/me` (Bearer, a token it issued) → the account owner.
 * - `POST /v2/users/me/meetings` (Bearer) with `{topic, type, start_time, duration, timezone,
 *   settings}` → 201 the meeting (`id` a number, `join_url`, `password`, `start_url`), kept in
 *   `meetings`; a body Zoom would refuse → 400 `{"code": 300, "message": …}`.
 * - An unknown token → 401 `{"code": 124, "message": "Invalid access token."}`; `revoke()` makes
 *   every token call a 401 `invalid_client` (the app was deactivated or its secret regenerated).
 * - `failNext({status, code?, message, retryAfter?})` makes the next API calls (not token calls)
 *   answer that, in order.
 * - `received` lists every request; `close()` stops it.
 */

/** The Server-to-Server OAuth app the stand-in accepts. */
export const ZOOM_ACCOUNT_ID = 'Xq3LmN8vRk2TzW5yBa1CdE';
export const ZOOM_CLIENT_ID = 'nDKRmzgzQeKQ4V5Wtq8Fbw';
export const ZOOM_CLIENT_SECRET = 'Zs9XqL2mP7vB4nK8wT1yR6cF3hJ5dG0a';

/** The owner the token acts as. */
export const ZOOM_USER = {
  id: 'KDcuGIm1QgePTO8WbOqwIQ',
  email: 'dueno@empresa.com',
  first_name: 'Ana',
} as const;

/** A meeting as the stand-in keeps it: what it was asked, and what it answered. */
export interface ZoomStandInMeeting {
  id: number;
  topic: string;
  type: number;
  start_time: string;
  duration: number;
  timezone: string;
  settings: Record<string, unknown>;
  join_url: string;
  password: string;
  start_url: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
  body: JSON.stringify(body),
});

/** A Zoom API error. */
const apiError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  json(status, { code, message }, headers);

const START_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z?$/;

/** Starts the stand-in on a loopback port. */
export async function startZoomStandIn() {
  const tokens: string[] = [];
  const meetings: ZoomStandInMeeting[] = [];
  const failures: Answer[] = [];
  let revoked = false;

  function issueToken(request: ReceivedRequest, query: URLSearchParams): Answer {
    const expected = `Basic ${Buffer.from(`${ZOOM_CLIENT_ID}:${ZOOM_CLIENT_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected || revoked)
      return json(401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
    if (query.get('grant_type') !== 'account_credentials')
      return json(400, { reason: 'Unsupported grant type', error: 'unsupported_grant_type' });
    if (query.get('account_id') !== ZOOM_ACCOUNT_ID)
      return json(400, { reason: 'Invalid account_id', error: 'invalid_request' });
    const token = `eyJzdi${randomBytes(24).toString('base64url')}`;
    tokens.push(token);
    return json(200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: 3599,
      scope: 'meeting:write:meeting:admin user:read:user:admin',
      api_url: 'https://api.zoom.us',
    });
  }

  function createMeeting(body: Record<string, unknown>): Answer {
    const { topic, type, start_time, duration, timezone, settings } = body;
    if (typeof topic !== 'string' || topic.length > 200) return apiError(400, 300, 'Invalid topic.');
    if (type !== 2) return apiError(400, 300, 'Invalid meeting type.');
    if (typeof start_time !== 'string' || !START_TIME.test(start_time))
      return apiError(400, 300, 'Invalid start_time.');
    if (typeof duration !== 'number' || !Number.isInteger(duration))
      return apiError(400, 300, 'Invalid duration.');
    const id = 85_746_065_000 + meetings.length;
    const password = `Pw${meetings.length}x9Q`;
    const meeting: ZoomStandInMeeting = {
      id,
      topic,
      type,
      start_time,
      duration,
      timezone: typeof timezone === 'string' ? timezone : 'UTC',
      settings:
        typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>) : {},
      join_url: `https://us05web.zoom.us/j/${id}?pwd=stand${meetings.length}`,
      password,
      start_url: `https://us05web.zoom.us/s/${id}?zak=host-only-${meetings.length}`,
    };
    meetings.push(meeting);
    return json(201, { uuid: `u${id}==`, host_id: ZOOM_USER.id, host_email: ZOOM_USER.email, ...meeting });
  }

  const receiver = await startLocalHttpReceiver((request) => {
    const [path = '', search = ''] = request.url.split('?');
    if (request.method === 'POST' && path === '/oauth/token')
      return issueToken(request, new URLSearchParams(search));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.includes(bearer)) return apiError(401, 124, 'Invalid access token.');
    const failure = failures.shift();
    if (failure) return failure;
    if (request.method === 'GET' && path === '/v2/users/me')
      return json(200, { ...ZOOM_USER, type: 1, account_id: ZOOM_ACCOUNT_ID });
    if (request.method === 'POST' && path === '/v2/users/me/meetings') {
      try {
        return createMeeting(JSON.parse(request.body || '{}') as Record<string, unknown>);
      } catch {
        return apiError(400, 300, 'Request Body should be a valid JSON object.');
      }
    }
    return apiError(404, 404, 'Not found.');
  });
  const url = `http://127.0.0.1:${receiver.port}`;
  return {
    port: receiver.port,
    url,
    /** The server's environment for this stand-in. */
    env: { ZOOM_API_URL: url, ZOOM_OAUTH_URL: url },
    /** What `HTTP_ALLOWED_HOSTS` must hold for the server to reach it. */
    allowedHost: `127.0.0.1:${receiver.port}`,
    /** The credentials of a connection it accepts. */
    credentials: { accountId: ZOOM_ACCOUNT_ID, clientId: ZOOM_CLIENT_ID, clientSecret: ZOOM_CLIENT_SECRET },
    tokens,
    meetings,
    received: receiver.received,
    /** From now on (or no longer), every token call answers 401 `invalid_client`. */
    revoke: (on = true) => {
      revoked = on;
    },
    /** The next API calls answer these Zoom errors, in order. */
    failNext: (...answers: { status: number; code?: number; message: string; retryAfter?: string }[]) => {
      for (const answer of answers)
        failures.push(
          apiError(
            answer.status,
            answer.code ?? answer.status,
            answer.message,
            answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
          ),
        );
    },
    /** Forgets what was received, issued and created. */
    reset: () => {
      receiver.received.length = 0;
      tokens.length = 0;
      meetings.length = 0;
      failures.length = 0;
      revoked = false;
    },
    close: receiver.close,
  };
}

/** A running Zoom stand-in. */
export type ZoomStandIn = Awaited<ReturnType<typeof startZoomStandIn>>;
