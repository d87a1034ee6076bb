import { type BlogPost, getSlugFromPath, isValidSlug, sortNewestFirst, toBlogPost } from './blogPosts';
import type { ContentLanguage } from './contentLanguage';
import { type MarkdownDocument, parseFrontMatter } from './frontMatter';

type Loaders = Record<string, () => Promise<string>>;

// Lazy globs: each file becomes its own chunk, so a page downloads only the files it shows.
const pageFiles: Loaders = import.meta.glob<string>('../../../../content/pages/*/*.md', {
  query: '?raw',
  import: 'default',
});
const faqFiles: Loaders = import.meta.glob<string>('../../../../content/faq/*.md', {
  query: '?raw',
  import: 'default',
});
const blogFiles: Loaders = import.meta.glob<string>('../../../../content/blog/*/*.md', {
  query: '?raw',
  import: 'default',
});

/** The Markdown pages under `content/pages/{es,en}/`. */
export type ContentPageName = 'about-plubot' | 'byte-embajador' | 'terms' | 'privacy' | 'seguridad';

function findLoader(files: Loaders, suffix: string): (() => Promise<string>) | undefined {
  const key = Object.keys(files).find((path) => path.endsWith(suffix));
  return key ? files[key] : undefined;
}

/** Loads the file ending in `/{language}/{name}.md`, or the Spanish one when it is missing. */
async function loadLocalized(
  files: Loaders,
  language: ContentLanguage,
  name: string,
): Promise<string | null> {
  const load = findLoader(files, `/${language}/${name}.md`) ?? findLoader(files, `/es/${name}.md`);
  return load ? load() : null;
}

/** A content page in the given language. */
export async function loadContentPage(
  name: ContentPageName,
  language: ContentLanguage,
): Promise<MarkdownDocument> {
  const raw = await loadLocalized(pageFiles, language, name);
  if (raw === null) throw new Error(`Missing content page ${name}`);
  return parseFrontMatter(raw);
}

/** The FAQ file in the given language. */
export async function loadFaq(language: ContentLanguage): Promise<string> {
  const load = findLoader(faqFiles, `/${language}.md`) ?? findLoader(faqFiles, '/es.md');
  if (!load) throw new Error('Missing FAQ');
  return parseFrontMatter(await load()).body;
}

/** Every post of a language, newest first. */
export async function loadBlogPosts(language: ContentLanguage): Promise<BlogPost[]> {
  const entries = Object.entries(blogFiles).filter(([path]) => path.includes(`/blog/${language}/`));
  const posts = await Promise.all(
    entries.map(async ([path, load]) => toBlogPost(getSlugFromPath(path), await load())),
  );
  return sortNewestFirst(posts);
}

/** One post by slug, or `null` when no post has that slug. */
export async function loadBlogPost(language: ContentLanguage, slug: string): Promise<BlogPost | null> {
  if (!isValidSlug(slug)) return null;
  const raw = await loadLocalized(blogFiles, language, slug);
  return raw === null ? null : toBlogPost(slug, raw);
}
