// The Plubot server of `npm run bench:editor`: the bundled server (apps/server/dist/main.js) serving
// the benchmark's own web build, on a fresh PGlite database, with the development mailbox on (so an
// owner can verify the address) and rate limits out of the way.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  repoRoot: string;
  port: number;
  webDistDir: string;
  dataDir: string;
  logFile: string;
}

const START_TIMEOUT_MS = 120_000;

/** Starts the server and resolves once `/api/health` answers. */
export async function startServer(options: BenchServerOptions): Promise<BenchServer> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const port = await pickPort(options.port);
  const origin = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [path.join(options.repoRoot, 'apps/server/dist/main.js')], {
    cwd: options.repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_ORIGIN: origin,
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_CHAT_MAX: '100000',
      RATE_LIMIT_FACTS_MAX: '100000',
      WEB_DIST_DIR: options.webDistDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.pipe(log);
  const stop = () => stopChild(child);
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** `preferred` when it is free, else any free port (said on the console). */
async function pickPort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        const chosen = typeof address === 'object' && address ? address.port : port;
        probe.close(() => resolve(chosen));
      });
    });
  const free = await tryListen(preferred);
  if (free !== null) return free;
  const other = await tryListen(0);
  if (other === null) throw new Error('No free port for the benchmark server.');
  console.log(`Port ${preferred} is taken; the server listens on ${other}.`);
  return other;
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${origin}/api/health within ${START_TIMEOUT_MS / 1000} s.`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
