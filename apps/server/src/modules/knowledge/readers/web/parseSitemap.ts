import { walkXml } from '../walkXml';

export interface Sitemap {
  /** `urlset` lists pages, `index` lists other sitemaps, `unknown` is not a sitemap. */
  kind: 'urlset' | 'index' | 'unknown';
  locations: string[];
}

/**
 * The `<loc>` addresses of a sitemap (`<urlset><url><loc>`) or a sitemap index
 * (`<sitemapindex><sitemap><loc>`), in order, at most `max`.
 * @example parseSitemap('<urlset><url><loc>https://a.es/</loc></url></urlset>') // { kind: 'urlset', locations: ['https://a.es/'] }
 */
export function parseSitemap(xml: string, max = 50_000): Sitemap {
  let kind: Sitemap['kind'] = 'unknown';
  const locations: string[] = [];
  const open: string[] = [];
  let location = '';
  walkXml(xml, {
    open(name) {
      if (open.length === 0)
        kind = name === 'urlset' ? 'urlset' : name === 'sitemapindex' ? 'index' : 'unknown';
      open.push(name);
      if (name === 'loc') location = '';
    },
    text(text) {
      if (open.at(-1) === 'loc') location += text;
    },
    close(name) {
      open.pop();
      const parent = open.at(-1);
      if (
        name === 'loc' &&
        (parent === 'url' || parent === 'sitemap') &&
        location.trim() &&
        locations.length < max
      ) {
        locations.push(location.trim());
      }
    },
  });
  return { kind, locations: kind === 'unknown' ? [] : locations };
}
