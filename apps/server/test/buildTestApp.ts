import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  appOptions: Pick<BuildAppOptions, 'whatsappTransportFactory' | 'whatsappLease'> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '10000',
    ...env,
  });
  const database = await openTestDatabase(kind);
  const app = await buildApp({ ...appOptions, config, db: database.db, databaseKind: database.kind });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
