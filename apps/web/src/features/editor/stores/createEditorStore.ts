import { createHistory, type FlowHistory, flowHistorySchema, STORAGE_KEYS } from '@plubot/flow';
import type { Viewport } from '@xyflow/react';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { createDebouncedStorage } from '../helpers/createDebouncedStorage';
import { createFlowCacheWriter } from '../helpers/flowCacheWriter';
import { trimHistoryForStorage } from '../helpers/trimHistoryForStorage';
import type { EditorEdge, EditorNode } from '../types';
import type { EditorState, EditorStoreDeps } from './editorStoreTypes';
import { createFlowSlice } from './slices/flowSlice';
import { createHistorySlice } from './slices/historySlice';
import { createSaveSlice } from './slices/saveSlice';
import { createUiSlice } from './slices/uiSlice';

/** What the persisted store `plubot-flow-storage-v5` holds (spec §9). */
export interface PersistedEditorState {
  plubotId: string | null;
  flowName: string;
  nodes: EditorNode[];
  edges: EditorEdge[];
  viewport: Viewport;
  isUltraMode: boolean;
  snapToGrid: boolean;
  history: FlowHistory;
  /** The server revision the persisted nodes and history stand on. */
  revision: number;
  /** Whether the persisted nodes had unsaved changes (then the history is not given back). */
  hasChanges: boolean;
  lastSyncByProject: Record<string, number>;
}

/** The persisted store's schema version (the `v5` of its key). */
export const PERSISTED_STORE_VERSION = 5;

/**
 * Creates the store of one editor instance (zustand `createStore`, provided through context):
 * the flow, history, save and UI slices. The editor state is persisted under
 * `plubot-flow-storage-v5` with writes debounced by 1 s; on creation the user's preferences
 * (ultra mode, snap grid), the per-bot last-sync stamps and the undo history are read back — the
 * flow itself always comes from the server, unsaved work from the local backup, and the history is
 * given back only to the same flow at the same revision. The local flow cache (`plubot-flow-{id}`,
 * spec §9) keeps the last flow known in sync with the server, and where the nodes stand, with the
 * same 1 s debounce.
 */
export function createEditorStore(deps: EditorStoreDeps) {
  const storage = deps.storage ?? createMemoryStorage();
  const now = deps.now ?? Date.now;
  let isLoaded = () => false;
  const persistStorage = createDebouncedStorage<PersistedEditorState>({
    storage: () => storage,
    delayMs: deps.persistDelayMs ?? 1000,
    shouldWrite: (value) => value.state.plubotId !== null && isLoaded(),
    shrink: (value) => ({ ...value, state: { ...value.state, history: createHistory() } }),
  });
  const flowCache = createFlowCacheWriter({
    storage: () => storage,
    now,
    delayMs: deps.persistDelayMs ?? 1000,
  });

  const store = createStore<EditorState>()(
    persist(
      (...args) => ({
        ...createFlowSlice(now)(...args),
        ...createHistorySlice(...args),
        ...createSaveSlice({ api: deps.api, storage, now, flowCache })(...args),
        ...createUiSlice(...args),
      }),
      {
        name: STORAGE_KEYS.flowStore,
        version: PERSISTED_STORE_VERSION,
        storage: persistStorage,
        partialize: (state): PersistedEditorState => ({
          plubotId: state.plubotId,
          flowName: state.flowName,
          nodes: state.nodes,
          edges: state.edges,
          viewport: state.viewport,
          isUltraMode: state.isUltraMode,
          snapToGrid: state.snapToGrid,
          history: trimHistoryForStorage(state.history, state.nodes.length),
          revision: state.revision,
          hasChanges: state.hasChanges,
          lastSyncByProject: state.lastSyncByProject,
        }),
        migrate: (persisted) => persisted as PersistedEditorState,
        merge: (persisted, current) => mergePreferences(persisted, current),
      },
    ),
  );
  isLoaded = () => store.getState().loadState === 'loaded';
  store.subscribe((state, previous) => {
    if (state.nodes === previous.nodes || !state.plubotId || state.loadState !== 'loaded') return;
    flowCache.savePositions(state.plubotId, () => store.getState());
  });
  return Object.assign(store, {
    /** Writes a pending persisted state and local flow cache now (the page is going away). */
    flushPersisted: () => {
      persistStorage.flush();
      flowCache.flush();
    },
  });
}

/** One editor instance's store. */
export type EditorStore = ReturnType<typeof createEditorStore>;

/**
 * Takes the preferences, the last-sync stamps and the undo history (when it is well formed and was
 * recorded on saved content) from the persisted state, nothing else.
 */
export function mergePreferences(persisted: unknown, current: EditorState): EditorState {
  if (typeof persisted !== 'object' || persisted === null) return current;
  const saved = persisted as Partial<PersistedEditorState>;
  const stamps =
    typeof saved.lastSyncByProject === 'object' && saved.lastSyncByProject !== null
      ? Object.fromEntries(
          Object.entries(saved.lastSyncByProject).filter(([, value]) => typeof value === 'number'),
        )
      : {};
  return {
    ...current,
    isUltraMode: typeof saved.isUltraMode === 'boolean' ? saved.isUltraMode : current.isUltraMode,
    snapToGrid: typeof saved.snapToGrid === 'boolean' ? saved.snapToGrid : current.snapToGrid,
    lastSyncByProject: { ...stamps, ...current.lastSyncByProject },
    restorableHistory: readRestorableHistory(saved),
  };
}

function readRestorableHistory(saved: Partial<PersistedEditorState>): EditorState['restorableHistory'] {
  if (
    typeof saved.plubotId !== 'string' ||
    typeof saved.revision !== 'number' ||
    saved.hasChanges !== false
  ) {
    return null;
  }
  const history = flowHistorySchema.safeParse(saved.history);
  if (!history.success || (history.data.past.length === 0 && history.data.future.length === 0)) return null;
  return { plubotId: saved.plubotId, revision: saved.revision, history: history.data };
}

function createMemoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
