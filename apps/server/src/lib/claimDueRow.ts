import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Claims the oldest row of a work table whose turn has come, for this worker alone: `FOR UPDATE
 * SKIP LOCKED`, then a lease in `locked_until` (and one more attempt counted), so copies of the
 * server never take the same row and a row whose worker died is taken over once its lease ends. The
 * table has `status`, `next_attempt_at`, `locked_until`, `attempts` and `created_at`; `status` is the
 * state that means "to do". Answers the claimed row's id.
 */
export async function claimDueRow(
  db: Database,
  work: { table: 'knowledge_sources' | 'integration_jobs'; status: string; leaseMs: number },
  now: Date,
): Promise<string | undefined> {
  const table = sql.identifier(work.table);
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update ${table} set locked_until = ${new Date(now.getTime() + work.leaseMs).toISOString()}::timestamptz,
      attempts = attempts + 1
    where id = (
      select id from ${table}
      where status = ${work.status} and next_attempt_at <= ${at}::timestamptz
        and (locked_until is null or locked_until < ${at}::timestamptz)
      order by next_attempt_at, created_at
      limit 1
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id;
}
