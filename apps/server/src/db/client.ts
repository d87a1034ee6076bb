import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/serverRoot';
import { PgliteWorkerClient } from './pgliteWorker/openPgliteWorker';
import * as schema from './schema';

/** One handle type for both drivers, so repositories never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Folder of the generated SQL migrations (same path from `src/` and from the bundled `dist/`). */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** An idle connection failed (the server restarted, or closed it); the pool replaces it. */
      onIdleError?: (error: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /**
       * Run PGlite in a worker thread (what `npm start` does), so the database's work never holds
       * up the thread that accepts connections. Tests keep it on the main thread.
       */
      worker?: boolean;
    };

/** Any fixed number: the advisory lock every server copy takes while it migrates. */
const MIGRATION_LOCK = 7_270_520_001;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so copies started together
 * migrate one after the other: the first applies what is pending, the others find nothing left.
 */
async function migrateAlone(url: string, migrate: () => Promise<void>): Promise<void> {
  // A connection of its own, outside the pool (which may have a single connection).
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.end().catch(() => undefined);
  }
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', (error) => {
      if (options.onIdleError) options.onIdleError(error);
      else console.warn(`PostgreSQL: conexión inactiva perdida (${error.message}); se abrirá otra.`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      await migrateAlone(options.url, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  if (options.worker) {
    if (options.loadDataDir) throw new Error('loadDataDir is only for PGlite on the main thread');
    const client = await PgliteWorkerClient.open(options.dataDir);
    const db = drizzlePglite(client as never, { schema }) as unknown as Database;
    try {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await client.close();
      throw error;
    }
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}
