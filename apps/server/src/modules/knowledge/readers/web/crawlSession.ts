import type { SafeHttpOptions, SafeHttpRequest, SafeHttpResult } from '../../../../lib/safeHttpRequest';
import { MAX_WEB_PAGE_BYTES, WEB_READING_TIMEOUT_MS } from '../readerLimits';
import { type ReadError, ReaderFailure } from '../readerTypes';
import { ALLOW_ALL, isAllowedByRobots, parseRobotsTxt, type RobotsTxt } from './robotsTxt';

/**
 * The HTTP client the web readers use, shaped like `safeHttpRequest`. The caller binds what the
 * operator allows, e.g. `(request, options) => safeHttpRequest(request, { ...options, allowedHosts })`.
 * The readers ask for `maxRedirects: 0` and follow redirects themselves, reading the target from a
 * `too_many_redirects` answer's detail (what safeHttpRequest reports), so each hop is checked
 * against the site and robots.txt.
 */
export type HttpFetch = (request: SafeHttpRequest, options?: SafeHttpOptions) => Promise<SafeHttpResult>;

export interface WebReadOptions {
  fetch: HttpFetch;
  /** Pages read from a sitemap (20). */
  maxPages?: number;
  /** Bytes of one page (1 MB); a larger page fails with `tooLarge`. */
  maxPageBytes?: number;
  /** The whole reading's time (20 s); past it, `timeout`. */
  timeoutMs?: number;
  /** Told, for a sitemap, how many of its pages are read so far of those that will be read. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
}

/** One reading of one site: its first address, deadline, limits and robots.txt per origin. */
export interface CrawlSession {
  site: URL;
  fetch: HttpFetch;
  deadline: number;
  maxPageBytes: number;
  robots: Map<string, Promise<RobotsTxt>>;
}

export interface FetchedPage {
  url: URL;
  body: string;
}

const USER_AGENT_TOKEN = 'Plubot';
const MAX_REDIRECTS = 5;
const MAX_REQUEST_MS = 10_000;
const MAX_ROBOTS_BYTES = 500 * 1024;
const ACCEPT = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  xml: 'application/xml,text/xml;q=0.9,*/*;q=0.1',
};

/**
 * Starts reading a site at `address`: http or https only, no user name or password in it.
 * Fails with `unsupported` for anything else.
 */
export function startCrawl(address: string, options: WebReadOptions): CrawlSession {
  const site = toWebUrl(address);
  return {
    site,
    fetch: options.fetch,
    deadline: Date.now() + (options.timeoutMs ?? WEB_READING_TIMEOUT_MS),
    maxPageBytes: options.maxPageBytes ?? MAX_WEB_PAGE_BYTES,
    robots: new Map(),
  };
}

/** An http(s) address without credentials, or `unsupported`. */
export function toWebUrl(address: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new ReaderFailure('unsupported', 'not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ReaderFailure('unsupported', url.protocol);
  if (url.username || url.password) throw new ReaderFailure('unsupported', 'credentials in the address');
  url.hash = '';
  return url;
}

/**
 * Whether two addresses are on the same site: the same host (a leading `www.` aside) and port,
 * over http or https.
 * @example isSameSite(new URL('http://plubot.com/a'), new URL('https://www.plubot.com/b')) // true
 */
export function isSameSite(a: URL, b: URL): boolean {
  const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');
  return host(a) === host(b) && a.port === b.port;
}

/**
 * GETs a page of the session's site: every hop (redirects followed here, five at most) must stay
 * on the site and be allowed by its origin's robots.txt; the answer must be 2xx, within the page
 * size and of the expected type. Fails with `blocked`, `robots`, `timeout`, `fetchFailed`,
 * `tooLarge` or `unsupported`.
 */
export async function fetchWithinSite(
  session: CrawlSession,
  url: URL,
  expect: 'html' | 'xml',
): Promise<FetchedPage> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!isSameSite(current, session.site))
      throw new ReaderFailure('blocked', `another site: ${current.host}`);
    const robots = await loadRobots(session, current);
    if (!isAllowedByRobots(robots, USER_AGENT_TOKEN, current.pathname + current.search)) {
      throw new ReaderFailure('robots', current.pathname);
    }
    const result = await session.fetch(
      {
        method: 'GET',
        url: current.href,
        headers: { accept: ACCEPT[expect] },
        timeoutMs: requestTime(session),
      },
      { maxResponseBytes: session.maxPageBytes, maxRedirects: 0 },
    );
    if (!result.ok && result.error === 'too_many_redirects') {
      current = toWebUrl(result.detail, current);
      continue;
    }
    if (!result.ok) throw failureOf(result.error, result.detail);
    if (result.status < 200 || result.status > 299)
      throw new ReaderFailure('fetchFailed', `HTTP ${result.status}`);
    if (result.truncated) throw new ReaderFailure('tooLarge', `over ${session.maxPageBytes} bytes`);
    const type = (result.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!isExpectedType(type, result.body, expect))
      throw new ReaderFailure('unsupported', type || 'no content type');
    return { url: current, body: result.body };
  }
  throw new ReaderFailure('fetchFailed', 'too many redirects');
}

function isExpectedType(type: string, body: string, expect: 'html' | 'xml'): boolean {
  const start = body.trimStart().slice(0, 200).toLowerCase();
  if (expect === 'html') {
    return (
      type === 'text/html' ||
      type === 'application/xhtml+xml' ||
      (!type && /^<(?:!doctype html|html)/.test(start))
    );
  }
  return (
    /[/+]xml$/.test(type) ||
    ((type === 'text/plain' || !type) && /^<(?:\?xml|urlset|sitemapindex)/.test(start))
  );
}

/** The session's time left for one request: the deadline's remainder, 10 s at most; `timeout` when none. */
function requestTime(session: CrawlSession): number {
  const remaining = session.deadline - Date.now();
  if (remaining <= 0) throw new ReaderFailure('timeout');
  return Math.min(remaining, MAX_REQUEST_MS);
}

function failureOf(error: string, detail: string): ReaderFailure {
  if (error === 'blocked_address') return new ReaderFailure('blocked', detail);
  if (error === 'timeout') return new ReaderFailure('timeout', detail);
  if (error === 'unsupported_protocol') return new ReaderFailure('unsupported', detail);
  return new ReaderFailure('fetchFailed', `${error}: ${detail}`.slice(0, 300));
}

/**
 * The robots.txt of the url's origin, fetched once per session (RFC 9309): a 2xx answer is parsed
 * (its first 500 KB), a 4xx one allows everything, a 5xx one forbids everything (`robots`).
 */
function loadRobots(session: CrawlSession, url: URL): Promise<RobotsTxt> {
  const cached = session.robots.get(url.origin);
  if (cached) return cached;
  const loading = (async () => {
    const result = await session.fetch(
      {
        method: 'GET',
        url: `${url.origin}/robots.txt`,
        headers: { accept: 'text/plain' },
        timeoutMs: requestTime(session),
      },
      { maxResponseBytes: MAX_ROBOTS_BYTES, maxRedirects: MAX_REDIRECTS },
    );
    if (!result.ok) throw failureOf(result.error, result.detail);
    if (result.status >= 200 && result.status <= 299) return parseRobotsTxt(result.body);
    if (result.status >= 500) throw new ReaderFailure('robots', `robots.txt answered ${result.status}`);
    return ALLOW_ALL;
  })();
  session.robots.set(url.origin, loading);
  return loading;
}

/** A read error as the value of a failed page, for lists of failures. */
export type PageFailure = { url: string; error: ReadError };
