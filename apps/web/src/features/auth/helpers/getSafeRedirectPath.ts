/** Where a signed-in user lands when nothing says otherwise. */
export const DEFAULT_AFTER_LOGIN_PATH = '/pluniverse';

/** Screens that make no sense to return to after signing in (they would loop or sign out). */
const NON_RETURNABLE_PREFIXES = [
  '/login',
  '/register',
  '/logout',
  '/auth/',
  '/forgot-password',
  '/reset-password',
  '/resend-verification',
  '/verify-email',
];

/**
 * `value` when it is a path inside this app a user may return to, otherwise null. Rejects other
 * origins (`//evil.com`, `/\evil.com`, `https://…`) so a crafted `?redirect=` cannot send a
 * freshly signed-in user off-site.
 * @example getSafeRedirectPath('/tower?tab=logros') // '/tower?tab=logros'
 * @example getSafeRedirectPath('//evil.com') // null
 */
export function getSafeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, 'http://plubot.invalid');
  if (url.origin !== 'http://plubot.invalid') return null;
  const path = url.pathname;
  const blocked = NON_RETURNABLE_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  return blocked ? null : `${path}${url.search}${url.hash}`;
}

/** A router location (the guard's `state.from`) or a string, as one path. */
export function locationToPath(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const { search, hash } = from as { search?: unknown; hash?: unknown };
    return `${from.pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

/**
 * Where login sends the user: the router state `from` the guard left, else `?redirect=`, else
 * the Pluniverse.
 */
export function getAfterLoginPath(redirectParam: string | null, stateFrom: unknown): string {
  return (
    getSafeRedirectPath(locationToPath(stateFrom)) ??
    getSafeRedirectPath(redirectParam) ??
    DEFAULT_AFTER_LOGIN_PATH
  );
}
