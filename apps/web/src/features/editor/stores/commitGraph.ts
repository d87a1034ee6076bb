import { type FlowSnapshot, recordHistory } from '@plubot/flow';
import type { EditorGraph } from '../types';
import type { EditorState } from './editorStoreTypes';

/** The undo snapshot of the current state. */
export function snapshotOf(state: Pick<EditorState, 'nodes' | 'edges'>): FlowSnapshot {
  return { nodes: state.nodes, edges: state.edges };
}

/**
 * The state update of an editing action: the state before it goes onto the undo stack (spec §4:
 * "any editing action first pushes a snapshot"), the new graph replaces the old, and the flow is
 * marked changed.
 */
export function commitGraph(state: EditorState, graph: Partial<EditorGraph>): Partial<EditorState> {
  return {
    history: recordHistory(state.history, snapshotOf(state)),
    ...graph,
    ...markChanged(state),
  };
}

/** Marks the flow's content as changed (autosave and the unsaved-changes flag follow). */
export function markChanged(state: Pick<EditorState, 'contentVersion'>): Partial<EditorState> {
  return { contentVersion: state.contentVersion + 1, hasChanges: true };
}
