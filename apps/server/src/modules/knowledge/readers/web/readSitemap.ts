import { MAX_WEB_PAGES } from '../readerLimits';
import { type ReadError, ReaderFailure, type ReadResult, toReadError } from '../readerTypes';
import {
  type CrawlSession,
  fetchWithinSite,
  isSameSite,
  startCrawl,
  toWebUrl,
  type WebReadOptions,
} from './crawlSession';
import { parseSitemap } from './parseSitemap';
import { readPageInSession, type WebPageDocument } from './readWebPage';

/** The pages of a site read from its sitemap. */
export interface SiteReading {
  pages: WebPageDocument[];
  /** Pages that were tried and failed, each with its reason (robots, not HTML, 404…). */
  failures: { url: string; error: ReadError }[];
  /** Pages of the sitemap left unread: past the page limit or the reading's time. */
  unread: number;
}

const MAX_CHILD_SITEMAPS = 10;
const MAX_LISTED_URLS = 1_000;

/**
 * The page addresses of a sitemap, following a sitemap index one level down (ten sitemaps at
 * most): only http(s) pages of the same site, without repeats, 1,000 at most. Never throws;
 * fails with `empty` when the sitemap lists no page, as the web readers fail otherwise.
 */
export async function listSitemapUrls(
  address: string,
  options: WebReadOptions,
): Promise<{ ok: true; urls: string[] } | { ok: false; error: ReadError }> {
  try {
    const session = startCrawl(address, options);
    return { ok: true, urls: await collectPageUrls(session) };
  } catch (error) {
    return { ok: false, error: toReadError(error) };
  }
}

/**
 * Reads a site's pages listed by its sitemap (see `listSitemapUrls`), one after another, within one
 * deadline (20 s) and page limit (20), each page as `readWebPage` would. Pages that fail are listed
 * with their reason; the reading fails as a whole only when the sitemap itself cannot be read or
 * lists nothing.
 * @example const result = await readSitemap('https://mitienda.es/sitemap.xml', { fetch, maxPages: 20 });
 */
export async function readSitemap(
  address: string,
  options: WebReadOptions,
): Promise<ReadResult<SiteReading>> {
  try {
    const session = startCrawl(address, options);
    const urls = await collectPageUrls(session);
    const maxPages = options.maxPages ?? MAX_WEB_PAGES;
    const reading: SiteReading = { pages: [], failures: [], unread: 0 };
    const total = Math.min(urls.length, maxPages);
    if (total > 0) await options.onProgress?.(0, total);
    for (const [index, url] of urls.entries()) {
      if (index >= maxPages || Date.now() >= session.deadline) {
        reading.unread = urls.length - index;
        break;
      }
      try {
        reading.pages.push(await readPageInSession(session, new URL(url)));
      } catch (error) {
        reading.failures.push({ url, error: toReadError(error) });
      }
      await options.onProgress?.(index + 1, total);
    }
    return { ok: true, document: reading };
  } catch (error) {
    return { ok: false, error: toReadError(error) };
  }
}

async function collectPageUrls(session: CrawlSession): Promise<string[]> {
  const root = parseSitemap((await fetchWithinSite(session, session.site, 'xml')).body);
  if (root.kind === 'unknown') throw new ReaderFailure('unreadable', 'not a sitemap');
  const urls = new Set<string>();
  const add = (locations: string[]) => {
    for (const location of locations) {
      const url = onSite(session, location);
      if (url && urls.size < MAX_LISTED_URLS) urls.add(url.href);
    }
  };
  if (root.kind === 'urlset') add(root.locations);
  let firstFailure: unknown = null;
  for (const location of root.kind === 'index' ? root.locations.slice(0, MAX_CHILD_SITEMAPS) : []) {
    const url = onSite(session, location);
    if (!url || urls.size >= MAX_LISTED_URLS) continue;
    try {
      const child = parseSitemap((await fetchWithinSite(session, url, 'xml')).body);
      if (child.kind === 'urlset') add(child.locations);
    } catch (error) {
      firstFailure ??= error;
    }
  }
  if (urls.size === 0)
    throw firstFailure ?? new ReaderFailure('empty', 'the sitemap lists no page of the site');
  return [...urls];
}

function onSite(session: CrawlSession, location: string): URL | null {
  try {
    const url = toWebUrl(location, session.site);
    return isSameSite(url, session.site) ? url : null;
  } catch {
    return null;
  }
}
