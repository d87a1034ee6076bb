import { describe, expect, it } from 'vitest';
import { type ContentPageName, loadBlogPost, loadBlogPosts, loadContentPage, loadFaq } from './contentFiles';
import type { ContentLanguage } from './contentLanguage';
import { isAllowedHref } from './isAllowedHref';
import { parseFaq } from './parseFaq';

const LANGUAGES: ContentLanguage[] = ['es', 'en'];
const PAGES: ContentPageName[] = ['about-plubot', 'byte-embajador', 'terms', 'privacy', 'seguridad'];

function linksOf(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

describe.each(LANGUAGES)('content files (%s)', (language) => {
  it('has every page, with only same-site or https links', async () => {
    for (const page of PAGES) {
      const { body } = await loadContentPage(page, language);
      expect(body.length).toBeGreaterThan(500);
      for (const href of linksOf(body)) expect(isAllowedHref(href), `${page}: ${href}`).toBe(true);
    }
  });

  it('has at least 15 FAQ questions, each answered', async () => {
    const items = parseFaq(await loadFaq(language)).flatMap((section) => section.items);
    expect(items.length).toBeGreaterThanOrEqual(15);
    for (const item of items) expect(item.answer, item.question).not.toBe('');
  });

  it('has at least 6 complete posts whose blog links resolve', async () => {
    const posts = await loadBlogPosts(language);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const slugs = new Set(posts.map((post) => post.slug));
    for (const post of posts) {
      expect(post.title && post.description && post.author, post.slug).toBeTruthy();
      expect(post.date, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const href of linksOf(post.body)) {
        expect(isAllowedHref(href), `${post.slug}: ${href}`).toBe(true);
        if (href.startsWith('/blog/')) expect(slugs.has(href.slice('/blog/'.length)), href).toBe(true);
      }
    }
  });

  it('finds no post for an unknown or malformed slug', async () => {
    expect(await loadBlogPost(language, 'no-existe')).toBeNull();
    expect(await loadBlogPost(language, '../pages/es/terms')).toBeNull();
  });
});
