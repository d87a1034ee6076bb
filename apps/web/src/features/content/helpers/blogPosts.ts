import { parseFrontMatter } from './frontMatter';
import { getReadingMinutes } from './readingTime';

/** What the blog list shows of a post. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  date: string;
  author: string;
  readingMinutes: number;
}

/** A post with its Markdown body. */
export interface BlogPost extends BlogPostSummary {
  body: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a URL segment can name a post (lower-case words joined by hyphens). */
export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/**
 * The slug of a post file: its name without `.md`.
 * @example getSlugFromPath('../content/blog/es/primer-bot.md') // 'primer-bot'
 */
export function getSlugFromPath(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.replace(/\.md$/, '');
}

/** Builds a post from its file: front matter fields, body and reading time. */
export function toBlogPost(slug: string, raw: string): BlogPost {
  const { fields, body } = parseFrontMatter(raw);
  return {
    slug,
    title: fields.title ?? slug,
    description: fields.description ?? '',
    date: fields.date ?? '',
    author: fields.author ?? '',
    readingMinutes: getReadingMinutes(body),
    body,
  };
}

/** Posts newest first (by `date`, then by title so the order is stable). */
export function sortNewestFirst<T extends BlogPostSummary>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
