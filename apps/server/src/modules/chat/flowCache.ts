import { compileFlow, type EngineFlow } from '@plubot/engine';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flows, flowVersions, plubots } from '../../db/schema';
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
export async function getCompiledFlow(
  db: Database,
  plubotId: string,
  revision: number,
  encryptionKey: string,
): Promise<EngineFlow | undefined> {
  const key = `${plubotId}:${revision}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let read = reading.get(key);
  if (!read) {
    read = readCompiledFlow(db, plubotId, revision, encryptionKey).finally(() => reading.delete(key));
    reading.set(key, read);
  }
  const compiled = await read;
  if (compiled && !cache.has(key)) {
    cache.set(key, compiled);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return compiled;
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
  const binding = { key: encryptionKey, ownerId: bot.ownerId, plubotId };
  const { graph } = readStoredFlow({ ...source, nodes: openNodeSecrets(source.nodes, binding) });
  return compileFlow({ nodes: graph.nodes, edges: graph.edges });
}

/** The bot's current revision number. */
export async function getCurrentRevision(db: Database, plubotId: string): Promise<number | undefined> {
  const [row] = await db.select({ revision: flows.revision }).from(flows).where(eq(flows.plubotId, plubotId));
  return row?.revision;
}
