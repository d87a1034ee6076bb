import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database of a benchmark's own on the PostgreSQL server of `adminUrl` (named
 * `plubot_bench_<purpose>_<random>`), and how to drop it: a run never touches a database in use.
 * @example const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'inbox');
 */
export async function createScratchDatabase(adminUrl: string, purpose: string) {
  const name = `plubot_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
