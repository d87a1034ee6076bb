import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../helpers/fetchProfile', () => ({ fetchProfile: vi.fn() }));

import { fetchProfile } from '../helpers/fetchProfile';
import { PROFILE_CACHE_KEY, readCachedProfile, saveCachedProfile } from '../helpers/profileCache';
import { ANA, createMemoryStorage, createTestJwt } from '../testing/authFixtures';
import type { AuthUser } from '../types';
import { useAuthStore } from './useAuthStore';

// A reload while the API cannot be reached (issue #17) keeps a signed-in user signed in with the
// profile the server last returned, and only that: the server still decides everything.
const anaToken = createTestJwt({ sub: ANA.id, typ: 'access' });
const unreachable = { ok: false, error: 'unreachable' } as const;
const fresh: AuthUser = { ...ANA, name: 'Ana María', xp: 300 };

let storage: ReturnType<typeof createMemoryStorage>;
let logoutCalls: number;

beforeEach(() => {
  storage = createMemoryStorage();
  logoutCalls = 0;
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', async () => {
    logoutCalls += 1;
    return new Response(null, { status: 204 });
  });
  useAuthStore.setState({
    isAuthenticated: false,
    loading: true,
    user: null,
    profileFetchedAt: null,
    profileStale: false,
    sessionEnded: null,
    logoutRequested: false,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(fetchProfile).mockReset();
});

function signedInBefore(user: AuthUser = ANA, token = anaToken) {
  storage.setItem('access_token', token);
  storage.setItem('refresh_token', 'refresh-1');
  saveCachedProfile(user, storage);
}

describe('initialize without the server', () => {
  it('starts signed in with the cached profile, marked stale, keeping the tokens', async () => {
    signedInBefore();
    vi.mocked(fetchProfile).mockResolvedValue(unreachable);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      loading: false,
      user: ANA,
      profileStale: true,
      profileFetchedAt: null,
    });
    expect(storage.getItem('access_token')).toBe(anaToken);
  });

  it('without a cached profile does what it always did: signed out, tokens kept for later', async () => {
    storage.setItem('access_token', anaToken);
    vi.mocked(fetchProfile).mockResolvedValue(unreachable);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, loading: false, user: null });
    expect(storage.getItem('access_token')).toBe(anaToken);
  });

  it('does not start with another account’s cached profile', async () => {
    signedInBefore(ANA, createTestJwt({ sub: 'user-bea' }));
    vi.mocked(fetchProfile).mockResolvedValue(unreachable);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('does not use the cache when the server answered with an error', async () => {
    signedInBefore();
    vi.mocked(fetchProfile).mockResolvedValue({ ok: false, error: 'unavailable' });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, profileStale: false });
  });

  it('ends the session and forgets the cached profile on a 401', async () => {
    signedInBefore();
    vi.mocked(fetchProfile).mockResolvedValue({ ok: false, error: 'unauthorized' });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });
});

describe('the cached profile', () => {
  it('is written whenever the server returns the profile', async () => {
    storage.setItem('access_token', anaToken);
    vi.mocked(fetchProfile).mockResolvedValue({ ok: true, user: ANA });
    await useAuthStore.getState().initialize();
    expect(readCachedProfile(anaToken, storage)).toEqual(ANA);
    vi.mocked(fetchProfile).mockResolvedValue({ ok: true, user: fresh });
    await useAuthStore.getState().refreshProfile();
    expect(readCachedProfile(anaToken, storage)).toEqual(fresh);
  });

  it('is written on sign-in and forgotten on sign-out', () => {
    useAuthStore.getState().setSession(ANA, anaToken, 'refresh-1');
    expect(readCachedProfile(anaToken, storage)).toEqual(ANA);
    useAuthStore.getState().logout();
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
    expect(logoutCalls).toBe(1);
  });

  it('is forgotten when the session ends by itself', () => {
    useAuthStore.getState().setSession(ANA, anaToken, 'refresh-1');
    useAuthStore.getState().endSession('inactive');
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });

  it('is not written by an answer that arrives after sign-out', async () => {
    useAuthStore.getState().setSession(ANA, anaToken, 'refresh-1');
    let answer: (result: { ok: true; user: AuthUser }) => void = () => undefined;
    vi.mocked(fetchProfile).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = useAuthStore.getState().refreshProfile();
    useAuthStore.getState().logout();
    answer({ ok: true, user: fresh });
    await pending;
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('a stale session asking again', () => {
  async function startStale() {
    signedInBefore();
    vi.mocked(fetchProfile).mockResolvedValue(unreachable);
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().profileStale).toBe(true);
  }

  it('asks the server even without force, and stays stale while nobody answers', async () => {
    await startStale();
    expect(await useAuthStore.getState().loadProfile()).toEqual(ANA);
    expect(fetchProfile).toHaveBeenCalledTimes(2);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, profileStale: true });
  });

  it('takes the server’s profile once it answers', async () => {
    await startStale();
    vi.mocked(fetchProfile).mockResolvedValue({ ok: true, user: fresh });
    await useAuthStore.getState().loadProfile({ force: true });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: fresh,
      profileStale: false,
    });
    expect(useAuthStore.getState().profileFetchedAt).not.toBeNull();
    expect(readCachedProfile(anaToken, storage)).toEqual(fresh);
  });

  it('ends the session as expired when the server answers 401', async () => {
    await startStale();
    vi.mocked(fetchProfile).mockResolvedValue({ ok: false, error: 'unauthorized' });
    await useAuthStore.getState().loadProfile({ force: true });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      profileStale: false,
      sessionEnded: 'expired',
    });
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });
});
