import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { type EditorApi, isServerUnreachable } from '../helpers/editorApi';
import type { EditorNode, StoredFlow } from '../types';
import { createEditorStore } from './createEditorStore';

// The local flow cache and working offline (spec §9, issue #17), through the editor's store.

const START: EditorNode = {
  id: 'start-1',
  type: 'start',
  position: { x: 100, y: 100 },
  data: { label: 'Inicio' },
};
const END: EditorNode = { id: 'end-1', type: 'end', position: { x: 100, y: 400 }, data: { label: 'Fin' } };
const UNREACHABLE = new ApiError(0, '', 'NETWORK_ERROR');

function storedFlow(overrides: Partial<StoredFlow> = {}): StoredFlow {
  return {
    flowName: 'Soporte',
    nodes: [START, END],
    edges: [{ id: 'e1', source: 'start-1', target: 'end-1' }],
    viewport: { x: 0, y: 0, zoom: 1 },
    revision: 4,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

type Storage = ReturnType<typeof memoryStorage>;

/** An editor of bot-1 on `storage`, loaded through `getFlow` (the clock starts at 1,000,000). */
async function openEditor(storage: Storage, api: Partial<EditorApi>) {
  const fullApi: EditorApi = {
    getFlow: vi.fn(async () => ({ flow: storedFlow(), repairs: 0 })),
    saveFlow: vi.fn(async () => ({ revision: 5, savedAt: '2025-01-01T00:05:00.000Z', message: 'ok' })),
    ...api,
  };
  let clock = 1_000_000;
  const store = createEditorStore({ api: fullApi, storage, now: () => (clock += 1000) });
  await store.getState().loadFlow('bot-1');
  return { store, api: fullApi };
}

/** A browser that opened bot-1 once (so its flow is cached), then opens it with the server unreachable. */
async function openOffline(api: Partial<EditorApi> = {}) {
  const storage = memoryStorage();
  const first = await openEditor(storage, {});
  first.store.flushPersisted();
  const getFlow = vi.fn<EditorApi['getFlow']>().mockRejectedValueOnce(UNREACHABLE);
  const second = await openEditor(storage, { getFlow, ...api });
  return { ...second, storage, getFlow };
}

describe('the local flow cache', () => {
  it('keeps the flow after a load and after each save, under plubot-flow-{id}', async () => {
    const storage = memoryStorage();
    const { store } = await openEditor(storage, {});
    store.flushPersisted();
    expect(JSON.parse(storage.values.get('plubot-flow-bot-1')!).flow.revision).toBe(4);
    store.getState().addNode('message', { x: 600, y: 100 });
    await store.getState().save();
    store.flushPersisted();
    const cached = JSON.parse(storage.values.get('plubot-flow-bot-1')!).flow;
    expect(cached.revision).toBe(5);
    expect(cached.nodes.map((node: EditorNode) => node.type)).toEqual(['start', 'end', 'message']);
    expect(storage.values.has('plubot-flow-storage-v5')).toBe(true);
  });

  it('tells an unreachable server from one that answered', () => {
    expect(isServerUnreachable(UNREACHABLE)).toBe(true);
    expect(isServerUnreachable(new ApiError(503, ''))).toBe(true);
    expect(isServerUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isServerUnreachable(new ApiError(404, '', 'NOT_FOUND'))).toBe(false);
    expect(isServerUnreachable(new ApiError(401, ''))).toBe(false);
    expect(isServerUnreachable(new ApiError(500, ''))).toBe(false);
  });
});

describe('opening a flow offline', () => {
  it('opens the cached copy when the server cannot be reached, saying when it was cached', async () => {
    const { store } = await openOffline();
    const state = store.getState();
    expect(state.loadState).toBe('loaded');
    expect(state.offline).toEqual({ since: expect.any(Number), cachedAt: expect.any(Number) });
    expect(state.nodes.map((node) => node.id)).toEqual(['start-1', 'end-1']);
    expect(state).toMatchObject({ revision: 4, flowName: 'Soporte', hasChanges: false });
  });

  it('keeps the load error without a cached copy, and for answers such as 404 or 403', async () => {
    const none = await openEditor(memoryStorage(), { getFlow: vi.fn().mockRejectedValue(UNREACHABLE) });
    expect(none.store.getState()).toMatchObject({ loadState: 'error', offline: null });

    const storage = memoryStorage();
    (await openEditor(storage, {})).store.flushPersisted();
    for (const status of [401, 403, 404]) {
      const refused = await openEditor(storage, {
        getFlow: vi.fn().mockRejectedValue(new ApiError(status, '')),
      });
      expect(refused.store.getState()).toMatchObject({ loadState: 'error', offline: null });
    }
  });

  it('while offline, a save says the work is kept and saved when the connection returns', async () => {
    const saveFlow = vi.fn<EditorApi['saveFlow']>().mockRejectedValue(UNREACHABLE);
    const { store, storage } = await openOffline({ saveFlow });
    store.getState().addNode('message', { x: 600, y: 100 });
    expect(await store.getState().save({ manual: true })).toBe(false);
    expect(store.getState()).toMatchObject({
      saveStatus: 'error',
      saveMessage: { key: 'editor.offline.saveLater' },
      offline: { cachedAt: expect.any(Number) },
      hasChanges: true,
    });
    expect(JSON.parse(storage.values.get('plubot-backup-bot-1')!).nodes).toHaveLength(3);
  });

  it('a save that cannot reach the server takes an open editor offline', async () => {
    const saveFlow = vi.fn<EditorApi['saveFlow']>().mockRejectedValue(UNREACHABLE);
    const { store } = await openEditor(memoryStorage(), { saveFlow });
    store.getState().addNode('message', { x: 600, y: 100 });
    await store.getState().save();
    expect(store.getState()).toMatchObject({
      offline: { cachedAt: null },
      saveMessage: { key: 'editor.errors.offline' },
    });
  });
});

describe('coming back online', () => {
  it('stays offline, quietly, while the server still cannot be reached', async () => {
    const { store, getFlow } = await openOffline();
    getFlow.mockRejectedValueOnce(UNREACHABLE);
    await store.getState().reconnect();
    expect(store.getState().offline).not.toBeNull();
    expect(store.getState().notice).toBeNull();
  });

  it('saves the work from the cached revision, then is back to normal', async () => {
    const { store, api, storage, getFlow } = await openOffline();
    getFlow.mockResolvedValueOnce({ flow: storedFlow(), repairs: 0 });
    store.getState().addNode('message', { x: 600, y: 100 });
    await store.getState().reconnect();
    expect(api.saveFlow).toHaveBeenCalledWith('bot-1', expect.objectContaining({ baseRevision: 4 }));
    expect(store.getState()).toMatchObject({ offline: null, hasChanges: false, revision: 5 });
    expect(store.getState().notice?.text).toEqual({ key: 'editor.offline.synced' });
    store.flushPersisted();
    expect(JSON.parse(storage.values.get('plubot-flow-bot-1')!).flow.revision).toBe(5);
  });

  it('opens the conflict when the server moved on meanwhile, overwriting nothing', async () => {
    const saveFlow = vi
      .fn<EditorApi['saveFlow']>()
      .mockRejectedValue(new ApiError(409, '', 'FLOW_CONFLICT', undefined, { currentRevision: 6 }));
    const { store, getFlow } = await openOffline({ saveFlow });
    getFlow.mockResolvedValueOnce({ flow: storedFlow({ revision: 6 }), repairs: 0 });
    store.getState().addNode('message', { x: 600, y: 100 });
    await store.getState().reconnect();
    expect(saveFlow).toHaveBeenCalledTimes(1);
    expect(saveFlow).toHaveBeenCalledWith('bot-1', expect.objectContaining({ baseRevision: 4 }));
    expect(store.getState()).toMatchObject({
      offline: null,
      conflict: { currentRevision: 6, resolving: false },
      hasChanges: true,
    });
  });

  it('says once why a flow that cannot be saved yet is not saved, and stops retrying', async () => {
    const { store, api, getFlow } = await openOffline();
    getFlow.mockResolvedValueOnce({ flow: storedFlow(), repairs: 0 });
    store.getState().deleteElements({ nodeIds: ['end-1'] });
    await store.getState().reconnect();
    expect(api.saveFlow).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ offline: null, hasChanges: true, saveStatus: 'error' });
    expect(store.getState().autosaveBlocked).not.toBeNull();
  });

  it('with nothing to save, shows the server’s newer flow', async () => {
    const { store, api, getFlow } = await openOffline();
    getFlow.mockResolvedValueOnce({ flow: storedFlow({ revision: 7, flowName: 'Nuevo' }), repairs: 0 });
    await store.getState().reconnect();
    expect(api.saveFlow).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ offline: null, revision: 7, flowName: 'Nuevo' });
    expect(store.getState().notice?.text).toEqual({ key: 'editor.offline.back' });
  });
});

describe('node positions kept locally (flows of 10+ nodes)', () => {
  const big = storedFlow({
    nodes: [
      START,
      END,
      ...Array.from({ length: 10 }, (_, index) => ({
        id: `m${index}`,
        type: 'message' as const,
        position: { x: index * 400, y: 800 },
        data: { label: `m${index}` },
      })),
    ],
  });

  /** Drags m3 in one editor, which then goes away without saving; returns the storage. */
  async function dragWithoutSaving(): Promise<Storage> {
    const storage = memoryStorage();
    const { store } = await openEditor(storage, { getFlow: vi.fn(async () => ({ flow: big, repairs: 0 })) });
    store.getState().beginNodeDrag();
    store.getState().onNodesChange([{ type: 'position', id: 'm3', position: { x: 1234, y: 56 } }]);
    store.getState().endNodeDrag();
    store.flushPersisted();
    return storage;
  }

  it('puts back a drag the server never got, as one undoable step', async () => {
    const storage = await dragWithoutSaving();
    const { store } = await openEditor(storage, { getFlow: vi.fn(async () => ({ flow: big, repairs: 0 })) });
    const moved = () => store.getState().nodes.find((node) => node.id === 'm3')?.position;
    expect(moved()).toEqual({ x: 1234, y: 56 });
    expect(store.getState().hasChanges).toBe(true);
    expect(store.getState().notice).toMatchObject({
      action: 'undo',
      text: { key: 'editor.offline.positionsRestored', params: { n: 1 } },
    });
    store.getState().undo();
    expect(moved()).toEqual({ x: 1200, y: 800 });
  });

  it('ignores them when the server has another revision, or a newer backup covers the work', async () => {
    const storage = await dragWithoutSaving();
    const newer = { ...big, revision: 5 };
    const other = await openEditor(storage, { getFlow: vi.fn(async () => ({ flow: newer, repairs: 0 })) });
    expect(other.store.getState().hasChanges).toBe(false);

    const again = await dragWithoutSaving();
    again.values.set(
      'plubot-backup-bot-1',
      JSON.stringify({ ...big, nodes: [START], timestamp: Date.now() }),
    );
    const backedUp = await openEditor(again, { getFlow: vi.fn(async () => ({ flow: big, repairs: 0 })) });
    expect(backedUp.store.getState().hasChanges).toBe(false);
  });
});
