import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/**
 * Opens the database the server would use, for an operator command: DATABASE_URL, else the embedded
 * PGlite under DATA_DIR (./data by default; PGlite is single-process, so the server must be stopped).
 * Null, after saying why, when the configuration is wrong or there is no database yet.
 */
export async function openOperatorDatabase(): Promise<DatabaseHandle | null> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
      return null;
    }
    throw error;
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.DATABASE_URL && !existsSync(pgliteDir)) {
    console.log(`No hay base de datos en ${pgliteDir} todavía (arranca el servidor una vez con npm start).`);
    return null;
  }
  return openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
      : { kind: 'pglite', dataDir: pgliteDir },
  );
}
