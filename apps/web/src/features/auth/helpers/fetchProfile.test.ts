import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { ANA, createMemoryStorage } from '../testing/authFixtures';
import { classifyProfileError, fetchProfile } from './fetchProfile';

describe('classifyProfileError', () => {
  it.each([
    [new ApiError(0, '', 'NETWORK_ERROR'), 'unreachable'],
    [new ApiError(502, ''), 'unreachable'],
    [new ApiError(503, ''), 'unreachable'],
    [new ApiError(504, ''), 'unreachable'],
    [new ApiError(401, '', 'UNAUTHORIZED'), 'unauthorized'],
    [new ApiError(403, '', 'FORBIDDEN'), 'unavailable'],
    [new ApiError(500, ''), 'unavailable'],
    [new ApiError(200, '', 'INVALID_RESPONSE'), 'unavailable'],
    [new TypeError('x is not a function'), 'unavailable'],
  ])('sorts %o as %s', (error, kind) => {
    expect(classifyProfileError(error)).toBe(kind);
  });
});

describe('fetchProfile', () => {
  let answer: () => Promise<Response>;

  beforeEach(() => {
    vi.stubGlobal('localStorage', createMemoryStorage());
    localStorage.setItem('access_token', 'token');
    vi.stubGlobal('fetch', () => answer());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the user the server returns', async () => {
    const user = {
      ...ANA,
      profile_picture: null,
      is_verified: true,
      role: 'user',
      plan: 'free',
      created_at: '2026-11-01T00:00:00.000Z',
      xp: 0,
      level: 1,
      levelName: 'Novato',
      pluCoins: 0,
      energyLevel: 100,
      dailyRewardAvailable: false,
      preferences: {},
      has_password: true,
      google_linked: false,
    };
    answer = async () => Response.json({ success: true, status: 'success', user });
    expect(await fetchProfile()).toEqual({ ok: true, user });
  });

  it('calls a refused connection and a 503 from the proxy unreachable', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchProfile()).toEqual({ ok: false, error: 'unreachable' });
    answer = async () => new Response('Service Unavailable', { status: 503 });
    expect(await fetchProfile()).toEqual({ ok: false, error: 'unreachable' });
  });

  it('calls a 401 without a refresh token unauthorized', async () => {
    answer = async () => Response.json({ code: 'UNAUTHORIZED', message: '' }, { status: 401 });
    expect(await fetchProfile()).toEqual({ ok: false, error: 'unauthorized' });
  });
});
