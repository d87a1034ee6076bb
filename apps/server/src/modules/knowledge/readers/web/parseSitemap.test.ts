import { describe, expect, it } from 'vitest';
import { parseSitemap } from './parseSitemap';

describe('parseSitemap', () => {
  it('reads a urlset with namespaces, entities and CDATA', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc> https://a.es/?a=1&amp;b=2 </loc><image:image><image:loc>https://a.es/foto.png</image:loc></image:image></url>
        <url><loc><![CDATA[https://a.es/faq]]></loc><lastmod>2024-01-01</lastmod></url>
      </urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: 'urlset',
      locations: ['https://a.es/?a=1&b=2', 'https://a.es/faq'],
    });
  });

  it('reads a sitemap index, caps the list and refuses other XML', () => {
    const index =
      '<sm:sitemapindex xmlns:sm="s"><sm:sitemap><sm:loc>https://a.es/1.xml</sm:loc></sm:sitemap><sm:sitemap><sm:loc>https://a.es/2.xml</sm:loc></sm:sitemap></sm:sitemapindex>';
    expect(parseSitemap(index, 1)).toEqual({ kind: 'index', locations: ['https://a.es/1.xml'] });
    expect(parseSitemap('<html><loc>x</loc></html>')).toEqual({ kind: 'unknown', locations: [] });
  });
});
