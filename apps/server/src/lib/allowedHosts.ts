/** The ports a host listed without one may be reached on. */
const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];

/** One `HTTP_ALLOWED_HOSTS` entry: a host name or IP literal and the port it names, if any. */
export interface AllowedHost {
  host: string;
  port: number | null;
}

/**
 * Reads an `HTTP_ALLOWED_HOSTS` entry: `host`, `host:port`, an IPv6 literal `::1` or `[::1]:8080`.
 * Answers null for an entry that is not one (an empty host, a port outside 1-65535).
 *
 * @example parseAllowedHost('LocalHost:8080') // { host: 'localhost', port: 8080 }
 */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const text = entry.trim().toLowerCase();
  const bracketed = text.match(/^\[([^\]]+)\](?::(\d+))?$/);
  const [host, port] = bracketed
    ? [bracketed[1], bracketed[2]]
    : (text.match(/:/g) ?? []).length > 1
      ? [text, undefined]
      : text.split(':');
  if (!host || /[\s/@?#[\]]/.test(host)) return null;
  if (port === undefined) return { host, port: null };
  const number = /^\d{1,5}$/.test(port) ? Number(port) : 0;
  return number >= 1 && number <= 65535 ? { host, port: number } : null;
}

/**
 * Whether `url` is on a host the operator allowed to reach private addresses: an entry with a port
 * allows exactly that port, one without allows only 80 and 443.
 */
export function isAllowedHost(allowedHosts: readonly string[] | undefined, url: URL): boolean {
  if (!allowedHosts?.length) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return allowedHosts.some((entry) => {
    const allowed = parseAllowedHost(entry);
    if (!allowed || allowed.host !== host) return false;
    return allowed.port === null ? DEFAULT_ALLOWED_PORTS.includes(port) : allowed.port === port;
  });
}
