import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..', 'src');
const modulesDir = join(srcDir, 'modules');

/** Every TypeScript file below `dir`, tests left out. */
function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A query written on the database handle itself (`app.db.select(…)`, `app.db\n  .insert(…)`, …). */
const DIRECT_QUERY = /\bapp\.db\s*\.\s*(select|insert|update|delete|execute|transaction|query)\b/g;

describe('server modules are layered one way', () => {
  it('no route file queries the database: queries live in the module’s service or repository', () => {
    const routeFiles = listSourceFiles(modulesDir).filter((file) =>
      /(^|[/\\])(routes|\w+Routes)\.ts$/.test(file),
    );
    expect(routeFiles.length).toBeGreaterThan(10);
    const found = routeFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return (
        [...text.matchAll(DIRECT_QUERY)]
          // Reading a stored flow moves behind `loadFlow` in its own change (issue #25, step 1).
          .filter((match) => !text.slice(match.index, match.index + 160).includes('.from(flows)'))
          .map((match) => `${relative(srcDir, file)}: app.db.${match[1]}`)
      );
    });
    expect(found).toEqual([]);
  });

  it('CSV cells are written by one builder in lib/', () => {
    const writers = listSourceFiles(srcDir)
      // A CSV writer defines cells or starts its text with a byte-order mark (readers that strip one do not count).
      .filter((file) => /function toCsvCell\b|`\\uFEFF/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(srcDir, file));
    expect(writers).toEqual([join('lib', 'buildCsv.ts')]);
  });
});
