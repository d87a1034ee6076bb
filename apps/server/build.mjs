// Bundles the server and the workspace packages it imports as TypeScript into dist/main.js;
// every npm dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspaceManifests = ['contracts', 'flow', 'engine'].map((name) =>
  JSON.parse(readFileSync(new URL(`../../packages/${name}/package.json`, import.meta.url), 'utf8')),
);
const external = [manifest, ...workspaceManifests]
  .flatMap((m) => Object.keys({ ...m.dependencies, ...m.devDependencies }))
  .filter((name) => !name.startsWith('@plubot/'))
  .flatMap((name) => [name, `${name}/*`]);

// SERVER_OUTFILE lets parallel e2e runs build their own bundle (it must stay under apps/server).
const outfile = process.env.SERVER_OUTFILE ?? 'dist/main.js';
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
};
await build({ ...common, entryPoints: ['src/main.ts'], outfile });
// The embedded database's worker thread, beside the bundle that starts it (openPgliteWorker.ts).
await build({
  ...common,
  entryPoints: ['src/db/pgliteWorker/runPgliteWorker.ts'],
  outfile: path.join(path.dirname(outfile), 'pgliteWorker.js'),
});
