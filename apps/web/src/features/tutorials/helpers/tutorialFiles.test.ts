import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imagesOf, loadTutorial, TUTORIAL_SLUGS, type TutorialLanguage } from './tutorialFiles';

const LANGUAGES: TutorialLanguage[] = ['es', 'en'];
const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));
const CONTENT_DIR = fileURLToPath(new URL('../../../../content/tutorials/', import.meta.url));

describe.each(LANGUAGES)('tutorial files (%s)', (language) => {
  it.each(TUTORIAL_SLUGS)('has %s, whose images exist under public/tutorials/', async (slug) => {
    expect(existsSync(`${CONTENT_DIR}${language}/${slug}.md`), `${language}/${slug}.md`).toBe(true);
    const markdown = await loadTutorial(slug, language);
    expect(markdown.length).toBeGreaterThan(300);
    for (const image of imagesOf(markdown)) {
      expect(image, slug).toMatch(/^\/tutorials\/[\w-]+\.png$/);
      expect(existsSync(`${PUBLIC_DIR}${image.slice(1)}`), image).toBe(true);
    }
  });
});

describe('imagesOf', () => {
  it('lists image sources but not links', () => {
    expect(imagesOf('![Alt](/tutorials/a.png) and [link](/tutoriales)')).toEqual(['/tutorials/a.png']);
  });
});
