import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
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
