import { isSecretQueryParamName, SECRET_MASK } from '../model/secretNodeFields';

/**
 * A URL with the value of each credential query parameter (`isSecretQueryParamName`: `api_key`,
 * `token`, `sig` …) replaced by `'••••'`, everything else kept. Read as text, like the server's
 * sealing, since a stored URL may hold `{{variables}}`: an empty value or one with a variable in it
 * is the visitor's, not a stored credential, and stays. A text without `?` is returned unchanged.
 *
 * @example maskUrlSecrets('https://api.test/x?api_key=abc123&page=2') // 'https://api.test/x?api_key=••••&page=2'
 * @example maskUrlSecrets('https://api.test/x?token={{token}}') // unchanged
 */
export function maskUrlSecrets(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const parameters = url
    .slice(start + 1, end)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      if (equals <= 0) return parameter;
      const name = parameter.slice(0, equals);
      const value = parameter.slice(equals + 1);
      if (value === '' || value.includes('{{') || !isSecretQueryParamName(decodeName(name))) return parameter;
      return `${name}=${SECRET_MASK}`;
    });
  return `${url.slice(0, start + 1)}${parameters.join('&')}${url.slice(end)}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
