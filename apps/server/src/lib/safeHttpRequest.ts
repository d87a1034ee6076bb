import { lookup as dnsLookup } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isSecretHeaderName } from '@plubot/flow';
import { isAllowedHost } from './allowedHosts';
import { isPublicAddress } from './isPublicAddress';

export interface SafeHttpRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | undefined;
  timeoutMs?: number;
}

export type SafeHttpResult =
  | { ok: true; status: number; headers: Record<string, string>; body: string; truncated: boolean }
  | { ok: false; error: SafeHttpError; detail: string };

export type SafeHttpError =
  | 'invalid_url'
  | 'blocked_address'
  | 'timeout'
  | 'too_many_redirects'
  | 'network'
  | 'unsupported_protocol';

export interface SafeHttpOptions {
  /**
   * Hosts that may resolve to private addresses (`HTTP_ALLOWED_HOSTS`): `host` (ports 80 and 443
   * only) or `host:port`.
   */
  allowedHosts?: readonly string[];
  maxResponseBytes?: number;
  maxRedirects?: number;
}

const DEFAULT_MAX_BYTES = 1024 * 1024;

/**
 * Performs an HTTP(S) request for a bot without letting it reach the server's own network: the
 * address is checked after DNS resolution at connect time (so DNS rebinding cannot slip past), IP
 * literals are checked directly, every redirect hop is checked again, the whole exchange is bounded
 * by a timeout and the response body is capped. A redirect to another origin (scheme, host or port)
 * or from https to http loses every credential header, as browsers and undici do. Never throws.
 */
export async function safeHttpRequest(
  request: SafeHttpRequest,
  options: SafeHttpOptions = {},
): Promise<SafeHttpResult> {
  const timeoutMs = request.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { ok: false, error: 'invalid_url', detail: request.url };
  }
  let method = request.method.toUpperCase();
  let body = request.body;
  let headers = request.headers ?? {};
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    const result = await requestOnce(url, method, headers, body, deadline, options);
    if (!result.ok || !('redirect' in result)) return result;
    headers = headersForRedirect(headers, url, result.redirect);
    url = result.redirect;
    if (result.status === 303 || ((result.status === 301 || result.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers = withoutHeaders(headers, (name) => /^content-/i.test(name));
    }
  }
  return { ok: false, error: 'too_many_redirects', detail: url.toString() };
}

/**
 * The headers to send on to a redirect's target: all of them on the same origin, none of the
 * credentials (see {@link isCredentialHeader}) once the scheme, host or port changes — an https to
 * http downgrade changes the scheme, so it loses them too.
 */
export function headersForRedirect(
  headers: Record<string, string>,
  from: URL,
  to: URL,
): Record<string, string> {
  return to.origin === from.origin ? headers : withoutHeaders(headers, isCredentialHeader);
}

/**
 * A header that proves who is asking: Authorization, Proxy-Authorization, Cookie and every name the
 * flow treats as a credential (API keys, tokens, secrets — `isSecretHeaderName`).
 */
function isCredentialHeader(name: string): boolean {
  return /^(?:proxy-)?authorization$|^cookie$/i.test(name.trim()) || isSecretHeaderName(name);
}

function withoutHeaders(
  headers: Record<string, string>,
  drop: (name: string) => boolean,
): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop(name)));
}

type OnceResult = SafeHttpResult | { ok: true; redirect: URL; status: number };

function requestOnce(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  deadline: number,
  options: SafeHttpOptions,
): Promise<OnceResult> {
  return new Promise((resolve) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      resolve({ ok: false, error: 'unsupported_protocol', detail: url.protocol });
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const allowed = isAllowedHost(options.allowedHosts, url);
    if (isIP(host) && !allowed && !isPublicAddress(host)) {
      resolve({ ok: false, error: 'blocked_address', detail: host });
      return;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      resolve({ ok: false, error: 'timeout', detail: url.toString() });
      return;
    }
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return callback(error, '', 4);
        const list = Array.isArray(addresses) ? addresses : [];
        const refused = list.find((entry) => !allowed && !isPublicAddress(entry.address));
        if (refused || list.length === 0) {
          const blockedError = Object.assign(new Error(`blocked address ${refused?.address ?? ''}`), {
            code: 'EBLOCKED',
          });
          return callback(blockedError, '', 4);
        }
        if (lookupOptions.all) return callback(null, list);
        const first = list[0]!;
        return callback(null, first.address, first.family);
      });
    };
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(
      url,
      {
        method,
        headers: { 'user-agent': 'Plubot/1.0', ...headers },
        lookup,
        timeout: remaining,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          try {
            resolve({ ok: true, redirect: new URL(res.headers.location, url), status });
          } catch {
            resolve({ ok: false, error: 'invalid_url', detail: res.headers.location });
          }
          return;
        }
        const max = options.maxResponseBytes ?? DEFAULT_MAX_BYTES;
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        res.on('data', (chunk: Buffer) => {
          if (truncated) return;
          if (size + chunk.length > max) {
            chunks.push(chunk.subarray(0, max - size));
            size = max;
            truncated = true;
            res.destroy();
            finish();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          resolve({
            ok: true,
            status,
            headers: flattenHeaders(res.headers),
            body: Buffer.concat(chunks).toString('utf8'),
            truncated,
          });
        };
        res.on('end', finish);
        res.on('error', () => finish());
      },
    );
    const timer = setTimeout(() => {
      req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    }, remaining);
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'EBLOCKED') resolve({ ok: false, error: 'blocked_address', detail: host });
      else if (error.code === 'ETIMEDOUT') resolve({ ok: false, error: 'timeout', detail: url.toString() });
      else resolve({ ok: false, error: 'network', detail: error.code ?? error.message });
    });
    if (body !== undefined && method !== 'GET' && method !== 'HEAD') req.write(body);
    req.end();
  });
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) flat[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
