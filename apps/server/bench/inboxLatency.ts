// The live inbox's latency (issue #29): the time from a person's send (POST
// /api/conversations/:id/messages) to the message arriving on the visitor's stream, with
// BENCH_STREAMS (200) visitor streams open on one server copy, beside a bare HTTP round trip
// (GET /api/health) measured in the same run. Prints p50 and p99; asserts nothing.
// Usage: npm run bench:inbox   (BENCH_KINDS=pglite,postgres — postgres needs BENCH_DATABASE_URL or
// TEST_DATABASE_URL and runs LISTEN/NOTIFY; add BENCH_REDIS_URL for the Redis bus)

import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { VISITOR_TOKEN_HEADER } from '@plubot/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { openTestStream, type TestStream } from '../test/sseClient';
import { createScratchDatabase } from './scratchDatabase';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 4);
const KINDS = (process.env.BENCH_KINDS ?? 'pglite').split(',').filter(Boolean);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The kept-alive connections of one run's requests (each run opens its own). */
let agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function request(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          data += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : {} }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function run(kind: string) {
  agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-bench-inbox-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    RATE_LIMIT_AUTH_MAX: '1000000',
    RATE_LIMIT_CHAT_MAX: '1000000',
    NODE_ENV: 'test',
    HANDOFF_SWEEP_MS: '0',
    ...(kind === 'redis' && process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  });
  // PostgreSQL: a database of the run's own, created here and dropped at the end.
  const scratch = kind === 'pglite' ? null : await createScratchDatabase(POSTGRES_URL ?? '', 'inbox');
  const database = scratch
    ? await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), worker: true });
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    ...(scratch ? { databaseUrl: scratch.url } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const streams: TestStream[] = [];
  try {
    const email = `bench-inbox-${Date.now()}@plubot.test`;
    await request(port, 'POST', '/api/auth/register', { name: 'Ana', email, password: 'Bench12345!' });
    const outbox = await request(port, 'GET', '/dev/mail.json');
    const mails = outbox.body.mails as { to: string; links: string[] }[];
    const link = mails.find((mail) => mail.to === email)?.links[0] ?? '';
    await request(port, 'GET', `/api/auth/verify-email/${link.split('/').pop()}`);
    const login = await request(port, 'POST', '/api/auth/login', { email, password: 'Bench12345!' });
    const auth = { authorization: `Bearer ${login.body.access_token as string}` };
    const created = await request(
      port,
      'POST',
      '/api/plubots/create',
      { name: 'Bench', tone: 'neutral', initial_message: 'Hola' },
      auth,
    );
    const bot = created.body.plubot as { id: string; public_id: string };
    const flow = {
      baseRevision: 1,
      nodes: [
        { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
        {
          id: 'ask',
          type: 'message',
          position: { x: 0, y: 100 },
          data: { label: 'a', message: '¿Nombre?', capture: { variable: 'nombre' } },
        },
        { id: 'end-1', type: 'end', position: { x: 0, y: 200 }, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'e1', source: 'start-1', target: 'ask', sourceHandle: 'output' },
        { id: 'e2', source: 'ask', target: 'end-1' },
      ],
    };
    await request(port, 'PUT', `/api/plubots/${bot.id}/flow`, flow, auth);
    await request(port, 'POST', `/api/plubots/${bot.id}/publish`, {}, auth);

    // STREAMS visitors ask for a person; the owner takes each conversation; each visitor follows it.
    const sessions: { sessionId: string; stream: TestStream }[] = [];
    for (let index = 0; index < STREAMS; index += 1) {
      const visitor = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
      const started = await request(
        port,
        'POST',
        `/api/chat/${bot.public_id}/start`,
        { channel: 'web' },
        visitor,
      );
      const sessionId = started.body.sessionId as string;
      await request(
        port,
        'POST',
        `/api/chat/sessions/${sessionId}/reply`,
        { text: 'humano' },
        { ...visitor, [VISITOR_TOKEN_HEADER]: started.body.visitorToken as string },
      );
      await request(port, 'POST', `/api/conversations/${sessionId}/take`, undefined, auth);
      const token = encodeURIComponent(started.body.visitorToken as string);
      const stream = await openTestStream(
        `http://127.0.0.1:${port}/api/chat/sessions/${sessionId}/events?token=${token}`,
      );
      if (stream.status !== 200) throw new Error(`stream refused: ${stream.status}`);
      streams.push(stream);
      sessions.push({ sessionId, stream });
    }

    const roundTrips: number[] = [];
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < MESSAGES) {
        const index = next;
        next += 1;
        const session = sessions[index % sessions.length];
        if (!session) break;
        const { sessionId, stream } = session;
        const text = `Mensaje ${index}`;
        const arrived = stream
          .waitFor((event) => (event.data.message as { text?: string } | undefined)?.text === text, 10_000)
          .then(() => performance.now());
        const sent = performance.now();
        const answer = await request(
          port,
          'POST',
          `/api/conversations/${sessionId}/messages`,
          { text },
          auth,
        );
        if (answer.status !== 200)
          throw new Error(`send refused: ${answer.status} ${JSON.stringify(answer.body)}`);
        latencies.push((await arrived) - sent);
        const before = performance.now();
        await request(port, 'GET', '/api/health');
        roundTrips.push(performance.now() - before);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    latencies.sort((a, b) => a - b);
    roundTrips.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${kind.padEnd(8)} ${STREAMS} streams, ${MESSAGES} messages, ${IN_FLIGHT} in flight: ` +
        `send → visitor p50 ${ms(quantile(latencies, 0.5))} p99 ${ms(quantile(latencies, 0.99))} ` +
        `(goal p99 < 200 ms) | bare round trip p50 ${ms(quantile(roundTrips, 0.5))} p99 ${ms(quantile(roundTrips, 0.99))}`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await app.close();
    await database.close();
    await scratch?.drop();
    agent.destroy();
  }
}

for (const kind of KINDS) {
  if (kind !== 'pglite' && !POSTGRES_URL) {
    console.log(`${kind}: skipped (no BENCH_DATABASE_URL or TEST_DATABASE_URL)`);
    continue;
  }
  await run(kind);
}
