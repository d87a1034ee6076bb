import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../lib/serverRoot';

/** The fastest reading paid: twice the 200 words a minute the web app's reading times assume. */
export const FASTEST_WORDS_PER_MINUTE = 400;
/** The shortest reading paid, however short the text. */
export const MIN_READING_MS = 15_000;

/** The web app's Markdown content (`apps/web/content`), next to this app in the repository. */
const CONTENT_DIR = path.join(SERVER_ROOT, '..', 'web', 'content');
const LANGUAGES = ['es', 'en'] as const;

export type ReadingFolder = 'blog' | 'tutorials';

const readingTimes = new Map<string, number>();

/**
 * Words of a Markdown text without its front matter, counted as the web app counts them
 * (`getReadingMinutes`): runs of non-space holding a letter or a digit.
 * @example countWords('---\ntitle: T\n---\nHola, mundo — 2') // 3
 */
export function countWords(markdown: string): number {
  const body = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  return body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The least time (ms) a reader spends on a guide (`tutorials`) or a post (`blog`) of the web app:
 * its shorter language version at {@link FASTEST_WORDS_PER_MINUTE}, never under
 * {@link MIN_READING_MS}. Computed on the server from the content's files, once per process. The
 * slug must be one of `GUIDE_SLUGS` / `BLOG_POST_SLUGS` (checked by the caller's schema).
 */
export function getReadingTimeMs(folder: ReadingFolder, slug: string): number {
  const key = `${folder}/${slug}`;
  const known = readingTimes.get(key);
  if (known !== undefined) return known;
  const counts = LANGUAGES.flatMap((language) => {
    try {
      return [countWords(readFileSync(path.join(CONTENT_DIR, folder, language, `${slug}.md`), 'utf8'))];
    } catch {
      return [];
    }
  });
  const words = counts.length > 0 ? Math.min(...counts) : 0;
  const time = Math.max(MIN_READING_MS, Math.round((words / FASTEST_WORDS_PER_MINUTE) * 60_000));
  readingTimes.set(key, time);
  return time;
}
