import { getFlowStorageLimit } from '@plubot/flow';
import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { flowBackups, flows, flowVersions, plubots, users } from '../../db/schema';
import { AppError } from '../../lib/AppError';

/**
 * Keeps the owner of `plubotId` within their plan's flow storage (`FLOW_STORAGE_LIMITS` of
 * `@plubot/flow`) after a write of its flow, inside that write's transaction: when the owner's
 * flows, versions and backups take more than the plan allows, the bot's oldest versions go (never
 * its newest, the copy of what was just saved) until they fit; if they still do not,
 * `FLOW_STORAGE_FULL` (403, with the space used and the limit) and the transaction rolls back.
 * `pruneVersions: false` (a new bot, a backup) only refuses.
 */
export async function enforceFlowStorage(
  tx: Database,
  plubotId: string,
  options: { pruneVersions: boolean },
): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, plan: users.plan })
    .from(plubots)
    .innerJoin(users, eq(users.id, plubots.ownerId))
    .where(eq(plubots.id, plubotId));
  const limit = owner ? getFlowStorageLimit(owner.plan) : null;
  if (!owner || limit === null) return;
  let used = await measureFlowStorage(tx, owner.id);
  if (used > limit && options.pruneVersions) used -= await pruneOldestVersions(tx, plubotId, used - limit);
  if (used > limit) {
    throw new AppError('FLOW_STORAGE_FULL', {
      params: { used: formatBytes(used), limit: formatBytes(limit) },
    });
  }
}

/**
 * The bytes the flows of `ownerId`'s bots take as stored: current flows, kept versions, backups —
 * in one statement, so it may run inside a transaction (whose connection takes one query at a time).
 */
export async function measureFlowStorage(db: Database, ownerId: string): Promise<number> {
  const owned = db.select({ id: plubots.id }).from(plubots).where(eq(plubots.ownerId, ownerId));
  const total = (table: typeof flows | typeof flowVersions | typeof flowBackups) =>
    db
      .select({ bytes: sumBytes(table) })
      .from(table)
      .where(inArray(table.plubotId, owned));
  const result = await db.execute(
    sql`select (${total(flows)}) + (${total(flowVersions)}) + (${total(flowBackups)}) as bytes`,
  );
  const [row] = (result as unknown as { rows: { bytes: string | number | null }[] }).rows;
  return Number(row?.bytes ?? 0);
}

/**
 * Deletes the bot's oldest versions, but never its newest, until at least `excess` bytes are freed
 * (or none is left to delete); returns the bytes freed.
 */
async function pruneOldestVersions(tx: Database, plubotId: string, excess: number): Promise<number> {
  const versions = await tx
    .select({ revision: flowVersions.revision, bytes: storedBytes(flowVersions) })
    .from(flowVersions)
    .where(eq(flowVersions.plubotId, plubotId))
    .orderBy(asc(flowVersions.revision));
  let freed = 0;
  let upTo: number | undefined;
  for (const version of versions.slice(0, -1)) {
    if (freed >= excess) break;
    freed += version.bytes;
    upTo = version.revision;
  }
  if (upTo === undefined) return 0;
  await tx
    .delete(flowVersions)
    .where(and(eq(flowVersions.plubotId, plubotId), lte(flowVersions.revision, upTo)));
  return freed;
}

interface StoredFlowColumns {
  flowName: PgColumn;
  nodes: PgColumn;
  edges: PgColumn;
  viewport: PgColumn;
}

/**
 * A flow row's bytes as the database stores them (`pg_column_size`: compressed and out of line when
 * large), read from the row without loading its content.
 */
function storedBytes(table: StoredFlowColumns): SQL<number> {
  return sql`pg_column_size(${table.flowName}) + pg_column_size(${table.nodes}) + pg_column_size(${table.edges}) + pg_column_size(${table.viewport})`.mapWith(
    Number,
  );
}

function sumBytes(table: StoredFlowColumns): SQL<number> {
  return sql`coalesce(sum(${storedBytes(table)}), 0)`.mapWith(Number);
}

/**
 * Bytes as the storage message shows them: whole megabytes, one decimal below ten.
 * @example formatBytes(10 * 1024 * 1024) // '10 MB'
 */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  const shown = megabytes < 10 ? Math.ceil(megabytes * 10) / 10 : Math.ceil(megabytes);
  return `${shown} MB`;
}
