import type { Database } from './client';

interface PgPoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}
interface PgliteLike {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a hot, fixed SQL statement with `$n` parameters as a named prepared statement on
 * PostgreSQL (parsed and planned once per connection), or as a plain query on PGlite.
 * Only for statements on the chat hot path; everything else goes through Drizzle.
 */
export async function queryNamed<Row>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  if ('totalCount' in client) return (await client.query({ name, text, values })).rows as Row[];
  return (await (client as PgliteLike).query(text, values)).rows as Row[];
}
