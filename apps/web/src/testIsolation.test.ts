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

/**
 * What a test file may change for the files after it when they share a worker's modules: a module
 * (`vi.mock`), a global (`vi.stubGlobal`, an assignment to `globalThis`), the clock (fake timers),
 * the browser's storage, or a store's state.
 */
const SHARED_STATE =
  /\bvi\.(mock|doMock|stubGlobal|useFakeTimers)\(|localStorage|sessionStorage|Store\.(setState|getState)|globalThis\.\w+\s*=(?!=)/;

// The web app's and the packages' test files share their workers' modules (vitest's `isolate: false`): each file that
// changes shared state must be listed in vitest.config.ts's ISOLATED_WEB_TESTS, which run isolated.
describe('the web tests that change shared state', () => {
  it('are exactly the ones vitest runs isolated', () => {
    const config = readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const listed = [
      ...(config.match(/ISOLATED_WEB_TESTS = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g),
    ].map((match) => match[1]);
    const changing = listTests('apps/web/src').filter(
      (file) =>
        file !== 'apps/web/src/testIsolation.test.ts' &&
        SHARED_STATE.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(changing.sort()).toEqual(listed.sort());
  });

  it('are none in the packages, which share their modules too', () => {
    const packages = readdirSync(path.join(root, 'packages'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => listTests(`packages/${entry.name}`));
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((file) => SHARED_STATE.test(readFileSync(path.join(root, file), 'utf8')))).toEqual(
      [],
    );
  });
});
