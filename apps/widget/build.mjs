// Builds /widget.js: one minified, dependency-free IIFE. Fails above 5 KB gzipped, because every
// site that embeds a bot downloads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const LIMIT_BYTES = 5 * 1024;
const root = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(root, 'dist', 'widget.js');

await build({
  entryPoints: [path.join(root, 'src', 'widget.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2019', 'chrome80', 'firefox78', 'safari13'],
  legalComments: 'none',
  logLevel: 'warning',
});

const code = readFileSync(outfile);
const gzipped = gzipSync(code, { level: 9 }).length;
console.log(`widget.js: ${code.length} bytes, ${gzipped} bytes gzipped (limit ${LIMIT_BYTES})`);
if (gzipped > LIMIT_BYTES) {
  console.error(`widget.js is ${gzipped - LIMIT_BYTES} bytes over the ${LIMIT_BYTES}-byte gzipped budget`);
  process.exit(1);
}
