import { compileFlow, type EngineFlow } from '@plubot/engine';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flows, flowVersions, plubots, publishedFlows } from '../../db/schema';
import { openNodeSecrets } from '../flows/nodeSecrets';
import { readStoredFlow } from '../flows/readStoredFlow';

const MAX_ENTRIES = 500;
const cache = new Map<string, EngineFlow>();
/** Reads of a revision not cached yet, shared by the conversations that need it at the same moment. */
const reading = new Map<string, Promise<EngineFlow | undefined>>();

/**
 * The compiled flow of a bot at a revision, its sealed secrets opened for the conversation — each
 * with its own binding (owner, bot, node, field), so a sealed value that belongs elsewhere stays
 * shut and is dropped (`openNodeSecrets`) — read as the editor opens it (`readStoredFlow`: old
 * shapes migrated, repaired), so the bot runs what the canvas shows. Revisions never change once
 * written, so each is read and compiled once and cached (a bounded LRU) — a derived copy, never
 * state of record; conversations that need the same revision at the same moment share one read.
 * Returns `undefined` when that revision is no longer kept.
 */
export function getCompiledFlow(
  db: Database,
  plubotId: string,
  revision: number,
  encryptionKey: string,
): Promise<EngineFlow | undefined> {
  return cached(`${plubotId}:${revision}`, () => readCompiledFlow(db, plubotId, revision, encryptionKey));
}

/** The cached flow under `key`, or the one `read` makes (shared by callers at the same moment). */
async function cached(
  key: string,
  read: () => Promise<EngineFlow | undefined>,
): Promise<EngineFlow | undefined> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let pending = reading.get(key);
  if (!pending) {
    pending = read().finally(() => reading.delete(key));
    reading.set(key, pending);
  }
  const compiled = await pending;
  if (compiled && !cache.has(key)) {
    cache.set(key, compiled);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return compiled;
}

/** Opens a stored flow's secrets for the conversation and compiles it as the editor reads it. */
function compileStored(
  source: { nodes: Record<string, unknown>[]; edges: Record<string, unknown>[]; flowVersion: number },
  binding: { key: string; ownerId: string; plubotId: string },
): EngineFlow {
  const { graph } = readStoredFlow({ ...source, nodes: openNodeSecrets(source.nodes, binding) });
  return compileFlow({ nodes: graph.nodes, edges: graph.edges });
}

async function readCompiledFlow(
  db: Database,
  plubotId: string,
  revision: number,
  encryptionKey: string,
): Promise<EngineFlow | undefined> {
  const [bot] = await db.select({ ownerId: plubots.ownerId }).from(plubots).where(eq(plubots.id, plubotId));
  if (!bot) return undefined;
  const [current] = await db
    .select({ nodes: flows.nodes, edges: flows.edges, flowVersion: flows.flowVersion })
    .from(flows)
    .where(and(eq(flows.plubotId, plubotId), eq(flows.revision, revision)));
  const source =
    current ??
    (
      await db
        .select({
          nodes: flowVersions.nodes,
          edges: flowVersions.edges,
          flowVersion: flowVersions.flowVersion,
        })
        .from(flowVersions)
        .where(and(eq(flowVersions.plubotId, plubotId), eq(flowVersions.revision, revision)))
    )[0];
  if (!source) return undefined;
  return compileStored(source, { key: encryptionKey, ownerId: bot.ownerId, plubotId });
}

/** The bot's current revision number. */
export async function getCurrentRevision(db: Database, plubotId: string): Promise<number | undefined> {
  const [row] = await db.select({ revision: flows.revision }).from(flows).where(eq(flows.plubotId, plubotId));
  return row?.revision;
}

/**
 * The compiled flow of a bot's published version — what visitors talk to (see
 * `getCompiledFlow`: versions never change once written, so each is compiled once and cached).
 * Returns `undefined` when the bot has no such version.
 */
export function getCompiledPublishedFlow(
  db: Database,
  plubotId: string,
  version: number,
  encryptionKey: string,
): Promise<EngineFlow | undefined> {
  return cached(`${plubotId}:v${version}`, async () => {
    const [row] = await db
      .select({
        ownerId: plubots.ownerId,
        nodes: publishedFlows.nodes,
        edges: publishedFlows.edges,
        flowVersion: publishedFlows.flowVersion,
      })
      .from(publishedFlows)
      .innerJoin(plubots, eq(plubots.id, publishedFlows.plubotId))
      .where(and(eq(publishedFlows.plubotId, plubotId), eq(publishedFlows.version, version)));
    if (!row) return undefined;
    return compileStored(row, { key: encryptionKey, ownerId: row.ownerId, plubotId });
  });
}
