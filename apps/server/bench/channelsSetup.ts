// The set-up of `npm run bench:channels`: the real server (`src/main.ts`) in a child process, the
// HTTP client the load is sent with, and the owner, bots and channels made through the API.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Kept-alive connections for every request of the run. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One request to the server; `raw` is sent as it is (a signed webhook body), else `body` as JSON. */
export function request(
  port: number,
  method: string,
  url: string,
  options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          data += chunk;
        });
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = data ? (JSON.parse(data) as Record<string, unknown>) : {};
          } catch {
            body = { text: data };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts `src/main.ts` — the server as `npm start` runs it, at the default log level (its log is
 * thrown away, or kept in `BENCH_SERVER_LOG`) — with `env` over this process's environment, and
 * waits for `GET /api/health`.
 */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const inherited = { ...process.env };
  // The server's own defaults, not whatever this shell has.
  for (const name of ['LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL', 'PORT', 'HOST', 'DATA_DIR'])
    delete inherited[name];
  const child: ChildProcess = fork(main, [], {
    execArgv: [
      '--import',
      'tsx',
      // BENCH_CPU_PROF=1 writes the server's CPU profile to .tmp/prof (as bench:chat does).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.tmp/prof'] : []),
    ],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plubot-bench-channels-')),
      ...env,
    },
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore',
      'inherit',
      'ipc',
    ],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const giveUpAt = Date.now() + 120_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`the server exited (${exited}) before answering`);
    const health = await request(port, 'GET', '/api/health').catch(() => undefined);
    if (health?.status === 200) break;
    if (Date.now() > giveUpAt) throw new Error('the server did not answer /api/health in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    async stop() {
      if (exited !== undefined) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** The 4-step flow every bot runs: a greeting that asks a name, a menu, and the choice said back. */
export const BENCH_FLOW = {
  baseRevision: 1,
  nodes: [
    { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
    {
      id: 'hello',
      type: 'message',
      position: { x: 0, y: 100 },
      data: { label: 'h', message: '¡Hola! ¿Cómo te llamas?', capture: { variable: 'nombre' } },
    },
    {
      id: 'menu',
      type: 'decision',
      position: { x: 0, y: 200 },
      data: {
        label: 'm',
        question: 'Encantado, {{nombre}}. ¿Qué quieres?',
        conditions: [
          { id: 'c1', text: 'Uno' },
          { id: 'c2', text: 'Dos' },
        ],
      },
    },
    {
      id: 'o1',
      type: 'option',
      position: { x: 0, y: 300 },
      data: { label: 'Uno', sourceNode: 'menu', conditionId: 'c1' },
    },
    {
      id: 'o2',
      type: 'option',
      position: { x: 200, y: 300 },
      data: { label: 'Dos', sourceNode: 'menu', conditionId: 'c2' },
    },
    {
      id: 'again',
      type: 'message',
      position: { x: 0, y: 400 },
      data: {
        label: 'a',
        message: 'Elegiste {{last_choice}}. ¿Otro nombre?',
        capture: { variable: 'nombre' },
      },
    },
    { id: 'end-1', type: 'end', position: { x: 200, y: 400 }, data: { label: 'Fin' } },
  ],
  edges: [
    { id: 'e1', source: 'start-1', target: 'hello', sourceHandle: 'output' },
    { id: 'e2', source: 'hello', target: 'menu' },
    { id: 'e3', source: 'menu', target: 'o1', sourceHandle: 'output-c1' },
    { id: 'e4', source: 'menu', target: 'o2', sourceHandle: 'output-c2' },
    { id: 'e5', source: 'o1', target: 'again' },
    { id: 'e6', source: 'o2', target: 'end-1' },
    { id: 'e7', source: 'again', target: 'menu' },
  ],
};

function expectOk(answer: Answer, what: string) {
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Registers and verifies an owner (through the dev outbox), signs in, and grants the Pro plan in
 * the database (the free plan's 100 replies a month would stop the run), as `npm run plan` would.
 */
export async function createOwner(port: number, databaseUrl: string) {
  const email = `bench-channels-${Date.now()}@plubot.test`;
  const password = 'Bench12345!';
  expectOk(
    await request(port, 'POST', '/api/auth/register', { body: { name: 'Bench', email, password } }),
    'register',
  );
  const outbox = await request(port, 'GET', '/dev/mail.json');
  const mails = outbox.body.mails as { to: string; links: string[] }[];
  const link = mails.find((mail) => mail.to === email)?.links[0] ?? '';
  await request(port, 'GET', `/api/auth/verify-email/${link.split('/').pop()}`);
  const login = await request(port, 'POST', '/api/auth/login', { body: { email, password } });
  expectOk(login, 'login');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update users set plan = 'pro' where email = $1`, [email]);
  await client.end();
  return { authorization: `Bearer ${login.body.access_token as string}` };
}

/** A bot with {@link BENCH_FLOW} saved and published. */
export async function createBot(port: number, auth: Record<string, string>, name: string) {
  const created = await request(port, 'POST', '/api/plubots/create', {
    body: { name, tone: 'neutral' },
    headers: auth,
  });
  expectOk(created, 'create bot');
  const bot = created.body.plubot as { id: string; public_id: string };
  expectOk(
    await request(port, 'PUT', `/api/plubots/${bot.id}/flow`, { body: BENCH_FLOW, headers: auth }),
    'save flow',
  );
  expectOk(
    await request(port, 'POST', `/api/plubots/${bot.id}/publish`, { body: {}, headers: auth }),
    'publish',
  );
  return { id: bot.id, publicId: bot.public_id };
}

/** Connects a channel through `PUT /api/plubots/:id/channels/:channel` (which checks with the stand-in). */
export async function connectChannel(
  port: number,
  auth: Record<string, string>,
  botId: string,
  channel: 'telegram' | 'whatsapp-cloud',
  body: Record<string, string>,
) {
  expectOk(
    await request(port, 'PUT', `/api/plubots/${botId}/channels/${channel}`, { body, headers: auth }),
    `connect ${channel}`,
  );
}
