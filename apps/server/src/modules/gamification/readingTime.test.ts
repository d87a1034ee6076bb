import { BLOG_POST_SLUGS, GUIDE_SLUGS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { countWords, FASTEST_WORDS_PER_MINUTE, getReadingTimeMs, MIN_READING_MS } from './readingTime';

describe('countWords', () => {
  it('counts words with a letter or a digit and leaves the front matter out', () => {
    expect(countWords('---\ntitle: Un título largo\ndate: 2026-01-01\n---\nHola, mundo — 2 **bots**')).toBe(
      4,
    );
    expect(countWords('')).toBe(0);
  });
});

describe('getReadingTimeMs', () => {
  it('gives every guide and post the time its words take at the fastest pace paid', () => {
    for (const slug of BLOG_POST_SLUGS) {
      // The posts hold some 400 to 500 words: about a minute at 400 words a minute.
      expect(getReadingTimeMs('blog', slug), slug).toBeGreaterThan(50_000);
    }
    for (const slug of GUIDE_SLUGS) {
      expect(getReadingTimeMs('tutorials', slug), slug).toBeGreaterThan(MIN_READING_MS);
    }
    expect(getReadingTimeMs('blog', 'disena-tu-primer-bot')).toBeLessThan(
      (600 / FASTEST_WORDS_PER_MINUTE) * 60_000,
    );
  });

  it('falls back to the shortest reading for a text it cannot find', () => {
    expect(getReadingTimeMs('blog', 'no-existe')).toBe(MIN_READING_MS);
  });
});
