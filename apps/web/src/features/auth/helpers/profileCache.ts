import type { AuthUser } from '../types';

/*
 * The last profile the server returned, so a reload while the API cannot be reached still starts
 * signed in (issue #17). It holds only what GET /api/auth/profile shows the user about themselves
 * (no tokens, no secrets) and is only ever trusted to skip the login redirect: every request still
 * carries the stored tokens and the server decides.
 */

/** The localStorage key of the cached profile. */
export const PROFILE_CACHE_KEY = 'plubot-auth-profile';

/** Past the refresh token's lifetime (30 days) no session the cache belonged to can still be alive. */
export const PROFILE_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface CachedProfile {
  /** The account the profile belongs to; the access token's `sub` must name it. */
  userId: string;
  email: string;
  savedAt: number;
  user: AuthUser;
}

/**
 * The cached profile of the account the access token belongs to, or null when there is none, it
 * is another account's, it is older than {@link PROFILE_CACHE_MAX_AGE_MS}, or the token's subject
 * cannot be read.
 * @example readCachedProfile(getAccessToken()) // → the AuthUser to start offline with, or null
 */
export function readCachedProfile(
  accessToken: string | null,
  storage: KeyValueStorage | undefined = getStorage(),
  now: number = Date.now(),
): AuthUser | null {
  const subject = accessToken ? getTokenSubject(accessToken) : null;
  if (!subject || !storage) return null;
  const entry = parseEntry(safeRead(storage));
  if (!entry || entry.userId !== subject) return null;
  const age = now - entry.savedAt;
  if (age < 0 || age > PROFILE_CACHE_MAX_AGE_MS) return null;
  return entry.user;
}

/** Remembers a profile the server just returned (a full storage only loses the offline start). */
export function saveCachedProfile(
  user: AuthUser,
  storage: KeyValueStorage | undefined = getStorage(),
  now: number = Date.now(),
): void {
  const entry: CachedProfile = { userId: user.id, email: user.email, savedAt: now, user };
  try {
    storage?.setItem(PROFILE_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the next reload without the server simply goes to the login screen.
  }
}

export function clearCachedProfile(storage: KeyValueStorage | undefined = getStorage()): void {
  try {
    storage?.removeItem(PROFILE_CACHE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * The `sub` claim of a JWT, read without verifying it: only to tell whose profile to use, never
 * to trust anything the token says. Null for anything that is not a JWT with a string subject.
 */
export function getTokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
      char.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!isRecord(claims)) return null;
    return typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
}

function parseEntry(text: string | null): CachedProfile | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { userId, email, savedAt, user } = value;
  if (typeof userId !== 'string' || typeof email !== 'string' || typeof savedAt !== 'number') return null;
  if (!isAuthUser(user) || user.id !== userId || user.email !== email) return null;
  return { userId, email, savedAt, user };
}

/** Enough of a profile for the app to show (the rest is optional in `AuthUser`). */
function isAuthUser(value: unknown): value is AuthUser {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string'
  );
}

function safeRead(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(PROFILE_CACHE_KEY);
  } catch {
    return null;
  }
}

function getStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
