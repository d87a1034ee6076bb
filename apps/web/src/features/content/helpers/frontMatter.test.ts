import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontMatter';

describe('parseFrontMatter', () => {
  it('reads the fields and the body', () => {
    const doc = parseFrontMatter('---\ntitle: "Hola: mundo"\ndate: 2026-01-02\n---\n# Texto\n');
    expect(doc.fields).toEqual({ title: 'Hola: mundo', date: '2026-01-02' });
    expect(doc.body).toBe('# Texto\n');
  });

  it('treats a file without front matter as body', () => {
    expect(parseFrontMatter('# Solo texto')).toEqual({ fields: {}, body: '# Solo texto' });
  });
});
