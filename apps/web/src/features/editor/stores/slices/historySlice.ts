import { createHistory, redoHistory, undoHistory } from '@plubot/flow';
import { toEditorEdges, toEditorNodes } from '../../helpers/toFlowGraph';
import { markChanged, snapshotOf } from '../commitGraph';
import type { EditorSliceCreator, HistorySlice } from '../editorStoreTypes';

/** Undo and redo over the snapshots the editing actions record (spec §4). */
export const createHistorySlice: EditorSliceCreator<HistorySlice> = (set, get) => ({
  history: createHistory(),

  undo: () => {
    const state = get();
    const step = undoHistory(state.history, snapshotOf(state));
    if (!step) return;
    set({
      history: step.history,
      nodes: toEditorNodes(step.present.nodes),
      edges: toEditorEdges(step.present.edges),
      menu: null,
      // A notice offering 'Deshacer' (a node deleted) is answered once the step is undone.
      ...(state.notice?.action === 'undo' ? { notice: null } : {}),
      ...markChanged(state),
    });
  },

  redo: () => {
    const state = get();
    const step = redoHistory(state.history, snapshotOf(state));
    if (!step) return;
    set({
      history: step.history,
      nodes: toEditorNodes(step.present.nodes),
      edges: toEditorEdges(step.present.edges),
      menu: null,
      ...markChanged(state),
    });
  },
});
