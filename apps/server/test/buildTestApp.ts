import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseKind, openTestDatabase } from './testDatabases';

/**
 * Builds the real app on a fresh database of `kind`; `close()` tears both down. `appOptions` adds
 * build options (e.g. a fake WhatsApp transport).
 */
export async function buildTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'whatsappTransportFactory' | 'whatsappLease' | 'logger'> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '10000',
    // Tests send digests by calling `sendDueDigests` with a clock of their own.
    DIGEST_SWEEP_MS: '0',
    HANDOFF_SWEEP_MS: '0',
    // Power actions queued by a turn run at once (the kick); retries are run by the tests' own clock.
    INTEGRATION_SWEEP_MS: '0',
    ...env,
  });
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    ...appOptions,
    config,
    db: database.db,
    databaseKind: database.kind,
    databaseUrl: database.url,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    /** The PostgreSQL database's URL (another copy may open its own pool on it); unset on PGlite. */
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * {@link buildTestApp} with an `info` logger whose lines (one JSON object each) are kept in `lines`,
 * for tests of what reaches the log; empty `lines` (`lines.length = 0`) between steps.
 */
export async function buildLoggedTestApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const ctx = await buildTestApp(kind, env, { logger: { level: 'info', stream } });
  return { ...ctx, lines };
}
