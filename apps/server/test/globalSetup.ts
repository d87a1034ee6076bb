import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client';

/**
 * Migrates one in-memory PGlite once and dumps it, so each test file loads a ready database in
 * about a second instead of migrating its own (≈ 4 s and 800 MB each).
 */
export default async function setup() {
  const dir = fileURLToPath(new URL('../../../.tmp', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const handle = await openDatabase({ kind: 'pglite' });
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.PLUBOT_PGLITE_TEMPLATE = file;
}
