// The builds of `npm run bench:editor`: the web app into the benchmark's own folder (apps/web/dist is
// left alone), the bare React Flow page into a sub-folder of it (so the same server serves both), and
// the server bundle only when it is missing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Builds the web app into `webDistDir` and the bare page into `webDistDir/bench-bare`. */
export async function buildPages(repoRoot: string, webDistDir: string): Promise<void> {
  const vite = path.join(repoRoot, 'apps/web/node_modules/.bin/vite');
  const viteBin = existsSync(vite) ? vite : 'vite';
  await run(viteBin, ['build', '--outDir', webDistDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'apps/web'),
    label: 'web app',
  });
  await run(
    viteBin,
    [
      'build',
      '--config',
      path.join(repoRoot, 'scripts/benchEditor/bare/vite.config.ts'),
      '--outDir',
      path.join(webDistDir, 'bench-bare'),
    ],
    { cwd: path.join(repoRoot, 'apps/web'), label: 'bare React Flow page' },
  );
}

/** Builds the server bundle when apps/server/dist/main.js does not exist yet. */
export async function ensureServerBuilt(repoRoot: string): Promise<void> {
  if (existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) return;
  await run('npm', ['run', 'build', '-w', 'apps/server'], { cwd: repoRoot, label: 'server' });
}

function run(command: string, args: string[], options: { cwd: string; label: string }): Promise<void> {
  const started = Date.now();
  console.log(`Building the ${options.label}…`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) {
        console.log(`  ${options.label} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`Building the ${options.label} failed (exit code ${code}).`));
    });
  });
}
