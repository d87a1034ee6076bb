import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The `apps/server` folder, found the same way from the TypeScript sources (tests, dev) and from
 * the bundled `dist/main.js`.
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

function findServerRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server not found above ${start}`);
    dir = parent;
  }
  return dir;
}
