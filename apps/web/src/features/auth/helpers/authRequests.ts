import { API, normalizeEmail } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import type { ProfileChanges } from '../types';

/*
 * The account calls of spec §7 that do not change the session by themselves. Each resolves with
 * the server's body and rejects with an `ApiError` carrying the server's translated message.
 */

/** Login waits this long for the server (spec §7). */
export const LOGIN_TIMEOUT_MS = 30_000;

export function loginRequest(email: string, password: string) {
  return callApi(API.login, {
    body: { email: normalizeEmail(email), password },
    timeoutMs: LOGIN_TIMEOUT_MS,
  });
}

export function registerAccount(form: { name: string; email: string; password: string }) {
  return callApi(API.register, {
    body: { name: form.name.trim(), email: normalizeEmail(form.email), password: form.password },
  });
}

export function verifyEmailToken(token: string) {
  return callApi(API.verifyEmail, { params: { token } });
}

export function resendVerificationEmail(email: string) {
  return callApi(API.resendVerification, { body: { email: normalizeEmail(email) } });
}

export function requestPasswordReset(email: string) {
  return callApi(API.forgotPassword, { body: { email: normalizeEmail(email) } });
}

export function resetPasswordWithToken(token: string, newPassword: string) {
  return callApi(API.resetPassword, { body: { token, new_password: newPassword } });
}

export function changePasswordRequest(currentPassword: string, newPassword: string) {
  return callApi(API.changePassword, {
    body: { current_password: currentPassword, new_password: newPassword },
  });
}

/** Multipart body of `POST /api/auth/update-profile`: objects travel as JSON strings. */
export function updateProfileRequest(changes: ProfileChanges) {
  const body = new FormData();
  if (changes.name !== undefined) body.append('name', changes.name);
  if (changes.preferences !== undefined) body.append('preferences', JSON.stringify(changes.preferences));
  if (changes.picture !== undefined) body.append('picture', changes.picture);
  return callApi(API.updateProfile, { body });
}

/** The provider URL to send the browser to; `state` comes back on the callback. */
export async function getGoogleAuthUrl(state: string): Promise<string | null> {
  const body = await callApi(API.googleLogin, { query: { state } });
  return body.url || null;
}

/** Exchanges the provider's code for a session; the answer echoes the client state. */
export function completeGoogleCallback(params: { code: string; state: string; iss?: string | null }) {
  return callApi(API.googleCallback, {
    query: { code: params.code, state: params.state, ...(params.iss ? { iss: params.iss } : {}) },
  });
}
