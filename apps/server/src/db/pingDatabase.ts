import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Resolves once the database answers a trivial query; rejects when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
