import { API } from '@plubot/contracts';
import { ApiError } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';
import type { AuthUser } from '../types';

/**
 * Why the profile could not be had: `unauthorized` — the session is over (401 after a refresh);
 * `unreachable` — nobody answered (network error, timeout, or a gateway with no server behind
 * it: 502/503/504); `unavailable` — the server answered, but not with a profile.
 */
export type ProfileError = 'unauthorized' | 'unreachable' | 'unavailable';

export type ProfileResult = { ok: true; user: AuthUser } | { ok: false; error: ProfileError };

/**
 * Asks the server who owns the stored session (GET /api/auth/profile). An expired access token is
 * refreshed by the API client first; a 401 after that means the session is over.
 */
export async function fetchProfile(): Promise<ProfileResult> {
  try {
    const body = await callApi(API.profile);
    return body.user ? { ok: true, user: body.user } : { ok: false, error: 'unavailable' };
  } catch (error) {
    return { ok: false, error: classifyProfileError(error) };
  }
}

/** Sorts a failed profile call into the kinds of {@link ProfileError}. */
export function classifyProfileError(error: unknown): ProfileError {
  // The API client turns every network failure and timeout into an `ApiError` with status 0.
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.status === 401) return 'unauthorized';
  return error.isServerUnreachable ? 'unreachable' : 'unavailable';
}
