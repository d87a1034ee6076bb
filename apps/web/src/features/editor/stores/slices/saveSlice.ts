import {
  checkFlowSavable,
  createHistory,
  DEFAULT_FLOW_NAME,
  type FlowHistory,
  recordHistory,
} from '@plubot/flow';
import { describeApiError, getConflictRevision, isFlowConflict } from '../../helpers/describeApiError';
import { clearLocalBackup, isSameGraph, writeLocalBackup } from '../../helpers/localBackup';
import { mergeFlowChanges } from '../../helpers/mergeFlowChanges';
import { toEditorEdges, toEditorNodes, toFlowGraph } from '../../helpers/toFlowGraph';
import { buildSaveBody, toStoredFlowName } from '../../helpers/toStoredFlow';
import type { StoredFlow } from '../../types';
import { commitGraph, snapshotOf } from '../commitGraph';
import type { EditorSliceCreator, EditorStoreDeps, RestorableHistory, SaveSlice } from '../editorStoreTypes';

type SaveDeps = Required<Pick<EditorStoreDeps, 'api' | 'storage' | 'now'>>;

/** Loading, saving (one at a time, with the revision it started from) and conflict handling. */
export function createSaveSlice(deps: SaveDeps): EditorSliceCreator<SaveSlice> {
  const { api, storage, now } = deps;
  return (set, get) => {
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

      loadFlow: async (plubotId) => {
        set({ plubotId, loadState: 'loading', loadError: null });
        try {
          const { flow } = await api.getFlow(plubotId);
          if (get().plubotId !== plubotId) return;
          get().applyServerFlow(flow);
          set({ loadState: 'loaded' });
        } catch (error) {
          if (get().plubotId === plubotId) {
            set({ loadState: 'error', loadError: describeApiError(error, 'editor.load.error') });
          }
        }
      },

      applyServerFlow: (flow, options = {}) => {
        const state = get();
        const nodes = toEditorNodes(flow.nodes);
        const edges = toEditorEdges(flow.edges);
        const contentVersion = state.contentVersion + 1;
        const savedAt = Date.parse(flow.updatedAt);
        set({
          nodes,
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
      },

      save: async ({ manual = false } = {}) => {
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
          !state.hasChanges ||
          (flowName === state.serverBase.flowName && isSameGraph(state, state.serverBase));
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
            lastSyncByProject: { ...after.lastSyncByProject, [plubotId]: now() },
          });
          if (!stillChanged) clearLocalBackup(storage, plubotId);
          return true;
        } catch (error) {
          set({ isSaving: false });
          get().writeBackup();
          if (isFlowConflict(error)) {
            set({
              conflict: { currentRevision: getConflictRevision(error), resolving: false },
              saveStatus: 'error',
              saveMessage: { key: 'editor.conflict.toast' },
              saveStatusAt: now(),
            });
          } else {
            set({
              saveStatus: 'error',
              saveMessage: describeApiError(error, 'editor.save.unknownError'),
              saveStatusAt: now(),
            });
          }
          return false;
        }
      },

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
        if (!state.plubotId) return false;
        return writeLocalBackup(storage, state.plubotId, {
          nodes: graph?.nodes ?? state.nodes,
          edges: graph?.edges ?? state.edges,
          timestamp: now(),
          revision: state.revision,
          flowName: state.flowName,
        });
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
