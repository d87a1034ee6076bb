import { isSecretQueryParamName, SECRET_MASK } from '../model/secretNodeFields';

/**
 * A URL with the value of each credential query parameter (`isSecretQueryParamName`: `api_key`,
 * `token`, `sig` …) replaced by what `rewrite` answers for it (given the name decoded, trimmed and
 * lower-cased), everything else kept — the one reading of a URL's credentials for masking
 * (`maskUrlSecrets`) and for the server's sealing. Read
 * as text, since a stored URL may hold `{{variables}}`: an empty value or one with a variable in it
 * is the visitor's, not a stored credential, and stays. `occurrence` counts repeats of a name (0,
 * 1 …). A text without `?` is returned unchanged.
 *
 * @example rewriteUrlSecrets('https://a.test/?key=abc', () => 'x') // 'https://a.test/?key=x'
 */
export function rewriteUrlSecrets(
  url: string,
  rewrite: (name: string, occurrence: number, value: string) => string,
): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const seen = new Map<string, number>();
  const parameters = url
    .slice(start + 1, end)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      if (equals <= 0) return parameter;
      const name = parameter.slice(0, equals);
      const value = parameter.slice(equals + 1);
      const key = decodeName(name).trim().toLowerCase();
      if (value === '' || value.includes('{{') || !isSecretQueryParamName(key)) return parameter;
      const occurrence = seen.get(key) ?? 0;
      seen.set(key, occurrence + 1);
      return `${name}=${rewrite(key, occurrence, value)}`;
    });
  return `${url.slice(0, start + 1)}${parameters.join('&')}${url.slice(end)}`;
}

/**
 * A URL with the value of each credential query parameter replaced by `'••••'`, everything else
 * kept (see `rewriteUrlSecrets`).
 *
 * @example maskUrlSecrets('https://api.test/x?api_key=abc123&page=2') // 'https://api.test/x?api_key=••••&page=2'
 * @example maskUrlSecrets('https://api.test/x?token={{token}}') // unchanged
 */
export function maskUrlSecrets(url: string): string {
  return rewriteUrlSecrets(url, () => SECRET_MASK);
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
