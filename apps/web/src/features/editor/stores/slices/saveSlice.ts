import {
  checkFlowSavable,
  createHistory,
  DEFAULT_FLOW_NAME,
  type FlowHistory,
  recordHistory,
} from '@plubot/flow';
import { describeApiError, getConflictRevision, isFlowConflict } from '../../helpers/describeApiError';
import { isServerUnreachable } from '../../helpers/editorApi';
import { withEstimatedGeometry } from '../../helpers/estimateNodeGeometry';
import {
  applyCachedPositions,
  clearOtherFlowCaches,
  FLOW_CACHE_LIMITS,
  readCachedFlow,
  readCachedPositions,
} from '../../helpers/flowCache';
import type { FlowCacheWriter } from '../../helpers/flowCacheWriter';
import {
  clearLocalBackup,
  isBackupNewerThanServer,
  isSameGraph,
  readLocalBackup,
  writeLocalBackup,
} from '../../helpers/localBackup';
import { mergeFlowChanges } from '../../helpers/mergeFlowChanges';
import { toEditorEdges, toEditorNodes, toFlowGraph } from '../../helpers/toFlowGraph';
import { buildSaveBody, toStoredFlowName } from '../../helpers/toStoredFlow';
import type { StoredFlow } from '../../types';
import { commitGraph, snapshotOf } from '../commitGraph';
import type { EditorSliceCreator, EditorStoreDeps, RestorableHistory, SaveSlice } from '../editorStoreTypes';

type SaveDeps = Required<Pick<EditorStoreDeps, 'api' | 'storage' | 'now'>> & {
  /** The local flow cache (spec §9): the last flow known in sync with the server. */
  readonly flowCache: FlowCacheWriter;
};

/**
 * Loading, saving (one at a time, with the revision it started from) and conflict handling; the
 * local flow cache and working offline when the server cannot be reached.
 */
export function createSaveSlice(deps: SaveDeps): EditorSliceCreator<SaveSlice> {
  const { api, storage, now, flowCache } = deps;
  return (set, get) => {
    let reconnecting = false;

    /** Takes the server's newer flow and re-applies this editor's changes on top of it. */
    const applyMerge = (flow: StoredFlow) => {
      const mine = get();
      const theirs = { nodes: toEditorNodes(flow.nodes), edges: toEditorEdges(flow.edges) };
      const merged = mergeFlowChanges(mine.serverBase, mine, theirs);
      const flowName = mine.flowName === mine.serverBase.flowName ? flow.flowName : mine.flowName;
      set({
        ...commitGraph(mine, { nodes: merged.nodes, edges: merged.edges }),
        flowName,
        revision: flow.revision,
        serverBase: { ...theirs, flowName: flow.flowName },
        conflict: null,
      });
      if (mine.plubotId) flowCache.saveFlow(mine.plubotId, flow);
    };

    /**
     * After opening a flow of 10+ nodes: positions this browser kept for the same revision (a drag
     * the server never got, e.g. the tab crashed before autosave) are applied as one undoable step,
     * unless a newer local backup exists — the recovery dialog offers that fuller copy instead.
     */
    const restoreCachedPositions = (plubotId: string) => {
      const state = get();
      if (state.nodes.length < FLOW_CACHE_LIMITS.positionsMinNodes) return;
      const cached = readCachedPositions(storage, plubotId, now());
      if (!cached || cached.revision !== state.revision) return;
      const moved = applyCachedPositions(state.nodes, cached);
      if (!moved) return;
      const backup = readLocalBackup(storage, plubotId);
      const server = { ...state.serverBase, revision: state.revision, updatedAt: state.serverUpdatedAt };
      if (backup && isBackupNewerThanServer(backup, server)) return;
      set(commitGraph(state, { nodes: moved.nodes }));
      state.showNotice(
        'info',
        { key: 'editor.offline.positionsRestored', params: { n: moved.moved } },
        'undo',
      );
    };

    /** Shows a flow as saved, replacing the graph (from the server, or its cached copy offline). */
    const showFlow = (flow: StoredFlow, options: { undoable?: boolean } = {}) => {
      const state = get();
      const nodes = toEditorNodes(flow.nodes);
      const edges = toEditorEdges(flow.edges);
      const contentVersion = state.contentVersion + 1;
      const savedAt = Date.parse(flow.updatedAt);
      set({
        nodes: withEstimatedGeometry(nodes, edges),
        edges,
        flowName: flow.flowName,
        ...(options.undoable ? {} : { viewport: readViewport(flow) ?? state.viewport }),
        history: options.undoable
          ? recordHistory(state.history, snapshotOf(state))
          : restoredHistory(state.restorableHistory, state.plubotId, flow.revision),
        restorableHistory: null,
        revision: flow.revision,
        serverUpdatedAt: flow.updatedAt,
        serverBase: { nodes, edges, flowName: flow.flowName },
        contentVersion,
        savedVersion: contentVersion,
        hasChanges: false,
        lastSaved: flow.revision > 1 && !Number.isNaN(savedAt) ? savedAt : state.lastSaved,
        conflict: null,
        autosaveBlocked: null,
        menu: null,
      });
    };

    /** Saves the flow; `wasOffline`: the server had stopped answering (a success brings the editor back). */
    const saveFlow = async (manual: boolean, wasOffline: boolean): Promise<boolean> => {
      const state = get();
      const plubotId = state.plubotId;
      if (!plubotId || state.isSaving || state.loadState !== 'loaded') return false;
      const savable = checkFlowSavable(toFlowGraph(state.nodes, state.edges));
      if (!savable.ok) {
        const text = { flow: savable.error };
        set({
          autosaveBlocked: text,
          ...(manual ? { saveStatus: 'error' as const, saveMessage: text, saveStatusAt: now() } : {}),
        });
        const lacksEnd = state.nodes.length > 0 && !state.nodes.some((node) => node.type === 'end');
        if (manual && lacksEnd) get().showNotice('warning', text, 'addEnd');
        if (state.hasChanges) get().writeBackup();
        return false;
      }
      const flowName = toStoredFlowName(state.flowName);
      const unchanged =
        !state.hasChanges || (flowName === state.serverBase.flowName && isSameGraph(state, state.serverBase));
      if (unchanged) {
        set({
          hasChanges: false,
          savedVersion: state.contentVersion,
          autosaveBlocked: null,
          ...(manual
            ? {
                saveStatus: 'success' as const,
                saveMessage: { key: 'editor.save.success' },
                saveStatusAt: now(),
              }
            : {}),
        });
        clearLocalBackup(storage, plubotId);
        return true;
      }

      const version = state.contentVersion;
      const body = buildSaveBody({ ...state, baseRevision: state.revision });
      set({
        isSaving: true,
        saveStatus: 'saving',
        saveMessage: { key: 'editor.save.saving' },
        saveStatusAt: now(),
        autosaveBlocked: null,
      });
      try {
        const result = await api.saveFlow(plubotId, body);
        const after = get();
        const stillChanged = after.contentVersion !== version;
        const savedAt = Date.parse(result.savedAt);
        set({
          isSaving: false,
          revision: result.revision,
          serverUpdatedAt: result.savedAt,
          lastSaved: Number.isNaN(savedAt) ? now() : savedAt,
          savedVersion: version,
          hasChanges: stillChanged,
          serverBase: { nodes: state.nodes, edges: state.edges, flowName: body.flowName },
          saveStatus: 'success',
          saveMessage: { key: 'editor.save.success' },
          saveStatusAt: now(),
          conflict: null,
          offline: null,
          lastSyncByProject: { ...after.lastSyncByProject, [plubotId]: now() },
        });
        flowCache.saveFlow(plubotId, {
          flowName: body.flowName,
          nodes: body.nodes,
          edges: body.edges,
          viewport: state.viewport,
          revision: result.revision,
          updatedAt: result.savedAt,
        });
        if (!stillChanged) clearLocalBackup(storage, plubotId);
        if (wasOffline) get().showNotice('success', { key: 'editor.offline.synced' });
        return true;
      } catch (error) {
        set({ isSaving: false });
        get().writeBackup();
        if (isFlowConflict(error)) {
          set({
            conflict: { currentRevision: getConflictRevision(error), resolving: false },
            offline: null,
            saveStatus: 'error',
            saveMessage: { key: 'editor.conflict.toast' },
            saveStatusAt: now(),
          });
        } else if (isServerUnreachable(error)) {
          // Autosave waits and the offline sync retries; the work is in the local backup meanwhile.
          set({
            offline: get().offline ?? { since: now(), cachedAt: null },
            saveStatus: 'error',
            saveMessage: { key: wasOffline ? 'editor.offline.saveLater' : 'editor.errors.offline' },
            saveStatusAt: now(),
          });
        } else {
          set({
            offline: null,
            saveStatus: 'error',
            saveMessage: describeApiError(error, 'editor.save.unknownError'),
            saveStatusAt: now(),
          });
        }
        return false;
      }
    };

    return {
      loadState: 'loading',
      loadError: null,
      revision: 0,
      serverUpdatedAt: '',
      serverBase: { nodes: [], edges: [], flowName: DEFAULT_FLOW_NAME },
      savedVersion: 0,
      hasChanges: false,
      isSaving: false,
      lastSaved: null,
      saveStatus: 'idle',
      saveMessage: null,
      saveStatusAt: 0,
      conflict: null,
      autosaveBlocked: null,
      restorableHistory: null,
      offline: null,

      loadFlow: async (plubotId) => {
        set({ plubotId, loadState: 'loading', loadError: null });
        try {
          const { flow } = await api.getFlow(plubotId);
          if (get().plubotId !== plubotId) return;
          get().applyServerFlow(flow);
          set({ loadState: 'loaded', offline: null });
          restoreCachedPositions(plubotId);
        } catch (error) {
          if (get().plubotId !== plubotId) return;
          const cached = isServerUnreachable(error) ? readCachedFlow(storage, plubotId) : undefined;
          if (!cached) {
            set({ loadState: 'error', loadError: describeApiError(error, 'editor.load.error') });
            return;
          }
          showFlow(cached.flow);
          set({ loadState: 'loaded', offline: { since: now(), cachedAt: cached.savedAt } });
        }
      },

      reconnect: async () => {
        const { plubotId, offline, isSaving } = get();
        if (!plubotId || !offline || isSaving || reconnecting) return;
        reconnecting = true;
        try {
          const { flow } = await api.getFlow(plubotId);
          const state = get();
          if (state.plubotId !== plubotId || !state.offline) return;
          // The server answers: back online before saving, so that a flow that cannot be saved
          // yet (no End …) says why once instead of on every retry.
          set({ offline: null });
          if (state.hasChanges) {
            await saveFlow(true, true);
            return;
          }
          // Nothing local to keep: a newer revision saved elsewhere meanwhile is simply shown.
          if (flow.revision !== state.revision) state.applyServerFlow(flow);
          get().showNotice('success', { key: 'editor.offline.back' });
        } catch (error) {
          if (!isServerUnreachable(error) && get().offline) {
            set({ offline: null });
            get().showNotice('error', describeApiError(error, 'editor.load.error'));
          }
        } finally {
          reconnecting = false;
        }
      },

      applyServerFlow: (flow, options = {}) => {
        showFlow(flow, options);
        const plubotId = get().plubotId;
        if (plubotId) flowCache.saveFlow(plubotId, flow);
      },

      save: ({ manual = false } = {}) => saveFlow(manual, get().offline !== null),

      resolveConflict: async (choice) => {
        const state = get();
        const { plubotId, conflict } = state;
        if (!plubotId || !conflict || conflict.resolving) return;
        set({ conflict: { ...conflict, resolving: true } });
        try {
          if (choice === 'overwrite') {
            const revision = conflict.currentRevision ?? (await api.getFlow(plubotId)).flow.revision;
            set({ revision, conflict: null });
            await get().save({ manual: true });
            return;
          }
          const { flow } = await api.getFlow(plubotId);
          if (choice === 'server') {
            get().applyServerFlow(flow, { undoable: true });
            clearLocalBackup(storage, plubotId);
            return;
          }
          applyMerge(flow);
          await get().save({ manual: true });
        } catch (error) {
          set({ conflict: { ...conflict, resolving: false } });
          get().showNotice('error', describeApiError(error, 'editor.save.unknownError'));
        }
      },

      discardChanges: () => {
        if (get().hasChanges) get().writeBackup();
        set({ hasChanges: false });
      },

      writeBackup: (graph) => {
        const state = get();
        const { plubotId } = state;
        if (!plubotId) return false;
        const backup = {
          nodes: graph?.nodes ?? state.nodes,
          edges: graph?.edges ?? state.edges,
          timestamp: now(),
          revision: state.revision,
          flowName: state.flowName,
        };
        if (writeLocalBackup(storage, plubotId, backup)) return true;
        // Unsaved work matters more than other bots' cached copies: make room and try once more.
        clearOtherFlowCaches(storage, plubotId);
        return writeLocalBackup(storage, plubotId, backup);
      },
    };
  };
}

function readViewport(flow: StoredFlow) {
  const { x, y, zoom } = flow.viewport ?? {};
  return Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(zoom) && zoom > 0
    ? { x, y, zoom }
    : undefined;
}

/** The history kept across a reload when it belongs to this flow at this revision; else an empty one. */
function restoredHistory(
  restorable: RestorableHistory | null,
  plubotId: string | null,
  revision: number,
): FlowHistory {
  return restorable && restorable.plubotId === plubotId && restorable.revision === revision
    ? restorable.history
    : createHistory();
}
