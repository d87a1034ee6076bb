import { describe, expect, it } from 'vitest';
import type { EditorNode, StoredFlow } from '../types';
import {
  applyCachedPositions,
  cleanUpFlowCache,
  clearOtherFlowCaches,
  FLOW_CACHE_LIMITS,
  getPositionsCacheKey,
  isFlowCacheKey,
  readCachedFlow,
  readCachedPositions,
  writeCachedFlow,
  writeCachedPositions,
} from './flowCache';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2025-03-01T12:00:00.000Z');

/** localStorage's surface, in memory; `quota` makes writes past that many characters throw. */
function memoryStorage(quota = Number.POSITIVE_INFINITY) {
  const values = new Map<string, string>();
  const used = () => [...values.values()].reduce((total, text) => total + text.length, 0);
  return {
    values,
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (used() - (values.get(key)?.length ?? 0) + value.length > quota)
        throw new Error('QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key: string) => void values.delete(key),
  };
}

function node(id: string, x = 0, y = 0): EditorNode {
  return { id, type: 'message', position: { x, y }, data: { label: id } };
}

function flow(overrides: Partial<StoredFlow> = {}): StoredFlow {
  return {
    flowName: 'Soporte',
    nodes: [{ id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } }],
    edges: [],
    viewport: { x: 10, y: 20, zoom: 0.5 },
    revision: 3,
    updatedAt: '2025-03-01T11:00:00.000Z',
    ...overrides,
  };
}

/** A cache entry written `ageMs` ago, straight into storage. */
function putEntry(storage: ReturnType<typeof memoryStorage>, key: string, ageMs: number) {
  storage.values.set(key, JSON.stringify({ kind: 'flow', savedAt: NOW - ageMs, flow: flow() }));
}

describe('flow cache keys', () => {
  it('uses the spec’s prefix and never takes the persisted store for an entry', () => {
    expect(getPositionsCacheKey('42')).toBe('plubot-flow-positions-42');
    expect(isFlowCacheKey('plubot-flow-42')).toBe(true);
    expect(isFlowCacheKey('plubot-flow-positions-42')).toBe(true);
    expect(isFlowCacheKey('plubot-flow-storage-v5')).toBe(false);
    expect(isFlowCacheKey('plubot-backup-42')).toBe(false);
  });
});

describe('the cached flow', () => {
  it('reads back what was written, with when it was cached', () => {
    const storage = memoryStorage();
    expect(writeCachedFlow(storage, 'bot', flow(), NOW)).toBe(true);
    const cached = readCachedFlow(storage, 'bot');
    expect(cached?.savedAt).toBe(NOW);
    expect(cached?.flow).toMatchObject({ flowName: 'Soporte', revision: 3, viewport: { zoom: 0.5 } });
    expect(cached?.flow.nodes.map((entry) => entry.id)).toEqual(['start-1']);
    expect(storage.values.has('plubot-flow-bot')).toBe(true);
  });

  it('brings a copy cached in the old shape to the current one', () => {
    const storage = memoryStorage();
    // Written as an older editor left it: the entry holds version 1 fields.
    const oldNode = {
      id: 'm',
      type: 'message',
      position: { x: 0, y: 0 },
      data: { text: '¿Tu correo?', waitForResponse: true, variable: 'email', inputType: 'Correo' },
    };
    storage.values.set(
      'plubot-flow-bot',
      JSON.stringify({ kind: 'flow', savedAt: NOW, flow: { ...flow(), nodes: [oldNode] } }),
    );
    expect(readCachedFlow(storage, 'bot')?.flow.nodes[0]?.data).toEqual({
      message: '¿Tu correo?',
      capture: { validation: 'email', variable: 'email' },
    });
  });

  it('reads nothing from a missing, broken or foreign entry', () => {
    const storage = memoryStorage();
    expect(readCachedFlow(storage, 'bot')).toBeUndefined();
    storage.values.set('plubot-flow-bot', '{not json');
    expect(readCachedFlow(storage, 'bot')).toBeUndefined();
    storage.values.set('plubot-flow-bot', JSON.stringify({ nodes: [], edges: [] }));
    expect(readCachedFlow(storage, 'bot')).toBeUndefined();
  });

  it('does not cache a flow too big for the browser, and drops the older copy', () => {
    const storage = memoryStorage();
    writeCachedFlow(storage, 'bot', flow(), NOW);
    const huge = flow({ flowName: 'x'.repeat(FLOW_CACHE_LIMITS.maxFlowChars) });
    expect(writeCachedFlow(storage, 'bot', huge, NOW)).toBe(false);
    expect(readCachedFlow(storage, 'bot')).toBeUndefined();
  });

  it('survives a full storage: old entries make room, else the write is dropped quietly', () => {
    const size = JSON.stringify({ kind: 'flow', savedAt: NOW, flow: flow() }).length;
    const storage = memoryStorage(size * 2 + 10);
    putEntry(storage, 'plubot-flow-old', 2 * HOUR);
    putEntry(storage, 'plubot-flow-recent', 0);
    expect(writeCachedFlow(storage, 'bot', flow(), NOW)).toBe(true);
    expect([...storage.values.keys()].sort()).toEqual(['plubot-flow-bot', 'plubot-flow-recent']);
    const tiny = memoryStorage(10);
    expect(writeCachedFlow(tiny, 'bot', flow(), NOW)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(writeCachedFlow(refusing, 'bot', flow(), NOW)).toBe(false);
  });
});

describe('the clean-up over 50 entries (spec §9)', () => {
  it('leaves 50 entries alone', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 50; index++) putEntry(storage, `plubot-flow-${index}`, 5 * HOUR);
    expect(cleanUpFlowCache(storage, NOW)).toEqual([]);
    expect(storage.values.size).toBe(50);
  });

  it('over 50, removes entries older than an hour, oldest first, down to 50', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 50; index++) putEntry(storage, `plubot-flow-${index}`, 2 * HOUR + index);
    for (let index = 0; index < 3; index++) putEntry(storage, `plubot-flow-new-${index}`, 0);
    const removed = cleanUpFlowCache(storage, NOW);
    // The three oldest go: those written 2 h + 49, 48 and 47 ms ago.
    expect(removed).toEqual(['plubot-flow-49', 'plubot-flow-48', 'plubot-flow-47']);
    expect(storage.values.size).toBe(50);
  });

  it('never removes an entry younger than an hour, even over 50', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 55; index++) putEntry(storage, `plubot-flow-${index}`, HOUR - 1);
    putEntry(storage, 'plubot-flow-old', HOUR + 1);
    expect(cleanUpFlowCache(storage, NOW)).toEqual(['plubot-flow-old']);
    expect(storage.values.size).toBe(55);
  });

  it('touches no other key: the persisted store, backups, foreign plubot-flow- values', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 60; index++) putEntry(storage, `plubot-flow-${index}`, 3 * HOUR);
    storage.values.set('plubot-flow-storage-v5', JSON.stringify({ state: { kind: 'flow', savedAt: 0 } }));
    storage.values.set('plubot-flow-something', JSON.stringify({ hello: 'world' }));
    storage.values.set('plubot-backup-1', JSON.stringify({ kind: 'flow', savedAt: 0 }));
    storage.values.set('plubot-flow-storage-v5-copy', 'not json');
    cleanUpFlowCache(storage, NOW);
    expect(storage.values.has('plubot-flow-storage-v5')).toBe(true);
    expect(storage.values.has('plubot-flow-something')).toBe(true);
    expect(storage.values.has('plubot-backup-1')).toBe(true);
    expect(storage.values.has('plubot-flow-storage-v5-copy')).toBe(true);
    expect([...storage.values.keys()].filter((key) => /^plubot-flow-\d+$/.test(key))).toHaveLength(50);
  });

  it('runs when an entry is written', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 50; index++) putEntry(storage, `plubot-flow-${index}`, 2 * HOUR + index);
    writeCachedFlow(storage, 'bot', flow(), NOW);
    expect(storage.values.size).toBe(50);
    expect(storage.values.has('plubot-flow-49')).toBe(false);
    expect(storage.values.has('plubot-flow-bot')).toBe(true);
  });

  it('makes room for unsaved work by dropping other bots’ entries only', () => {
    const storage = memoryStorage();
    putEntry(storage, 'plubot-flow-other', 0);
    putEntry(storage, 'plubot-flow-mine', 0);
    storage.values.set('plubot-flow-storage-v5', '{}');
    writeCachedPositions(
      storage,
      'mine',
      1,
      Array.from({ length: 10 }, (_, index) => node(`n${index}`)),
      NOW,
    );
    clearOtherFlowCaches(storage, 'mine');
    expect([...storage.values.keys()].sort()).toEqual([
      'plubot-flow-mine',
      'plubot-flow-positions-mine',
      'plubot-flow-storage-v5',
    ]);
  });
});

describe('node positions kept locally (spec §9: 10+ nodes, 72 h)', () => {
  const nodes = Array.from({ length: 10 }, (_, index) => node(`n${index}`, index * 100, 50));

  it('keeps them for flows of 10 nodes or more, with the revision they moved from', () => {
    const storage = memoryStorage();
    expect(writeCachedPositions(storage, 'bot', 4, nodes, NOW)).toBe(true);
    const cached = readCachedPositions(storage, 'bot', NOW + HOUR);
    expect(cached?.revision).toBe(4);
    expect(cached?.positions.get('n3')).toEqual({ x: 300, y: 50 });
  });

  it('keeps nothing for smaller flows, and forgets an older record', () => {
    const storage = memoryStorage();
    writeCachedPositions(storage, 'bot', 4, nodes, NOW);
    expect(writeCachedPositions(storage, 'bot', 4, nodes.slice(0, 9), NOW)).toBe(false);
    expect(readCachedPositions(storage, 'bot', NOW)).toBeUndefined();
  });

  it('drops them on read once they are older than 72 hours', () => {
    const storage = memoryStorage();
    writeCachedPositions(storage, 'bot', 4, nodes, NOW);
    expect(readCachedPositions(storage, 'bot', NOW + FLOW_CACHE_LIMITS.positionsMaxAgeMs)).toBeDefined();
    expect(
      readCachedPositions(storage, 'bot', NOW + FLOW_CACHE_LIMITS.positionsMaxAgeMs + 1),
    ).toBeUndefined();
    expect(storage.values.has('plubot-flow-positions-bot')).toBe(false);
  });

  it('moves only the nodes whose kept position differs, and says when none does', () => {
    const storage = memoryStorage();
    const moved = nodes.map((entry) =>
      entry.id === 'n2' ? { ...entry, position: { x: 999, y: 1 } } : entry,
    );
    writeCachedPositions(storage, 'bot', 4, [...moved, node('gone', 5, 5)], NOW);
    const cached = readCachedPositions(storage, 'bot', NOW)!;
    const result = applyCachedPositions([...nodes, node('new', 7, 7)], cached);
    expect(result?.moved).toBe(1);
    expect(result?.nodes.find((entry) => entry.id === 'n2')?.position).toEqual({ x: 999, y: 1 });
    expect(result?.nodes.find((entry) => entry.id === 'new')?.position).toEqual({ x: 7, y: 7 });
    expect(result?.nodes[0]).toBe(nodes[0]);
    expect(applyCachedPositions(moved, cached)).toBeUndefined();
  });
});
