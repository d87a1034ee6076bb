import { getSafeRedirectPath } from './getSafeRedirectPath';

/** What the client sends through Google and gets back on the callback (spec §3 Google auth state). */
export interface GoogleAuthState {
  isRegister: boolean;
  email: string;
  /** Where to go after signing in; dropped when it would not be a safe in-app path. */
  redirect?: string;
}

/** The server keeps at most this many characters of the client's state. */
export const GOOGLE_STATE_MAX_LENGTH = 2000;

/**
 * Base64 of the state's JSON (UTF-8), as `GET /api/auth/google/login?state=` expects. A redirect
 * that would make the state too long is left out rather than failing the sign-in.
 * @example decodeGoogleState(encodeGoogleState({ isRegister: false, email: 'ana@plubot.com' }))
 */
export function encodeGoogleState(state: GoogleAuthState): string {
  const { redirect, ...rest } = state;
  const safeRedirect = getSafeRedirectPath(redirect);
  const full = toBase64(JSON.stringify(safeRedirect ? { ...rest, redirect: safeRedirect } : rest));
  return full.length <= GOOGLE_STATE_MAX_LENGTH ? full : toBase64(JSON.stringify(rest));
}

/** The state encoded by {@link encodeGoogleState}, or null when it is not one. */
export function decodeGoogleState(value: string | null | undefined): GoogleAuthState | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64(value));
    if (!parsed || typeof parsed !== 'object') return null;
    const { isRegister, email, redirect } = parsed as Record<string, unknown>;
    const safeRedirect = getSafeRedirectPath(redirect);
    return {
      isRegister: isRegister === true,
      email: typeof email === 'string' ? email : '',
      ...(safeRedirect ? { redirect: safeRedirect } : {}),
    };
  } catch {
    return null;
  }
}

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): string {
  const binary = atob(value);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
