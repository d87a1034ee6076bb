import { describe, expect, it } from 'vitest';
import { getSlugFromPath, isValidSlug, sortNewestFirst, toBlogPost } from './blogPosts';

describe('blog posts', () => {
  it('reads a post file', () => {
    const post = toBlogPost(
      'primer-bot',
      '---\ntitle: Tu primer bot\ndescription: Guía\ndate: 2026-03-01\nauthor: Equipo\n---\nHola mundo',
    );
    expect(post).toEqual({
      slug: 'primer-bot',
      title: 'Tu primer bot',
      description: 'Guía',
      date: '2026-03-01',
      author: 'Equipo',
      readingMinutes: 1,
      body: 'Hola mundo',
    });
  });

  it('sorts newest first', () => {
    const posts = [
      toBlogPost('a', '---\ntitle: A\ndate: 2026-01-01\n---\n'),
      toBlogPost('b', '---\ntitle: B\ndate: 2026-05-01\n---\n'),
      toBlogPost('c', '---\ntitle: C\ndate: 2026-03-01\n---\n'),
    ];
    expect(sortNewestFirst(posts).map((post) => post.slug)).toEqual(['b', 'c', 'a']);
  });

  it('names posts by file and accepts only clean slugs', () => {
    expect(getSlugFromPath('../../content/blog/es/plantillas.md')).toBe('plantillas');
    expect(isValidSlug('guardar-datos')).toBe(true);
    expect(isValidSlug('../secreto')).toBe(false);
    expect(isValidSlug('Mayus')).toBe(false);
  });
});
