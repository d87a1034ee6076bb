/**
 * `npm run feedback [-- --limit 50]`: prints the newest feedback (/tu-opinion) and contact messages
 * (/contact) as tables. It opens the database the server would use (same environment: DATABASE_URL,
 * else the embedded PGlite under DATA_DIR, ./data by default); PGlite is single-process, so stop the
 * server first when it runs on PGlite.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import {
  formatTable,
  listRecentContactMessages,
  listRecentFeedback,
} from '../src/modules/contact/contactReport';

function readLimit(args: string[]): number {
  const index = args.indexOf('--limit');
  const value = index >= 0 ? Number(args[index + 1]) : 20;
  return Number.isInteger(value) && value > 0 ? Math.min(value, 1000) : 20;
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.DATABASE_URL && !existsSync(pgliteDir)) {
    console.log(`No hay base de datos en ${pgliteDir} todavía (arranca el servidor una vez con npm start).`);
    return;
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
      : { kind: 'pglite', dataDir: pgliteDir },
  );
  try {
    const limit = readLimit(process.argv.slice(2));
    const opinions = await listRecentFeedback(database.db, limit);
    const messages = await listRecentContactMessages(database.db, limit);
    console.log(`\nTu opinión (/tu-opinion): ${opinions.length} más recientes\n`);
    console.log(formatTable(opinions) || '(ninguna)');
    console.log(`\nMensajes de contacto (/contact): ${messages.length} más recientes\n`);
    console.log(formatTable(messages) || '(ninguno)');
    console.log('');
  } finally {
    await database.close();
  }
}

void main();
