/*
 * The account keys of spec §3 kept in localStorage besides the tokens. Storage can be missing or
 * full (private mode, quotas); remembering an e-mail is a convenience, so failures are ignored.
 */

/** The e-mail last typed on the account forms, offered again on the next one. */
export const LAST_EMAIL_KEY = 'last_email_used';
export const CURRENT_USER_EMAIL_KEY = 'current_user_email';
export const CURRENT_USER_NAME_KEY = 'current_user_name';
/** The e-mail a Google sign-in started with, until the callback finishes. */
export const GOOGLE_AUTH_EMAIL_KEY = 'google_auth_email';

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Nothing to do: the next form simply starts empty.
  }
}

export function getLastEmail(): string {
  return read(LAST_EMAIL_KEY);
}

/** Remembers what the user typed as e-mail (an empty value forgets it). */
export function rememberLastEmail(email: string): void {
  write(LAST_EMAIL_KEY, email.trim() || null);
}

export function forgetLastEmail(): void {
  write(LAST_EMAIL_KEY, null);
}

/** The e-mail to offer on a form: the last one typed, else the last signed-in user's. */
export function getSuggestedEmail(): string {
  return read(LAST_EMAIL_KEY) || read(CURRENT_USER_EMAIL_KEY);
}

export function saveCurrentUser(user: { name: string; email: string }): void {
  write(CURRENT_USER_EMAIL_KEY, user.email);
  write(CURRENT_USER_NAME_KEY, user.name);
}

export function clearCurrentUser(): void {
  write(CURRENT_USER_EMAIL_KEY, null);
  write(CURRENT_USER_NAME_KEY, null);
}

export function rememberGoogleAuthEmail(email: string): void {
  write(GOOGLE_AUTH_EMAIL_KEY, email.trim() || null);
}

export function forgetGoogleAuthEmail(): void {
  write(GOOGLE_AUTH_EMAIL_KEY, null);
}
