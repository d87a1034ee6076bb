import { API } from '@plubot/contracts';
import { ApiError } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';
import type { AuthUser } from '../types';

export type ProfileResult =
  | { ok: true; user: AuthUser }
  | { ok: false; error: 'unauthorized' | 'unavailable' };

/**
 * Asks the server who owns the stored session (GET /api/auth/profile). An expired access token is
 * refreshed by the API client first; a 401 after that means the session is over.
 */
export async function fetchProfile(): Promise<ProfileResult> {
  try {
    const body = await callApi(API.profile);
    return body.user ? { ok: true, user: body.user } : { ok: false, error: 'unavailable' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, error: 'unauthorized' };
    return { ok: false, error: 'unavailable' };
  }
}
