import type { AuthResponse } from '@plubot/contracts';
import { normalizeEmail } from '@plubot/contracts';
import { apiRequest } from '../../../lib/apiClient';
import type { AuthUser, ProfileChanges } from '../types';

/*
 * The account calls of spec §7 that do not change the session by themselves. Each resolves with
 * the server's body and rejects with an `ApiError` carrying the server's translated message.
 */

/** A successful answer that only carries a (translated) message. */
export interface MessageResponse {
  success?: boolean;
  status?: string;
  message?: string;
}

/** A login or Google sign-in answer (spec §3 Auth response). */
export type SessionResponse = Omit<AuthResponse, 'user' | 'refresh_token'> & {
  user: AuthUser;
  refresh_token?: string;
};

/** Login waits this long for the server (spec §7). */
export const LOGIN_TIMEOUT_MS = 30_000;

export function loginRequest(email: string, password: string) {
  return apiRequest<SessionResponse>('/auth/login', {
    body: { email: normalizeEmail(email), password },
    auth: false,
    timeoutMs: LOGIN_TIMEOUT_MS,
  });
}

export function registerAccount(form: { name: string; email: string; password: string }) {
  return apiRequest<MessageResponse>('/auth/register', {
    body: { name: form.name.trim(), email: normalizeEmail(form.email), password: form.password },
    auth: false,
  });
}

export function verifyEmailToken(token: string) {
  return apiRequest<MessageResponse>(`/auth/verify-email/${encodeURIComponent(token)}`, { auth: false });
}

export function resendVerificationEmail(email: string) {
  return apiRequest<MessageResponse>('/auth/resend-verification', {
    body: { email: normalizeEmail(email) },
    auth: false,
  });
}

export function requestPasswordReset(email: string) {
  return apiRequest<MessageResponse>('/auth/forgot-password', {
    body: { email: normalizeEmail(email) },
    auth: false,
  });
}

export function resetPasswordWithToken(token: string, newPassword: string) {
  return apiRequest<MessageResponse>('/auth/reset-password', {
    body: { token, new_password: newPassword },
    auth: false,
  });
}

export function changePasswordRequest(currentPassword: string, newPassword: string) {
  return apiRequest<MessageResponse>('/auth/change-password', {
    body: { current_password: currentPassword, new_password: newPassword },
  });
}

/** Multipart body of `POST /api/auth/update-profile`: objects travel as JSON strings. */
export function updateProfileRequest(changes: ProfileChanges) {
  const body = new FormData();
  if (changes.name !== undefined) body.append('name', changes.name);
  if (changes.preferences !== undefined) body.append('preferences', JSON.stringify(changes.preferences));
  if (changes.picture !== undefined) body.append('picture', changes.picture);
  return apiRequest<{ success?: boolean; status?: string; user?: AuthUser }>('/auth/update-profile', {
    body,
  });
}

/** The provider URL to send the browser to; `state` comes back on the callback. */
export async function getGoogleAuthUrl(state: string): Promise<string | null> {
  const query = new URLSearchParams({ state });
  const body = await apiRequest<{ url?: string; authUrl?: string }>(
    `/auth/google/login?${query.toString()}`,
    {
      auth: false,
    },
  );
  return body?.url ?? body?.authUrl ?? null;
}

/** Exchanges the provider's code for a session; the answer echoes the client state. */
export function completeGoogleCallback(params: { code: string; state: string; iss?: string | null }) {
  const query = new URLSearchParams({ code: params.code, state: params.state });
  if (params.iss) query.set('iss', params.iss);
  return apiRequest<Partial<SessionResponse> & { state?: string | null }>(
    `/auth/google/callback?${query.toString()}`,
    { auth: false },
  );
}
