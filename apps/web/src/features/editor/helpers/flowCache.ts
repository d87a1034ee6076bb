import { cleanupFlow, getFlowCacheKey, migrateFlow, STORAGE_KEYS } from '@plubot/flow';
import type { EditorNode, StoredFlow } from '../types';

/** The local flow cache's limits (spec §9). */
export const FLOW_CACHE_LIMITS = {
  /** Over this many cache entries, the old ones are cleaned up. */
  maxEntries: 50,
  /** Only entries older than this are cleaned up (1 hour). */
  cleanupAgeMs: 60 * 60 * 1000,
  /** Node positions are kept locally for flows of this many nodes or more … */
  positionsMinNodes: 10,
  /** … for 72 hours. */
  positionsMaxAgeMs: 72 * 60 * 60 * 1000,
  /**
   * A flow copy longer than this (characters of JSON) is not cached: localStorage holds about
   * 5 million characters per site, and the unsaved-work backup must always fit.
   */
  maxFlowChars: 1_000_000,
} as const;

/** localStorage, or a stand-in; `key`/`length` list the keys (without them nothing is cleaned up). */
export type FlowCacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'key' | 'length'>>;

/** The last flow this browser knew to be in sync with the server. */
export interface CachedFlow {
  readonly flow: StoredFlow;
  /** When it was cached (ms since the epoch). */
  readonly savedAt: number;
}

/** Where a flow's nodes stood locally (a drag that may not have reached the server). */
export interface CachedPositions {
  /** The server revision the positions were moved from. */
  readonly revision: number;
  readonly savedAt: number;
  readonly positions: ReadonlyMap<string, { x: number; y: number }>;
}

type Entry =
  | { kind: 'flow'; savedAt: number; flow: StoredFlow }
  | { kind: 'positions'; savedAt: number; revision: number; positions: Record<string, [number, number]> };

/** The key of a flow's node positions: `plubot-flow-positions-{plubotId}` (ids are UUIDs). */
export function getPositionsCacheKey(plubotId: string): string {
  return `${STORAGE_KEYS.flowCachePrefix}positions-${plubotId}`;
}

/**
 * Whether a key may be a flow cache entry: it has the `plubot-flow-` prefix and is not the
 * persisted editor store (`plubot-flow-storage-v5`), which is never touched here. Entries are also
 * recognised by their content before anything is removed.
 */
export function isFlowCacheKey(key: string): boolean {
  return key.startsWith(STORAGE_KEYS.flowCachePrefix) && key !== STORAGE_KEYS.flowStore;
}

/**
 * Caches the flow as the server has it (after a load or a save; nodes and edges as stored, without
 * React Flow's selection and measurement fields). Returns false when it was not
 * written: too big to cache (the old copy is removed), or storage refused even after clean-up.
 */
export function writeCachedFlow(
  storage: FlowCacheStorage,
  plubotId: string,
  flow: StoredFlow,
  now: number,
): boolean {
  const text = JSON.stringify({ kind: 'flow', savedAt: now, flow } satisfies Entry);
  const key = getFlowCacheKey(plubotId);
  if (text.length > FLOW_CACHE_LIMITS.maxFlowChars) {
    remove(storage, key);
    return false;
  }
  return writeEntry(storage, key, text, now);
}

/**
 * Keeps where a flow's nodes stand, for flows of 10 nodes or more (spec §9); smaller flows keep
 * nothing (and lose an old record). Returns whether something was written.
 */
export function writeCachedPositions(
  storage: FlowCacheStorage,
  plubotId: string,
  revision: number,
  nodes: readonly EditorNode[],
  now: number,
): boolean {
  const key = getPositionsCacheKey(plubotId);
  if (nodes.length < FLOW_CACHE_LIMITS.positionsMinNodes) {
    remove(storage, key);
    return false;
  }
  const positions = Object.fromEntries(
    nodes.map((node) => [node.id, [node.position.x, node.position.y] as [number, number]]),
  );
  return writeEntry(
    storage,
    key,
    JSON.stringify({ kind: 'positions', savedAt: now, revision, positions }),
    now,
  );
}

/**
 * The cached flow of a bot, brought to the current shape (a copy cached before the server stored
 * version 2 may hold version 1 fields) and repaired by the flow's load clean-up; undefined when none
 * is readable.
 */
export function readCachedFlow(storage: FlowCacheStorage, plubotId: string): CachedFlow | undefined {
  const entry = readEntry(storage, getFlowCacheKey(plubotId));
  if (entry?.kind !== 'flow') return undefined;
  const flow: Partial<StoredFlow> = typeof entry.flow === 'object' && entry.flow !== null ? entry.flow : {};
  if (!Array.isArray(flow.nodes) || !Array.isArray(flow.edges) || typeof flow.revision !== 'number') {
    return undefined;
  }
  // The cache never held a version-0 flow: the editor has always had version 1 shapes or newer.
  const migrated = migrateFlow({ version: 1, nodes: flow.nodes, edges: flow.edges });
  if (!migrated.ok) return undefined;
  const current = migrated.value.flow;
  if (!Array.isArray(current.nodes) || !Array.isArray(current.edges)) return undefined;
  const { nodes, edges } = cleanupFlow({ nodes: current.nodes, edges: current.edges });
  const viewport = flow.viewport;
  return {
    savedAt: entry.savedAt,
    flow: {
      flowName: typeof flow.flowName === 'string' ? flow.flowName : '',
      nodes,
      edges,
      viewport:
        viewport && [viewport.x, viewport.y, viewport.zoom].every(Number.isFinite)
          ? viewport
          : { x: 0, y: 0, zoom: 1 },
      revision: flow.revision,
      updatedAt: typeof flow.updatedAt === 'string' ? flow.updatedAt : new Date(entry.savedAt).toISOString(),
    },
  };
}

/** The locally kept node positions of a bot; older than 72 hours they are dropped (and removed). */
export function readCachedPositions(
  storage: FlowCacheStorage,
  plubotId: string,
  now: number,
): CachedPositions | undefined {
  const key = getPositionsCacheKey(plubotId);
  const entry = readEntry(storage, key);
  if (entry?.kind !== 'positions') return undefined;
  if (now - entry.savedAt > FLOW_CACHE_LIMITS.positionsMaxAgeMs) {
    remove(storage, key);
    return undefined;
  }
  const positions = new Map<string, { x: number; y: number }>();
  for (const [id, value] of Object.entries(entry.positions ?? {})) {
    if (Array.isArray(value) && Number.isFinite(value[0]) && Number.isFinite(value[1])) {
      positions.set(id, { x: value[0], y: value[1] });
    }
  }
  return typeof entry.revision === 'number'
    ? { revision: entry.revision, savedAt: entry.savedAt, positions }
    : undefined;
}

/**
 * The nodes moved to where the cached positions put them, and how many moved; undefined when
 * none of them moves. Nodes the positions do not know stay where they are.
 */
export function applyCachedPositions(
  nodes: readonly EditorNode[],
  cached: CachedPositions,
): { nodes: EditorNode[]; moved: number } | undefined {
  let moved = 0;
  const next = nodes.map((node) => {
    const position = cached.positions.get(node.id);
    if (!position || (position.x === node.position.x && position.y === node.position.y)) return node;
    moved += 1;
    return { ...node, position };
  });
  return moved > 0 ? { nodes: next, moved } : undefined;
}

/**
 * The clean-up of spec §9: when there are more than 50 flow cache entries, the ones older than an
 * hour are removed, oldest first, until 50 remain. Other keys are never touched. With
 * `everyOld`, every entry older than an hour goes (the browser refused a write). Returns the keys
 * removed.
 */
export function cleanUpFlowCache(
  storage: FlowCacheStorage,
  now: number,
  options: { everyOld?: boolean; keep?: string } = {},
): string[] {
  const keys = listFlowCacheKeys(storage);
  if (!options.everyOld && keys.length <= FLOW_CACHE_LIMITS.maxEntries) return [];
  const entries = keys.flatMap((key) => {
    const entry = readEntry(storage, key);
    return entry ? [{ key, savedAt: entry.savedAt }] : [];
  });
  const old = entries
    .filter((entry) => entry.key !== options.keep && now - entry.savedAt > FLOW_CACHE_LIMITS.cleanupAgeMs)
    .sort((a, b) => a.savedAt - b.savedAt);
  const excess = options.everyOld ? old.length : entries.length - FLOW_CACHE_LIMITS.maxEntries;
  const removed = old.slice(0, Math.max(0, excess)).map((entry) => entry.key);
  for (const key of removed) remove(storage, key);
  return removed;
}

/**
 * Removes every flow cache entry except those of `keepPlubotId`: room for the unsaved-work backup,
 * which matters more than any cached copy.
 */
export function clearOtherFlowCaches(storage: FlowCacheStorage, keepPlubotId: string): void {
  const keep = new Set([getFlowCacheKey(keepPlubotId), getPositionsCacheKey(keepPlubotId)]);
  for (const key of listFlowCacheKeys(storage)) {
    if (!keep.has(key) && readEntry(storage, key)) remove(storage, key);
  }
}

function listFlowCacheKeys(storage: FlowCacheStorage): string[] {
  const keys: string[] = [];
  try {
    const count = storage.length ?? 0;
    for (let index = 0; index < count; index++) {
      const key = storage.key?.(index);
      if (key && isFlowCacheKey(key)) keys.push(key);
    }
  } catch {
    // Storage disabled: nothing to list.
  }
  return keys;
}

/** Writes an entry, cleaning up when there are too many; on a refusal, frees old entries and retries once. */
function writeEntry(storage: FlowCacheStorage, key: string, text: string, now: number): boolean {
  try {
    storage.setItem(key, text);
    cleanUpFlowCache(storage, now, { keep: key });
    return true;
  } catch {
    cleanUpFlowCache(storage, now, { everyOld: true, keep: key });
    try {
      storage.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }
}

function readEntry(storage: FlowCacheStorage, key: string): Entry | undefined {
  try {
    const text = storage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    if (typeof value !== 'object' || value === null) return undefined;
    const entry = value as Partial<Entry>;
    const known = entry.kind === 'flow' || entry.kind === 'positions';
    return known && typeof entry.savedAt === 'number' ? (entry as Entry) : undefined;
  } catch {
    return undefined;
  }
}

function remove(storage: FlowCacheStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
