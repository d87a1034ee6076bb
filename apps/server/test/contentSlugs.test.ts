import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BLOG_POST_SLUGS, GUIDE_SLUGS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';

/** The Markdown files of one content folder of the web app, without their extension. */
function slugsIn(folder: string, exclude: string[] = []): string[] {
  const dir = fileURLToPath(new URL(`../../web/content/${folder}`, import.meta.url));
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .filter((slug) => !exclude.includes(slug))
    .sort();
}

// The server pays reading XP only for the slugs of the contracts: they must be exactly the guides
// and posts the web app has, or a real page would earn nothing (or a missing one could be claimed).
describe('reading slugs', () => {
  it('GUIDE_SLUGS are the guides in apps/web/content/tutorials/es (the index is not a guide)', () => {
    expect([...GUIDE_SLUGS].sort()).toEqual(slugsIn('tutorials/es', ['index']));
  });

  it('BLOG_POST_SLUGS are the posts in apps/web/content/blog/es', () => {
    expect([...BLOG_POST_SLUGS].sort()).toEqual(slugsIn('blog/es'));
  });
});
