import { timingSafeEqual } from 'node:crypto';

/**
 * The cookie that binds a Google sign-in to the browser that started it: `GET
 * /api/auth/google/login` sets it to the sign-in's `state` (httpOnly, SameSite=Lax, only sent to
 * `/api/auth/google`, 10 minutes), and the callback accepts the `state` only from that browser,
 * then clears it. A callback URL carried to another browser (login CSRF) is refused.
 */
export const GOOGLE_SIGN_IN_COOKIE = 'plubot_google_signin';
const COOKIE_PATH = '/api/auth/google';

/** The `Set-Cookie` value that stores `state` in the browser for `maxAgeSeconds`. */
export function serializeGoogleSignInCookie(
  state: string,
  options: { secure: boolean; maxAgeSeconds: number },
) {
  return serialize(encodeURIComponent(state), options.maxAgeSeconds, options.secure);
}

/** The `Set-Cookie` value that removes the cookie. */
export function clearGoogleSignInCookie(options: { secure: boolean }) {
  return serialize('', 0, options.secure);
}

/** The state this browser started a sign-in with, from a `Cookie` header; undefined when none. */
export function readGoogleSignInCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== GOOGLE_SIGN_IN_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** True when the browser's cookie holds exactly `state` (compared in constant time). */
export function isSameBrowserState(cookieState: string | undefined, state: string): boolean {
  if (!cookieState) return false;
  const expected = Buffer.from(state);
  const actual = Buffer.from(cookieState);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean) {
  const attributes = [
    `${GOOGLE_SIGN_IN_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
