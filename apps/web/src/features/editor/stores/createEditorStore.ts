import { createHistory, type FlowHistory, STORAGE_KEYS } from '@plubot/flow';
import type { Viewport } from '@xyflow/react';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { createDebouncedStorage } from '../helpers/createDebouncedStorage';
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
  lastSyncByProject: Record<string, number>;
}

/** The persisted store's schema version (the `v5` of its key). */
export const PERSISTED_STORE_VERSION = 5;

/**
 * Creates the store of one editor instance (zustand `createStore`, provided through context):
 * the flow, history, save and UI slices. The editor state is persisted under
 * `plubot-flow-storage-v5` with writes debounced by 1 s; on creation only the user's preferences
 * (ultra mode, snap grid) and the per-bot last-sync stamps are read back — the flow itself always
 * comes from the server, and unsaved work from the local backup.
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

  const store = createStore<EditorState>()(
    persist(
      (...args) => ({
        ...createFlowSlice(now)(...args),
        ...createHistorySlice(...args),
        ...createSaveSlice({ api: deps.api, storage, now })(...args),
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
          lastSyncByProject: state.lastSyncByProject,
        }),
        migrate: (persisted) => persisted as PersistedEditorState,
        merge: (persisted, current) => mergePreferences(persisted, current),
      },
    ),
  );
  isLoaded = () => store.getState().loadState === 'loaded';
  return Object.assign(store, {
    /** Writes a pending persisted state now (the page is going away). */
    flushPersisted: persistStorage.flush,
  });
}

/** One editor instance's store. */
export type EditorStore = ReturnType<typeof createEditorStore>;

/** Takes the preferences and last-sync stamps from the persisted state, nothing else. */
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
  };
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
