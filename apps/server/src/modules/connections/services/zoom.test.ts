import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStandInContext } from '../../../../test/standInContext';
import {
  startZoomStandIn,
  ZOOM_ACCOUNT_ID,
  ZOOM_CLIENT_ID,
  ZOOM_CLIENT_SECRET,
  type ZoomStandIn,
} from '../../../../test/zoomStandIn';
import type { ConnectorContext } from './serviceConnector';
import { type ZoomCredentials, zoomConnector } from './zoom';

const credentials: ZoomCredentials = {
  accountId: ZOOM_ACCOUNT_ID,
  clientId: ZOOM_CLIENT_ID,
  clientSecret: ZOOM_CLIENT_SECRET,
};

/** A start a day from now, as a booking's `{{cita_inicio_iso}}` gives it. */
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000);

describe('zoomConnector', () => {
  let zoom: ZoomStandIn;
  let ctx: ConnectorContext;
  let closeContext: () => void;
  beforeAll(async () => {
    zoom = await startZoomStandIn();
    ({ ctx, close: closeContext } = createStandInContext(zoom.env, zoom.allowedHost));
  });
  afterAll(async () => {
    closeContext();
    await zoom.close();
  });
  beforeEach(() => zoom.reset());

  const create = (inputs: Record<string, string>) =>
    zoomConnector.actions?.createMeeting?.(ctx, credentials, { inputs, fields: {} });

  it('checks the app with a token of its own account and GET /v2/users/me', async () => {
    expect(await zoomConnector.check(ctx, credentials)).toEqual({ ok: true });
    expect(zoom.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /oauth/token?grant_type=account_credentials&account_id=${ZOOM_ACCOUNT_ID}`,
      'GET /v2/users/me',
    ]);
    const basic = Buffer.from(`${ZOOM_CLIENT_ID}:${ZOOM_CLIENT_SECRET}`).toString('base64');
    expect(zoom.received[0]?.headers.authorization).toBe(`Basic ${basic}`);
    expect(zoom.received[1]?.headers.authorization).toBe(`Bearer ${zoom.tokens[0]}`);
  });

  it('is refused, with Zoom’s reason and without the secret, for a wrong secret or account', async () => {
    const wrongSecret = { ...credentials, clientSecret: 'Wr0ngSecretWr0ngSecretWr0ngSecret' };
    expect(await zoomConnector.check(ctx, wrongSecret)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Invalid client_id or client_secret',
    });
    expect(await zoomConnector.check(ctx, { ...credentials, accountId: 'OtherAccount123' })).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 400: Invalid account_id',
    });
    // Only the token calls went out.
    expect(zoom.received.every((request) => request.url.startsWith('/oauth/token'))).toBe(true);
  });

  it('is refused when the app lacks a scope, unreachable when Zoom fails', async () => {
    zoom.failNext(
      {
        status: 400,
        code: 4711,
        message: 'Invalid access token, does not contain scopes:[user:read:user:admin].',
      },
      { status: 503, message: 'Service Unavailable' },
    );
    expect(await zoomConnector.check(ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 400: Invalid access token, does not contain scopes:[user:read:user:admin].',
    });
    expect(await zoomConnector.check(ctx, credentials)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 503: Service Unavailable',
    });
  });

  it('reads its three credentials and shows only the secret’s end and the account', () => {
    expect(zoomConnector.read({ ...credentials })).toEqual(credentials);
    expect(zoomConnector.read({ accountId: ZOOM_ACCOUNT_ID, clientId: ZOOM_CLIENT_ID })).toBeUndefined();
    expect(zoomConnector.secretOf(credentials)).toBe(ZOOM_CLIENT_SECRET);
    expect(zoomConnector.settingsOf(credentials)).toEqual({ accountId: ZOOM_ACCOUNT_ID });
  });

  it('creates a meeting at an ISO start with the exact body, and saves its link, id and passcode', async () => {
    const start = tomorrow();
    start.setUTCSeconds(0, 0);
    const outcome = await create({
      topic: ' Consulta con Lucía ',
      startTime: start.toISOString(),
      durationMinutes: '45',
      timeZone: 'America/Bogota',
    });
    const meeting = zoom.meetings[0];
    expect(outcome).toEqual({
      ok: true,
      outputs: { joinUrl: meeting?.join_url, meetingId: String(meeting?.id), password: meeting?.password },
    });
    const post = zoom.received.find((request) => request.url === '/v2/users/me/meetings');
    expect(post?.method).toBe('POST');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.headers.authorization).toBe(`Bearer ${zoom.tokens[0]}`);
    expect(JSON.parse(post?.body ?? '')).toEqual({
      topic: 'Consulta con Lucía',
      type: 2,
      start_time: start.toISOString().replace('.000Z', 'Z'),
      duration: 45,
      timezone: 'America/Bogota',
      settings: { join_before_host: false, waiting_room: true },
    });
    // The host's own start link never becomes an output.
    expect(JSON.stringify(outcome)).not.toContain('zak=');
  });

  it('reads a wall-clock start in the chosen zone', async () => {
    const year = new Date().getUTCFullYear() + 1;
    await create({ topic: 'Demo', startTime: `${year}-07-01 10:30`, timeZone: 'Europe/Madrid' });
    await create({ topic: 'Demo', startTime: `${year}-12-01T10:30`, timeZone: 'Europe/Madrid' });
    await create({ topic: 'Demo', startTime: `${year}-12-01 10:30`, timeZone: 'America/Mexico_City' });
    expect(zoom.meetings.map((meeting) => meeting.start_time)).toEqual([
      `${year}-07-01T08:30:00Z`,
      `${year}-12-01T09:30:00Z`,
      `${year}-12-01T16:30:00Z`,
    ]);
    expect(zoom.meetings.map((meeting) => meeting.duration)).toEqual([30, 30, 30]);
  });

  it('fails at once, asking Zoom nothing, for a start that is not a date-time or is past', async () => {
    expect(await create({ topic: 'Demo', startTime: 'mañana a las 10', timeZone: 'UTC' })).toEqual({
      ok: false,
      retryable: false,
      error:
        'La hora de inicio de la reunión de Zoom «mañana a las 10» no es una fecha y hora: usa la hora ISO de una cita (la variable cita_inicio_iso) o escríbela como AAAA-MM-DD HH:MM.',
    });
    expect(await create({ topic: 'Demo', startTime: '2030-02-30 10:00', timeZone: 'UTC' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await create({ topic: 'Demo', startTime: '2020-01-01T10:00:00Z', timeZone: 'UTC' })).toEqual({
      ok: false,
      retryable: false,
      error:
        'La reunión de Zoom empezaría en el pasado (2020-01-01T10:00:00Z): revisa la hora de inicio que le llega al nodo.',
    });
    expect(await create({ topic: '', startTime: tomorrow().toISOString() })).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: topic.',
    });
    expect(
      await create({ topic: 'Demo', startTime: '2030-01-01 10:00', timeZone: 'Marte/Olympus' }),
    ).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(
      await create({ topic: 'Demo', startTime: tomorrow().toISOString(), durationMinutes: '0' }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(zoom.received).toEqual([]);
  });

  it('refuses the connection when the app no longer gets a token, and keeps the secret out', async () => {
    zoom.revoke();
    const outcome = await create({ topic: 'Demo', startTime: tomorrow().toISOString() });
    expect(outcome).toEqual({
      ok: false,
      retryable: false,
      refused: true,
      error: 'HTTP 401: Invalid client_id or client_secret',
    });
    expect(zoom.meetings).toEqual([]);
  });

  it('maps Zoom’s 429 and 5xx to retries, and never lets a secret out of an error', async () => {
    zoom.failNext(
      {
        status: 429,
        code: 429,
        message: 'You have reached the maximum per-second rate limit.',
        retryAfter: '2',
      },
      { status: 400, code: 300, message: `Bad secret ${ZOOM_CLIENT_SECRET} echoed` },
    );
    const meeting = () => create({ topic: 'Demo', startTime: tomorrow().toISOString() });
    expect(await meeting()).toEqual({
      ok: false,
      retryable: true,
      retryAfterMs: 2000,
      error: 'HTTP 429: You have reached the maximum per-second rate limit.',
    });
    expect(await meeting()).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 400: Bad secret •••• echoed',
    });
  });

  it('asks for a new token for every action', async () => {
    await create({ topic: 'Uno', startTime: tomorrow().toISOString() });
    await create({ topic: 'Dos', startTime: tomorrow().toISOString() });
    expect(zoom.tokens).toHaveLength(2);
    const bearers = zoom.received
      .filter((request) => request.url.startsWith('/v2/'))
      .map((request) => request.headers.authorization);
    expect(bearers).toEqual(zoom.tokens.map((token) => `Bearer ${token}`));
  });
});
