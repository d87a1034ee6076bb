import { describe, expect, it } from 'vitest';
import { formatTable } from './contactReport';

// Issue #24 point 17: `npm run feedback` prints what visitors stored without obeying it.
describe('formatTable', () => {
  it('prints stored terminal escape sequences inertly, one row per line', () => {
    const table = formatTable([
      { comment: 'Genial\x1b[2J\x1b[1A\x1b]0;hacked\x07\x9b2J', email: 'a@b.es' },
      { comment: 'Línea 1\nLínea 2', email: null },
    ]);
    for (const line of table.split('\n')) expect(line).not.toMatch(/\p{Cc}/u);
    expect(table).toContain('Genial␛[2J␛[1A␛]0;hacked␇<U+009B>2J');
    expect(table).toContain('Línea 1␊Línea 2');
    expect(table.split('\n')).toHaveLength(4);
  });
});
