import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { openTestDatabase } from './testDatabases';

// PostgreSQL may drop idle connections (a restart, a failover, an administrator): the server must
// neither crash nor fail the next request.
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives its idle connections being cut and answers the next query', async () => {
    const database = await openTestDatabase('postgres');
    try {
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.01)`)));
      const current = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = current.rows[0]?.name;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query<{ cut: boolean }>(
        'select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = $1',
        [name],
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      await vi.waitFor(async () => {
        const answer = (await database.db.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(answer.rows[0]?.one).toBe(1);
      });
    } finally {
      await database.close();
    }
  });
});

// Server copies started together (a deploy, a rolling restart) must not apply a migration twice.
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('run once when three copies open a new database at the same moment', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `plubot_migrate_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    try {
      const copies = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 })),
      );
      const applied = (await copies[0]?.db.execute(
        sql`select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number; distinct: number }[] };
      expect(applied.rows[0]?.count).toBeGreaterThan(20);
      expect(applied.rows[0]?.count).toBe(applied.rows[0]?.distinct);
      await Promise.all(copies.map((copy) => copy.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
