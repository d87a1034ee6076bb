// A Plubot server for the chat benchmark, plus a bare Fastify route to compare against.
// Usage: tsx benchServer.ts <pglite|postgres> <port>
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';

const [kind = 'pglite', port = '3300'] = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  // As `npm start` runs: the default log level (a real deployment logs), behind a trusted proxy so
  // each simulated visitor has its own address.
  TRUST_PROXY: 'true',
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_CHAT_MAX: '1000000',
  NODE_ENV: 'test',
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
});
const database =
  kind === 'postgres'
    ? await openDatabase({
        kind: 'postgres',
        url: process.env.BENCH_DATABASE_URL ?? '',
        poolSize: config.DATABASE_POOL_SIZE,
      })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
        worker: process.env.BENCH_PGLITE_THREAD !== 'main',
      });
const app = await buildApp({
  config,
  db: database.db,
  databaseKind: database.kind,
  logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
});
await app.listen({ port: Number(port), host: '127.0.0.1' });

const bare = Fastify();
bare.post('/api/chat/:publicId/start', async () => ({
  sessionId: '00000000-0000-4000-8000-000000000000',
  messages: [{ type: 'text', content: 'Hola' }],
  ended: true,
}));
await bare.listen({ port: Number(port) + 1, host: '127.0.0.1' });
process.on('message', async (message: { type: string; email: string }) => {
  if (message.type !== 'pro') return;
  await database.db.update(users).set({ plan: 'pro' }).where(eq(users.email, message.email));
  process.send?.('done');
});
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await database.close();
  process.exit(0);
});
