// `npm run bench:chat`: chat turns per second and latency at 100 concurrent conversations
// (saturated, and at a steady offered rate), on PGlite and (when BENCH_DATABASE_URL or a local
// PostgreSQL answers) PostgreSQL, beside a bare Fastify route measured in the same run.
// Prints figures; asserts nothing.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
/** Offered load of the steady measure: every conversation sends a reply each 100 ms → 1,000 turns/s. */
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 10 });

function request(port, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          data += c;
        });
        res.on('end', () => resolve({ status: res.statusCode, body: data ? JSON.parse(data) : null }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function setUpBot(port) {
  const email = `bench-${Date.now()}@plubot.test`;
  await request(port, 'POST', '/api/auth/register', { name: 'Bench', email, password: 'Bench12345!' });
  const outbox = await request(port, 'GET', '/dev/mail.json');
  const link = outbox.body.mails.find((m) => m.to === email).links[0];
  await request(port, 'GET', `/api/auth/verify-email/${link.split('/').pop()}`);
  const login = await request(port, 'POST', '/api/auth/login', { email, password: 'Bench12345!' });
  const auth = { authorization: `Bearer ${login.body.access_token}` };
  const bot = await request(
    port,
    'POST',
    '/api/plubots/create',
    { name: 'Bench', tone: 'neutral', initial_message: 'Hola' },
    auth,
  );
  const id = bot.body.plubot.id;
  // A looping conversation: ask a name, offer two options, answer, ask again.
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
      {
        id: 'menu',
        type: 'decision',
        position: { x: 0, y: 200 },
        data: {
          label: 'm',
          question: 'Hola {{nombre}}',
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
        id: 'say',
        type: 'message',
        position: { x: 0, y: 400 },
        data: { label: 's', message: 'Elegiste {{last_choice}}' },
      },
      { id: 'end-1', type: 'end', position: { x: 400, y: 400 }, data: { label: 'Fin' } },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask', sourceHandle: 'output' },
      { id: 'e2', source: 'ask', target: 'menu' },
      { id: 'e3', source: 'menu', target: 'o1', sourceHandle: 'output-c1' },
      { id: 'e4', source: 'menu', target: 'o2', sourceHandle: 'output-c2' },
      { id: 'e5', source: 'o1', target: 'say' },
      { id: 'e6', source: 'o2', target: 'end-1' },
      { id: 'e7', source: 'say', target: 'ask' },
    ],
  };
  await request(port, 'PUT', `/api/plubots/${id}/flow`, flow, auth);
  // Visitors talk to the published version (issue #28): publish what was saved.
  await request(port, 'POST', `/api/plubots/${id}/publish`, {}, auth);
  // A second bot whose conversation runs start → two messages → End at once: each start is a whole
  // conversation, the shape the issue measures ("a start that runs a 4-node flow to its End").
  const short = await request(port, 'POST', '/api/plubots/create', { name: 'Corto', tone: 'neutral' }, auth);
  await request(
    port,
    'PUT',
    `/api/plubots/${short.body.plubot.id}/flow`,
    {
      baseRevision: 1,
      nodes: [
        {
          id: 'start-1',
          type: 'start',
          position: { x: 0, y: 0 },
          data: { label: 'Inicio', message: 'Hola' },
        },
        {
          id: 'm1',
          type: 'message',
          position: { x: 0, y: 100 },
          data: { label: 'a', message: 'Bienvenido' },
        },
        { id: 'm2', type: 'message', position: { x: 0, y: 200 }, data: { label: 'b', message: 'Gracias' } },
        { id: 'end-1', type: 'end', position: { x: 0, y: 300 }, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'e1', source: 'start-1', target: 'm1', sourceHandle: 'output' },
        { id: 'e2', source: 'm1', target: 'm2' },
        { id: 'e3', source: 'm2', target: 'end-1' },
      ],
    },
    auth,
  );
  await request(port, 'POST', `/api/plubots/${short.body.plubot.id}/publish`, {}, auth);
  return { publicId: bot.body.plubot.public_id, shortPublicId: short.body.plubot.public_id, auth, email };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Closed loop: every conversation sends its next request as soon as it has the answer. The first
 * WARMUP_MS are run but not counted (connections opened, code compiled, caches filled), as a server
 * that has been up for a while would be.
 */
async function measure(label, turn) {
  const latencies = [];
  const counted = Date.now() + WARMUP_MS;
  const end = counted + DURATION_MS;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const state = { worker };
      while (Date.now() < end) {
        const t0 = performance.now();
        const sent = Date.now();
        const ok = await turn(state).catch(() => false);
        if (sent < counted) continue;
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  report(label, latencies, latencies.length, errors, DURATION_MS / 1000);
}

function report(label, latencies, count, errors, seconds) {
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} ${(count / seconds).toFixed(0).padStart(7)} /s   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms   errors ${errors}`,
  );
}

/**
 * Open loop at a fixed offered rate (as wrk2 does): each conversation has a schedule of send times
 * (RATE / CONCURRENCY per second, staggered), waits for its previous answer as a person would, and
 * each latency counts from the scheduled time — so a server that falls behind shows it in the
 * figures instead of slowing the load down.
 */
async function measureSteady(label, turn) {
  const interval = (1000 * CONCURRENCY) / RATE;
  const latencies = [];
  let errors = 0;
  const begin = performance.now() + 50;
  const end = begin + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const state = { worker };
      let scheduled = begin + (worker * interval) / CONCURRENCY;
      while (scheduled < end) {
        const wait = scheduled - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const ok = await turn(state).catch(() => false);
        latencies.push(performance.now() - scheduled);
        if (!ok) errors++;
        scheduled += interval;
      }
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  report(label, latencies, latencies.length, errors, seconds);
}

async function runFor(kind, port) {
  const server = fork(new URL('./benchServer.ts', import.meta.url).pathname, [kind, String(port)], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.tmp/prof'] : []),
    ],
    env: process.env,
    // The server's log (default level) is written and thrown away, as a deployment's would be shipped.
    // BENCH_SERVER_LOG=<file> keeps it, to read each request's responseTime.
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? fs.openSync(`${process.env.BENCH_SERVER_LOG}.${kind}`, 'w') : 'ignore',
      'inherit',
      'ipc',
    ],
  });
  await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  try {
    const bot = await setUpBot(port);
    // The owner goes Pro so the free plan's 100 replies a month do not stop the run.
    server.send({ type: 'pro', email: bot.email });
    await new Promise((resolve) => server.once('message', resolve));
    await measure(
      `bare Fastify route (${kind})`,
      async () =>
        (await request(port + 1, 'POST', `/api/chat/${bot.shortPublicId}/start`, {})).status === 200,
    );
    // Each visitor has its own address (X-Forwarded-For, the server trusts the loopback proxy), as
    // real visitors do, so the per-visitor hourly caps measure nothing but themselves.
    await measure(`conversation start → End (${kind})`, async (state) => {
      state.visits = (state.visits ?? 0) + 1;
      const visitor = `10.${state.worker}.${(state.visits >> 8) & 255}.${state.visits & 255}`;
      const answer = await request(
        port,
        'POST',
        `/api/chat/${bot.shortPublicId}/start`,
        {},
        {
          'x-forwarded-for': visitor,
        },
      );
      // The whole 4-node flow ran: its greeting and both messages, then the End.
      return answer.status === 200 && answer.body.ended === true && answer.body.messages.length >= 3;
    });
    // Open every conversation first (not measured), then measure the turns themselves. Each
    // conversation is its own visitor, and each measure opens new ones: a visitor's hourly caps
    // (issue #24) stay out of the figures.
    // Four conversations per worker, taken in turn: each stays well under a visitor's hourly
    // turns even when PostgreSQL answers thousands of turns a second.
    const PER_WORKER = 4;
    let conversations = [];
    const openConversations = async (round) => {
      conversations = await Promise.all(
        Array.from({ length: CONCURRENCY * PER_WORKER }, async (_, index) => {
          const visitor = { 'x-forwarded-for': `11.${index % 250}.${round * 8 + Math.floor(index / 250)}.1` };
          const started = await request(port, 'POST', `/api/chat/${bot.publicId}/start`, {}, visitor);
          // A reply carries the visitor's credential the start answered (`VISITOR_TOKEN_HEADER`).
          const credential = { 'x-visitor-token': started.body.visitorToken };
          return { sessionId: started.body.sessionId, credential, step: 0 };
        }),
      );
    };
    const chatTurn = async (state) => {
      state.turns = (state.turns ?? 0) + 1;
      const conversation = conversations[state.worker * PER_WORKER + (state.turns % PER_WORKER)];
      conversation.step++;
      const body = conversation.step % 2 === 1 ? { text: `Ana ${state.worker}` } : { optionId: 'c1' };
      const answer = await request(
        port,
        'POST',
        `/api/chat/sessions/${conversation.sessionId}/reply`,
        body,
        conversation.credential,
      );
      return answer.status === 200 && !answer.body.ended;
    };
    await openConversations(1);
    await measure(`chat turn, saturated (${kind})`, chatTurn);
    await openConversations(2);
    await measureSteady(`chat turn at ${RATE}/s offered (${kind})`, chatTurn);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

console.log(
  `Plubot chat benchmark: ${CONCURRENCY} concurrent conversations, ${DURATION_MS / 1000} s per measure after ${WARMUP_MS / 1000} s of warm-up.\n` +
    '"saturated": each conversation sends its next reply as soon as it has the answer (closed loop, the\n' +
    `most the server can do); "offered": the conversations send ${RATE} replies/s between them on a schedule.`,
);
// BENCH_KINDS=postgres (or pglite) measures one database only.
const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',');
if (kinds.includes('pglite')) await runFor('pglite', 3300);
if (!process.env.BENCH_DATABASE_URL && (await postgresAnswers())) {
  process.env.BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
}
if (kinds.includes('postgres') && process.env.BENCH_DATABASE_URL) await runFor('postgres', 3310);
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL)');
agent.destroy();
