/**
 * `npm run feedback [-- --limit 50]`: prints the newest feedback (/tu-opinion) and contact messages
 * (/contact) as tables. It opens the database the server would use (same environment: DATABASE_URL,
 * else the embedded PGlite under DATA_DIR, ./data by default); PGlite is single-process, so stop the
 * server first when it runs on PGlite.
 */
import {
  formatTable,
  listRecentContactMessages,
  listRecentFeedback,
} from '../src/modules/contact/contactReport';
import { openOperatorDatabase } from './openOperatorDatabase';

function readLimit(args: string[]): number {
  const index = args.indexOf('--limit');
  const value = index >= 0 ? Number(args[index + 1]) : 20;
  return Number.isInteger(value) && value > 0 ? Math.min(value, 1000) : 20;
}

async function main() {
  const database = await openOperatorDatabase();
  if (!database) return;
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
