import { ApiError, apiRequest } from '../../../lib/apiClient';
import type { AuthUser } from '../types';

export type ProfileResult =
  | { ok: true; user: AuthUser }
  | { ok: false; error: 'unauthorized' | 'unavailable' };

interface ProfileResponse {
  success?: boolean;
  status?: string;
  user?: AuthUser;
}

/**
 * Asks the server who owns the stored session (GET /api/auth/profile). An expired access token is
 * refreshed by `apiRequest` first; a 401 after that means the session is over.
 */
export async function fetchProfile(): Promise<ProfileResult> {
  try {
    const body = await apiRequest<ProfileResponse>('/auth/profile');
    const succeeded = body?.success === true || body?.status === 'success';
    return succeeded && body.user ? { ok: true, user: body.user } : { ok: false, error: 'unavailable' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, error: 'unauthorized' };
    return { ok: false, error: 'unavailable' };
  }
}
