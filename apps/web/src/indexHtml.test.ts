import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const INDEX_HTML = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');

describe('index.html', () => {
  it('lets people zoom every page (WCAG 1.4.4): the viewport neither caps the scale nor forbids it', () => {
    const viewport = INDEX_HTML.match(/<meta\s+name="viewport"\s+content="([^"]*)"/)?.[1];
    expect(viewport).toBe('width=device-width, initial-scale=1');
    expect(INDEX_HTML).not.toMatch(/user-scalable\s*=\s*no|maximum-scale/);
  });
});
