import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function listTests(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listTests(relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

// The server's test files share their workers' modules (vitest's `isolate: false`): a file that
// replaces a module with `vi.mock` would replace it for the files after it, so each such file must
// be listed in vitest.config.ts's MOCKING_SERVER_TESTS, which run isolated.
describe('the server tests that mock modules', () => {
  it('are exactly the ones vitest runs isolated', () => {
    const config = readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const listed = [
      ...(config.match(/MOCKING_SERVER_TESTS = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g),
    ].map((match) => match[1]);
    const mocking = [...listTests('apps/server/test'), ...listTests('apps/server/src')].filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(mocking.sort()).toEqual(listed.sort());
  });
});
