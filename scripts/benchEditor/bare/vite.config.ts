// Vite config of the bare React Flow page of `npm run bench:editor` (no plugins: main.ts has no JSX).
// The benchmark runs apps/web's Vite with `--config` this file and `--outDir` inside its web build, so
// the Plubot server serves the page at /bench-bare/index.html.
import { fileURLToPath } from 'node:url';

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench-bare/',
  // React Flow's "use client" directive draws a bundling warning that means nothing here.
  logLevel: 'error',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 2000 },
};
