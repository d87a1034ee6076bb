import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import type { EditorApi } from '../helpers/editorApi';
import type { EditorNode, StoredFlow } from '../types';
import { createEditorStore, mergePreferences } from './createEditorStore';

const START: EditorNode = {
  id: 'start-1',
  type: 'start',
  position: { x: 100, y: 100 },
  data: { label: 'Inicio' },
};

function storedFlow(overrides: Partial<StoredFlow> = {}): StoredFlow {
  return {
    flowName: 'Flujo sin título',
    nodes: [START],
    edges: [],
    viewport: { x: 0, y: 0, zoom: 1 },
    revision: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

async function loadedStore(api: Partial<EditorApi> = {}, flow = storedFlow()) {
  const storage = memoryStorage();
  const fullApi: EditorApi = {
    getFlow: vi.fn(async () => ({ flow, repairs: 0 })),
    saveFlow: vi.fn(async () => ({ revision: 2, savedAt: '2025-01-01T00:01:00.000Z', message: 'ok' })),
    ...api,
  };
  let clock = 1_000;
  const store = createEditorStore({ api: fullApi, storage, now: () => (clock += 1000) });
  await store.getState().loadFlow('bot-1');
  return { store, api: fullApi, storage };
}

describe('editor store: editing', () => {
  it('loads the server’s flow as saved, with an empty history', async () => {
    const { store } = await loadedStore();
    const state = store.getState();
    expect(state.loadState).toBe('loaded');
    expect(state.nodes).toEqual([START]);
    expect(state.hasChanges).toBe(false);
    expect(state.lastSaved).toBeNull();
    expect(state.history.past).toEqual([]);
  });

  it('adds a decision from the palette with its two option nodes, as one undo step', async () => {
    const { store } = await loadedStore();
    store.getState().addNode('decision', { x: 400, y: 100 });
    const types = store.getState().nodes.map((node) => node.type);
    expect(types).toEqual(['start', 'decision', 'option', 'option']);
    expect(store.getState().edges).toHaveLength(2);
    expect(store.getState().hasChanges).toBe(true);
    store.getState().undo();
    expect(store.getState().nodes).toEqual([START]);
    store.getState().redo();
    expect(store.getState().nodes).toHaveLength(4);
  });

  it('connects only what the rules allow, and says why otherwise', async () => {
    const { store } = await loadedStore();
    const end = store.getState().addNode('end', { x: 100, y: 400 });
    const message = store.getState().addNode('message', { x: 600, y: 400 });
    expect(
      store
        .getState()
        .connect({ source: 'start-1', target: end, sourceHandle: 'output', targetHandle: null }),
    ).toBe(false);
    expect(store.getState().notice?.text).toMatchObject({ flow: { code: 'connection.notAllowed' } });
    expect(
      store
        .getState()
        .connect({ source: 'start-1', target: message, sourceHandle: 'output', targetHandle: null }),
    ).toBe(true);
    const [edge] = store.getState().edges;
    expect(edge).toMatchObject({ source: 'start-1', target: message, type: 'elite-edge' });
    expect(edge).not.toHaveProperty('sourceHandle');
    // The same connection again is a duplicate, even though the stored edge has no handle names.
    expect(
      store
        .getState()
        .connect({ source: 'start-1', target: message, sourceHandle: 'output', targetHandle: null }),
    ).toBe(false);
  });

  it('deletes a node with everything downstream and offers to undo it', async () => {
    const { store } = await loadedStore();
    const message = store.getState().addNode('message', { x: 600, y: 400 });
    const end = store.getState().addNode('end', { x: 600, y: 800 });
    store.getState().connect({ source: 'start-1', target: message, sourceHandle: null, targetHandle: null });
    store.getState().connect({ source: message, target: end, sourceHandle: null, targetHandle: null });
    store.getState().deleteElements({ nodeIds: [message] });
    expect(store.getState().nodes.map((node) => node.id)).toEqual(['start-1']);
    expect(store.getState().edges).toEqual([]);
    expect(store.getState().notice).toMatchObject({ action: 'undo', text: { params: { n: 2 } } });
    store.getState().undo();
    expect(store.getState().nodes).toHaveLength(3);
  });

  it('offers to undo the deletion of a single node, not of a lone connection', async () => {
    const { store } = await loadedStore();
    const message = store.getState().addNode('message', { x: 600, y: 400 });
    store.getState().connect({ source: 'start-1', target: message, sourceHandle: null, targetHandle: null });
    const edgeId = store.getState().edges[0]!.id;
    store.getState().deleteElements({ edgeIds: [edgeId] });
    expect(store.getState().edges).toEqual([]);
    expect(store.getState().notice).toBeNull();
    store.getState().deleteElements({ nodeIds: [message] });
    expect(store.getState().notice).toMatchObject({
      action: 'undo',
      text: { key: 'editor.access.deleted', params: { count: 1 } },
    });
    store.getState().undo();
    expect(store.getState().nodes.map((node) => node.id)).toContain(message);
    // Undone by Ctrl/Cmd+Z as well as by the notice: the offer goes with it.
    expect(store.getState().notice).toBeNull();
  });

  it('moves nodes by a distance as one undoable step', async () => {
    const { store } = await loadedStore();
    const message = store.getState().addNode('message', { x: 600, y: 400 });
    const before = store.getState().nodes.find((node) => node.id === message)!.position;
    store.getState().moveNodes([message], { x: 15, y: -15 });
    expect(store.getState().nodes.find((node) => node.id === message)!.position).toEqual({
      x: before.x + 15,
      y: before.y - 15,
    });
    expect(store.getState().hasChanges).toBe(true);
    store.getState().undo();
    expect(store.getState().nodes.find((node) => node.id === message)!.position).toEqual(before);
  });

  it('saves a decision’s conditions, regenerating its options; refuses an empty question', async () => {
    const { store } = await loadedStore();
    const decision = store.getState().addNode('decision', { x: 400, y: 100 });
    const node = store.getState().nodes.find((candidate) => candidate.id === decision)!;
    const conditions = [
      ...(node.data.conditions as { id: string; text: string }[]),
      { id: `${decision}-cond-2`, text: 'Tal vez' },
    ];
    expect(store.getState().saveDecision(decision, { question: '', conditions })).toMatchObject({
      code: 'decision.questionEmpty',
    });
    expect(store.getState().saveDecision(decision, { question: ' ¿Seguimos? ', conditions })).toBeUndefined();
    const options = store.getState().nodes.filter((candidate) => candidate.type === 'option');
    expect(options.map((option) => option.data.text)).toEqual(['Opción A', 'Opción B', 'Tal vez']);
    expect(store.getState().nodes.find((candidate) => candidate.id === decision)?.data.question).toBe(
      '¿Seguimos?',
    );
  });

  it('duplicates a node labelled “(Copia)” off the original', async () => {
    const { store } = await loadedStore();
    const copy = store.getState().duplicateNode('start-1')!;
    const node = store.getState().nodes.find((candidate) => candidate.id === copy)!;
    expect(node.data.label).toBe('Inicio (Copia)');
    // 50 px down and right would cover most of the original: the copy takes the closest spot that
    // keeps 40 px from it (start node 180 × 80 at 100, 100).
    expect(node.position).toEqual({ x: 150, y: 230 });
  });

  it('does not record selection or measurement as changes', async () => {
    const { store } = await loadedStore();
    store.getState().onNodesChange([{ type: 'select', id: 'start-1', selected: true }]);
    store
      .getState()
      .onNodesChange([{ type: 'dimensions', id: 'start-1', dimensions: { width: 180, height: 80 } }]);
    expect(store.getState().hasChanges).toBe(false);
    expect(store.getState().history.past).toEqual([]);
    store.getState().beginNodeDrag();
    for (const x of [110, 120, 130]) {
      store
        .getState()
        .onNodesChange([{ type: 'position', id: 'start-1', position: { x, y: 100 }, dragging: true }]);
    }
    store.getState().endNodeDrag();
    expect(store.getState().hasChanges).toBe(true);
    expect(store.getState().history.past).toHaveLength(1);
  });
});

describe('editor store: saving', () => {
  it('refuses to save a flow without an end node, keeping the work locally', async () => {
    const { store, api, storage } = await loadedStore();
    store.getState().addNode('message', { x: 0, y: 300 });
    expect(await store.getState().save({ manual: true })).toBe(false);
    expect(api.saveFlow).not.toHaveBeenCalled();
    expect(store.getState().saveMessage).toMatchObject({
      flow: { code: 'save.missingStartOrEnd', params: { missing: 'fin' } },
    });
    expect(storage.values.has('plubot-backup-bot-1')).toBe(true);
    expect(store.getState().notice).toMatchObject({ tone: 'warning', action: 'addEnd' });
  });

  it("offers 'Añadir fin': an End connected from the dead end, after which the flow saves", async () => {
    const { store, api } = await loadedStore();
    const messageId = store.getState().addNode('message', { x: 0, y: 300 });
    store
      .getState()
      .connect({ source: 'start-1', target: messageId, sourceHandle: null, targetHandle: null });
    const endId = store.getState().addMissingEnd();
    const state = store.getState();
    expect(state.nodes.find((node) => node.id === endId)?.type).toBe('end');
    expect(state.edges.some((edge) => edge.source === messageId && edge.target === endId)).toBe(true);
    expect(state.history.past.length).toBeGreaterThan(0);
    expect(await store.getState().save({ manual: true })).toBe(true);
    expect(api.saveFlow).toHaveBeenCalledTimes(1);
  });

  it('saves with the revision it started from, then clears the flag and the local backup', async () => {
    const { store, api, storage } = await loadedStore();
    store.getState().addNode('end', { x: 0, y: 300 });
    store.getState().writeBackup();
    expect(await store.getState().save()).toBe(true);
    expect(api.saveFlow).toHaveBeenCalledWith('bot-1', expect.objectContaining({ baseRevision: 1 }));
    const state = store.getState();
    expect(state).toMatchObject({ hasChanges: false, revision: 2, saveStatus: 'success' });
    expect(state.lastSaved).toBe(Date.parse('2025-01-01T00:01:00.000Z'));
    expect(state.lastSyncByProject['bot-1']).toBeGreaterThan(0);
    expect(storage.values.has('plubot-backup-bot-1')).toBe(false);
    // Nothing changed since: autosave sends nothing.
    expect(await store.getState().save()).toBe(true);
    expect(api.saveFlow).toHaveBeenCalledTimes(1);
  });

  it('runs one save at a time', async () => {
    let finish: () => void = () => undefined;
    const saveFlow = vi.fn(
      () =>
        new Promise<{ revision: number; savedAt: string; message: string }>((resolve) => {
          finish = () => resolve({ revision: 2, savedAt: '2025-01-01T00:01:00.000Z', message: 'ok' });
        }),
    );
    const { store } = await loadedStore({ saveFlow });
    store.getState().addNode('end', { x: 0, y: 300 });
    const first = store.getState().save();
    expect(await store.getState().save({ manual: true })).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(saveFlow).toHaveBeenCalledTimes(1);
  });

  it('keeps changes made during a save flagged as unsaved', async () => {
    let finish: () => void = () => undefined;
    const saveFlow = vi.fn(
      () =>
        new Promise<{ revision: number; savedAt: string; message: string }>((resolve) => {
          finish = () => resolve({ revision: 2, savedAt: '2025-01-01T00:01:00.000Z', message: 'ok' });
        }),
    );
    const { store } = await loadedStore({ saveFlow });
    store.getState().addNode('end', { x: 0, y: 300 });
    const saving = store.getState().save();
    store.getState().addNode('message', { x: 500, y: 300 });
    finish();
    await saving;
    expect(store.getState().hasChanges).toBe(true);
  });

  it('answers a 409 with the conflict, changes nothing, and merges both sides on request', async () => {
    const theirs = storedFlow({
      nodes: [
        START,
        { id: 'theirs', type: 'message' as const, position: { x: 0, y: 600 }, data: { label: 'Suyo' } },
      ],
      revision: 2,
      updatedAt: '2025-01-01T00:02:00.000Z',
    });
    const getFlow = vi.fn(async () => ({ flow: storedFlow(), repairs: 0 }));
    const saveFlow = vi
      .fn<EditorApi['saveFlow']>()
      .mockRejectedValueOnce(
        new ApiError(409, 'Conflicto', 'FLOW_CONFLICT', undefined, { currentRevision: 2 }),
      )
      .mockResolvedValueOnce({ revision: 3, savedAt: '2025-01-01T00:03:00.000Z', message: 'ok' });
    const { store, storage } = await loadedStore({ getFlow, saveFlow });
    const end = store.getState().addNode('end', { x: 0, y: 300 });
    expect(await store.getState().save()).toBe(false);
    expect(store.getState().conflict).toEqual({ currentRevision: 2, resolving: false });
    expect(store.getState().hasChanges).toBe(true);
    expect(storage.values.has('plubot-backup-bot-1')).toBe(true);

    getFlow.mockResolvedValueOnce({ flow: theirs, repairs: 0 });
    await store.getState().resolveConflict('merge');
    expect(saveFlow).toHaveBeenLastCalledWith('bot-1', expect.objectContaining({ baseRevision: 2 }));
    const saved = saveFlow.mock.calls.at(-1)![1];
    expect(saved.nodes.map((node) => node.id)).toEqual(['start-1', 'theirs', end]);
    expect(store.getState()).toMatchObject({ conflict: null, hasChanges: false, revision: 3 });
  });

  it('loads the server’s version on request, leaving this editor’s one a Deshacer away', async () => {
    const theirs = storedFlow({
      nodes: [START],
      flowName: 'Suyo',
      revision: 5,
      updatedAt: '2025-01-01T00:05:00.000Z',
    });
    const saveFlow = vi
      .fn<EditorApi['saveFlow']>()
      .mockRejectedValue(new ApiError(409, '', 'FLOW_CONFLICT', undefined, {}));
    const { store, api } = await loadedStore({ saveFlow });
    store.getState().addNode('end', { x: 0, y: 300 });
    await store.getState().save();
    expect(store.getState().conflict?.currentRevision).toBeNull();
    vi.mocked(api.getFlow).mockResolvedValueOnce({ flow: theirs, repairs: 0 });
    await store.getState().resolveConflict('server');
    expect(store.getState()).toMatchObject({
      flowName: 'Suyo',
      revision: 5,
      hasChanges: false,
      conflict: null,
    });
    store.getState().undo();
    expect(store.getState().nodes.map((node) => node.type)).toEqual(['start', 'end']);
  });

  it('writes the flow to the local backup when the server cannot be reached', async () => {
    const saveFlow = vi.fn<EditorApi['saveFlow']>().mockRejectedValue(new ApiError(0, ''));
    const { store, storage } = await loadedStore({ saveFlow });
    store.getState().addNode('end', { x: 0, y: 300 });
    expect(await store.getState().save()).toBe(false);
    expect(store.getState().saveMessage).toEqual({ key: 'editor.errors.offline' });
    const backup = JSON.parse(storage.values.get('plubot-backup-bot-1')!);
    expect(backup.nodes).toHaveLength(2);
    expect(JSON.parse(storage.values.get('plubot-nodes-emergency-backup-bot-1')!).nodes).toHaveLength(2);
  });

  it('recovers an offered backup as an undoable change', async () => {
    const { store } = await loadedStore();
    const nodes: EditorNode[] = [
      START,
      { id: 'm', type: 'message', position: { x: 0, y: 0 }, data: { label: 'x' } },
    ];
    store.getState().offerRecovery({
      reason: 'backup',
      backup: { nodes, edges: [], timestamp: 1, flowName: 'Recuperado' },
    });
    store.getState().recover();
    expect(store.getState()).toMatchObject({ recovery: null, hasChanges: true, flowName: 'Recuperado' });
    expect(store.getState().nodes).toEqual(nodes);
    store.getState().offerRecovery({ reason: 'loss', backup: { nodes, edges: [], timestamp: 1 } });
    store.getState().dismissRecovery();
    expect(store.getState().lossDismissed).toBe(true);
  });
});

describe('mergePreferences', () => {
  it('takes only preferences and last-sync stamps from the persisted store', async () => {
    const { store } = await loadedStore();
    const merged = mergePreferences(
      { isUltraMode: true, snapToGrid: 'yes', nodes: [], lastSyncByProject: { a: 5, b: 'x' } },
      store.getState(),
    );
    expect(merged.isUltraMode).toBe(true);
    expect(merged.snapToGrid).toBe(false);
    expect(merged.nodes).toEqual([START]);
    expect(merged.lastSyncByProject).toEqual({ a: 5 });
  });
});

describe('the undo history across a reload (spec §9)', () => {
  /** Edits and saves a flow in one editor, then opens it in a new editor on the same storage. */
  async function reopen(serverRevisionOnReopen: number, { saveFirst = true } = {}) {
    const storage = memoryStorage();
    let serverFlow = storedFlow();
    const api: EditorApi = {
      getFlow: vi.fn(async () => ({ flow: serverFlow, repairs: 0 })),
      saveFlow: vi.fn(async (_id, body) => {
        serverFlow = storedFlow({ nodes: body.nodes as EditorNode[], edges: body.edges, revision: 2 });
        return { revision: 2, savedAt: '2025-01-01T00:01:00.000Z', message: 'ok' };
      }),
    };
    const first = createEditorStore({ api, storage, persistDelayMs: 0 });
    await first.getState().loadFlow('bot-1');
    first.getState().addNode('message', { x: 100, y: 300 });
    first.getState().addNode('end', { x: 100, y: 500 });
    if (saveFirst) await first.getState().save({ manual: true });
    first.flushPersisted();
    serverFlow = { ...serverFlow, revision: serverRevisionOnReopen };
    const second = createEditorStore({ api, storage, persistDelayMs: 0 });
    await second.getState().loadFlow('bot-1');
    return second;
  }

  it('gives the history back to the same flow at the same revision: Deshacer still works', async () => {
    const store = await reopen(2);
    expect(store.getState().history.past).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().nodes.map((node) => node.type)).toEqual(['start', 'message']);
  });

  it('starts empty when the flow changed on the server since', async () => {
    const store = await reopen(3);
    expect(store.getState().history.past).toEqual([]);
  });

  it('starts empty when the persisted work was never saved (the local backup has it)', async () => {
    const store = await reopen(1, { saveFirst: false });
    expect(store.getState().history.past).toEqual([]);
  });
});
