/** What a secret in a logged URL is replaced with. */
export const REDACTED = '[redacted]';

/** Path segments that carry a single-use secret in the next segment (API and web routes). */
const SECRET_PATH = /(\/(?:verify-email|reset-password)\/)[^/?#]+/g;
/** Query parameters that carry a secret: the OpenID Connect `code` and `state`, tokens, keys. */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'key',
  'api_key',
  'apikey',
  'secret',
  'password',
]);

/**
 * A request URL as it may be logged: the token of a verification or reset link and the values of
 * secret query parameters (Google's `code` and `state`, tokens, keys) become `[redacted]`; the
 * rest is kept as sent. Pure, for the request log serializer.
 * @example redactUrl('/api/auth/verify-email/abc?x=1') // '/api/auth/verify-email/[redacted]?x=1'
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const redactedPath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart < 0) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return pair;
      const name = safeDecode(pair.slice(0, separator)).toLowerCase();
      return SECRET_PARAMS.has(name) ? `${pair.slice(0, separator)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
