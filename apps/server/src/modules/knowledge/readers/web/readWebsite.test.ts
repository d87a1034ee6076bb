import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeHttpRequest } from '../../../../lib/safeHttpRequest';
import type { HttpFetch } from './crawlSession';
import { listSitemapUrls, readSitemap } from './readSitemap';
import { readWebPage } from './readWebPage';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const PAGE = `<!doctype html><html><head><title>Tienda Plubot</title></head><body>
<nav>Inicio · Precios</nav><h1>Envíos</h1><p>Enviamos en 24&nbsp;h.</p><footer>© Tienda</footer></body></html>`;

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

async function listen(handler: Handler): Promise<{ server: Server; origin: string; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, port };
}

describe('readWebPage and readSitemap against a local site', () => {
  let site: Awaited<ReturnType<typeof listen>>;
  let other: Awaited<ReturnType<typeof listen>>;
  let otherHits: string[] = [];
  let fetch: HttpFetch;

  beforeAll(async () => {
    other = await listen((req, res) => {
      otherHits.push(req.url ?? '');
      if (req.url === '/robots.txt') {
        res.writeHead(503);
        res.end();
      } else html(res, '<h1>Otro sitio</h1><p>No debe leerse.</p>');
    });
    site = await listen((req, res) => {
      const routes: Record<string, () => void> = {
        '/robots.txt': () => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end(
            'User-agent: Plubot\nDisallow: /privado\nAllow: /privado/publico\n\nUser-agent: *\nDisallow: /\n',
          );
        },
        '/tienda': () => html(res, PAGE),
        '/privado/publico': () => html(res, '<title>Público</title><p>Esta parte sí.</p>'),
        '/privado/x': () => html(res, '<p>No</p>'),
        '/movido': () => {
          res.writeHead(302, { location: '/tienda' });
          res.end();
        },
        '/fuera': () => {
          res.writeHead(301, { location: `${other.origin}/pagina` });
          res.end();
        },
        '/datos.json': () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"a":1}');
        },
        '/enorme': () => html(res, `<p>${'a'.repeat(1_500_000)}</p>`),
        '/vacia': () => html(res, '<nav>Solo menú</nav><script>x()</script>'),
        '/lento': () => setTimeout(() => html(res, PAGE), 3_000),
        '/sitemap.xml': () => {
          res.writeHead(200, { 'content-type': 'application/xml' });
          res.end(`<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <sitemap><loc>${site.origin}/sitemap-paginas.xml</loc></sitemap>
            <sitemap><loc>${other.origin}/sitemap.xml</loc></sitemap></sitemapindex>`);
        },
        '/sitemap-paginas.xml': () => {
          res.writeHead(200, { 'content-type': 'text/xml' });
          const pages = [
            '/tienda',
            '/privado/x',
            '/datos.json',
            '/no-existe',
            `${other.origin}/pagina`,
            '/privado/publico',
            '/tienda',
          ];
          res.end(
            `<urlset>${pages.map((page) => `<url><loc>${page.startsWith('http') ? page : site.origin + page}</loc></url>`).join('')}</urlset>`,
          );
        },
      };
      const route = routes[req.url ?? ''];
      if (route) route();
      else {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>No existe</h1>');
      }
    });
    const allowedHosts = [`127.0.0.1:${site.port}`, `127.0.0.1:${other.port}`];
    fetch = (request, options) => safeHttpRequest(request, { ...options, allowedHosts });
  });

  afterAll(async () => {
    for (const { server } of [site, other]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reads a page: title, sections, no navigation or footer', async () => {
    expect(await readWebPage(`${site.origin}/tienda`, { fetch })).toEqual({
      ok: true,
      document: {
        kind: 'sections',
        title: 'Tienda Plubot',
        url: `${site.origin}/tienda`,
        sections: [{ heading: 'Envíos', text: 'Enviamos en 24 h.' }],
      },
    });
  });

  it('follows a redirect within the site and refuses one to another site', async () => {
    const moved = await readWebPage(`${site.origin}/movido`, { fetch });
    expect(moved).toMatchObject({ ok: true, document: { url: `${site.origin}/tienda` } });
    otherHits = [];
    const away = await readWebPage(`${site.origin}/fuera`, { fetch });
    expect(away).toMatchObject({
      ok: false,
      error: { code: 'blocked', detail: expect.stringContaining('another site') },
    });
    expect(otherHits).toEqual([]);
  });

  it.each([
    ['/privado/x', 'robots'],
    ['/datos.json', 'unsupported'],
    ['/enorme', 'tooLarge'],
    ['/no-existe', 'fetchFailed'],
    ['/vacia', 'empty'],
  ])('fails on %s with %s', async (path, code) => {
    expect(await readWebPage(`${site.origin}${path}`, { fetch })).toMatchObject({
      ok: false,
      error: { code },
    });
  });

  it('gives up at the reading time limit', async () => {
    const started = Date.now();
    const result = await readWebPage(`${site.origin}/lento`, { fetch, timeoutMs: 500 });
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('obeys a robots.txt that answers 5xx by reading nothing', async () => {
    const result = await readWebPage(`${other.origin}/pagina`, { fetch });
    expect(result).toMatchObject({ ok: false, error: { code: 'robots' } });
    expect(otherHits.at(-1)).toBe('/robots.txt');
  });

  it('refuses private addresses without an allow-list, and addresses that are not http(s)', async () => {
    const plain: HttpFetch = (request, options) => safeHttpRequest(request, options);
    expect(await readWebPage(`${site.origin}/tienda`, { fetch: plain })).toMatchObject({
      ok: false,
      error: { code: 'blocked' },
    });
    expect(await readWebPage(`http://localhost:${site.port}/tienda`, { fetch: plain })).toMatchObject({
      ok: false,
      error: { code: 'blocked' },
    });
    expect(await readWebPage('file:///etc/passwd', { fetch })).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    });
    expect(await readWebPage('http://user:pw@127.0.0.1/', { fetch })).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    });
  });

  it('lists the pages of a sitemap index, on the site only, without repeats', async () => {
    expect(await listSitemapUrls(`${site.origin}/sitemap.xml`, { fetch })).toEqual({
      ok: true,
      urls: ['/tienda', '/privado/x', '/datos.json', '/no-existe', '/privado/publico'].map(
        (p) => site.origin + p,
      ),
    });
  });

  it('reads the pages of a sitemap and tells which failed and why', async () => {
    const result = await readSitemap(`${site.origin}/sitemap.xml`, { fetch });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.pages.map((page) => [page.url, page.title])).toEqual([
      [`${site.origin}/tienda`, 'Tienda Plubot'],
      [`${site.origin}/privado/publico`, 'Público'],
    ]);
    expect(
      result.document.failures.map((failure) => [failure.url.replace(site.origin, ''), failure.error.code]),
    ).toEqual([
      ['/privado/x', 'robots'],
      ['/datos.json', 'unsupported'],
      ['/no-existe', 'fetchFailed'],
    ]);
    expect(result.document.unread).toBe(0);
  });

  it('tells the pages read so far of those it will read', async () => {
    const told: [number, number][] = [];
    await readSitemap(`${site.origin}/sitemap.xml`, {
      fetch,
      maxPages: 2,
      onProgress: (done, total) => {
        told.push([done, total]);
      },
    });
    expect(told).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('stops at the page limit and counts what is left unread', async () => {
    const result = await readSitemap(`${site.origin}/sitemap.xml`, { fetch, maxPages: 2 });
    expect(result).toMatchObject({ ok: true, document: { unread: 3 } });
    if (result.ok) expect(result.document.pages).toHaveLength(1);
  });

  it('fails when the address is not a sitemap', async () => {
    expect(await readSitemap(`${site.origin}/tienda`, { fetch })).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    });
  });
});
