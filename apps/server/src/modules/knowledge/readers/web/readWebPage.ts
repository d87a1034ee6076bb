import { chooseTitle, toSectionsDocument } from '../buildSections';
import { type ReadResult, type SectionsDocument, toReadError } from '../readerTypes';
import {
  type CrawlSession,
  fetchWithinSite,
  startCrawl,
  toWebUrl,
  type WebReadOptions,
} from './crawlSession';
import { htmlToBlocks } from './htmlToBlocks';

/** A web page read as sections, with the address it was read from (after redirects). */
export interface WebPageDocument extends SectionsDocument {
  url: string;
}

/**
 * Reads one web page into sections (see `htmlToBlocks`): http(s) only, robots.txt obeyed for the
 * `Plubot` user agent, redirects followed only within the same site, at most 1 MB of HTML, 20 s in
 * all. Titled by `<title>`, else the first `<h1>`, else the address. Never throws: fails with
 * `blocked` (a private address, or a redirect to another site), `robots`, `timeout`, `fetchFailed`
 * (network, non-2xx), `tooLarge`, `unsupported` (not HTML, not http) or `empty`.
 * @example
 * const fetch: HttpFetch = (request, options) => safeHttpRequest(request, { ...options, allowedHosts });
 * const result = await readWebPage('https://mitienda.es/envios', { fetch });
 */
export async function readWebPage(
  address: string,
  options: WebReadOptions,
): Promise<ReadResult<WebPageDocument>> {
  try {
    const session = startCrawl(address, options);
    return { ok: true, document: await readPageInSession(session, session.site) };
  } catch (error) {
    return { ok: false, error: toReadError(error) };
  }
}

/** One page of a crawl, sharing its deadline and robots.txt. Throws `ReaderFailure`. */
export async function readPageInSession(session: CrawlSession, url: URL): Promise<WebPageDocument> {
  const page = await fetchWithinSite(session, toWebUrl(url.href), 'html');
  const { title, blocks } = htmlToBlocks(page.body);
  const fallback = `${page.url.hostname}${page.url.pathname === '/' ? '' : page.url.pathname}`;
  return { ...toSectionsDocument(chooseTitle([title], fallback), blocks), url: page.url.href };
}
