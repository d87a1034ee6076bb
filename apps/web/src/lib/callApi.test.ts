import { API } from '@plubot/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import { callApi } from './callApi';

const calls: Array<{ url: string; init: RequestInit }> = [];
let answers: Array<() => Response>;

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  answers = [];
  const store = new Map<string, string>([
    ['access_token', 'old-access'],
    ['refresh_token', 'refresh-1'],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
});
afterEach(() => vi.unstubAllGlobals());

const plubot = {
  id: 'b 1',
  name: 'Nova',
  tone: 'servicial',
  purpose: '',
  color: '#4FACFE',
  powers: [],
  initial_message: 'Hola',
  public_id: 'p1',
  _localId: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('callApi', () => {
  it('fills and encodes path params, sends the method and body, and returns the data', async () => {
    answers.push(json(200, { status: 'success', success: true, message: 'ok', plubot }));
    const body = await callApi(API.updatePlubot, { params: { id: 'b 1' }, body: { name: 'Nova' } });
    expect(calls[0]?.url).toBe('/api/plubots/update/b%201');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'Nova' });
    expect(body.message).toBe('ok');
  });

  it('adds the query string and leaves the token off public endpoints', async () => {
    answers.push(json(200, { success: true, url: 'https://accounts.example/auth' }));
    await callApi(API.googleLogin, { query: { state: 'a&b' } });
    expect(calls[0]?.url).toBe('/api/auth/google/login?state=a%26b');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('sends the call’s own headers beside the usual ones', async () => {
    answers.push(json(200, { success: true }));
    await callApi(API.visitorTyping, {
      params: { sessionId: 's1' },
      query: { token: 't' },
      headers: { 'x-visitor-token': 'tok-1' },
    });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['x-visitor-token']).toBe('tok-1');
    expect(headers['accept-language']).toBeTruthy();
    expect(headers.authorization).toBeUndefined();
  });

  it('refreshes an expired token once and retries the call', async () => {
    answers.push(json(401, { code: 'ACCESS_TOKEN_INVALID', message: 'x' }));
    answers.push(json(200, { success: true, status: 'success', access_token: 'new', refresh_token: 'r2' }));
    answers.push(json(200, { status: 'success', success: true, plubots: [] }));
    const body = await callApi(API.listPlubots);
    expect(body.plubots).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual(['/api/plubots', '/api/auth/refresh', '/api/plubots']);
    expect((calls[2]!.init.headers as Record<string, string>).authorization).toBe('Bearer new');
  });

  it('throws INVALID_RESPONSE when an answer does not fit the endpoint (checked in tests)', async () => {
    answers.push(json(200, { status: 'success', success: true, plubots: 'nope' }));
    const error = await callApi(API.listPlubots).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
  });

  it("carries the server's error code, and a network failure as NETWORK_ERROR", async () => {
    answers.push(json(403, { success: false, code: 'PRO_REQUIRED', message: 'Requiere Plan Pro' }));
    const refused = (await callApi(API.getPlubot, { params: { id: 'x' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect([refused.status, refused.code, refused.message]).toEqual([
      403,
      'PRO_REQUIRED',
      'Requiere Plan Pro',
    ]);
    const offline = (await callApi(API.usage).catch((e: unknown) => e)) as ApiError;
    expect([offline.status, offline.code, offline.isNetworkError]).toEqual([0, 'NETWORK_ERROR', true]);
  });

  it('returns text endpoints as text', async () => {
    answers.push(() => new Response('a,b\n1,2', { status: 200, headers: { 'content-type': 'text/csv' } }));
    expect(await callApi(API.leadsCsv, { params: { id: 'b1' } })).toBe('a,b\n1,2');
  });
});

describe('ApiError.isServerUnreachable', () => {
  it('is true for no connection and a proxy’s 502, 503 or 504, and false for the server’s own answers', () => {
    const unreachable = [0, 502, 503, 504].map((status) => new ApiError(status, '').isServerUnreachable);
    const answered = [400, 401, 404, 409, 500].map((status) => new ApiError(status, '').isServerUnreachable);
    expect(unreachable).toEqual([true, true, true, true]);
    expect(answered).toEqual([false, false, false, false, false]);
  });
});

describe('a refresh that gets no answer', () => {
  it('keeps the session and fails as a network error, where a refused refresh ends it', async () => {
    answers.push(json(401, { code: 'ACCESS_TOKEN_INVALID', message: 'x' }));
    answers.push(json(503, { message: 'down' }));
    const unreachable = await callApi(API.listPlubots).catch((caught: unknown) => caught);
    expect(unreachable).toBeInstanceOf(ApiError);
    expect((unreachable as ApiError).isNetworkError).toBe(true);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');

    answers.push(json(401, { code: 'ACCESS_TOKEN_INVALID', message: 'x' }));
    answers.push(json(401, { code: 'REFRESH_TOKEN_INVALID', message: 'x' }));
    answers.push(json(401, { code: 'ACCESS_TOKEN_INVALID', message: 'x' }));
    const refused = await callApi(API.listPlubots).catch((caught: unknown) => caught);
    expect((refused as ApiError).status).toBe(401);
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});
