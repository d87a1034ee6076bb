import type { FlowHistory, FlowSnapshot } from '../model/historySchema';
import { areSnapshotsEqual } from './areSnapshotsEqual';

/** How many undo steps are kept (spec §9). */
export const MAX_HISTORY = 50;

/** Empty undo and redo stacks. */
export function createHistory(maxHistory: number = MAX_HISTORY): FlowHistory {
  return { past: [], future: [], maxHistory };
}

/**
 * Records the state as it is just before an editing action (spec §4 "Undo/redo"). A new change
 * clears the redo stack; a state identical to the last recorded one is not recorded again; only the
 * latest `maxHistory` states are kept.
 *
 * @example
 * history = recordHistory(history, { nodes, edges });
 * setNodes(changed);
 */
export function recordHistory(history: FlowHistory, snapshot: FlowSnapshot): FlowHistory {
  const last = history.past.at(-1);
  if (last && areSnapshotsEqual(last, snapshot)) {
    return history.future.length === 0 ? history : { ...history, future: [] };
  }
  const past = [...history.past, snapshot];
  if (past.length > history.maxHistory) past.splice(0, past.length - history.maxHistory);
  return { ...history, past, future: [] };
}

/**
 * Steps back: returns the state to show and the history with the current state moved onto the redo
 * stack, or `undefined` when there is nothing to undo.
 */
export function undoHistory(
  history: FlowHistory,
  present: FlowSnapshot,
): { history: FlowHistory; present: FlowSnapshot } | undefined {
  const previous = history.past.at(-1);
  if (!previous) return undefined;
  return {
    history: { ...history, past: history.past.slice(0, -1), future: [present, ...history.future] },
    present: previous,
  };
}

/** Steps forward again after an undo, or `undefined` when there is nothing to redo. */
export function redoHistory(
  history: FlowHistory,
  present: FlowSnapshot,
): { history: FlowHistory; present: FlowSnapshot } | undefined {
  const [next, ...future] = history.future;
  if (!next) return undefined;
  return { history: { ...history, past: [...history.past, present], future }, present: next };
}

/** Whether Deshacer is enabled. */
export function canUndo(history: FlowHistory): boolean {
  return history.past.length > 0;
}

/** Whether Rehacer is enabled. */
export function canRedo(history: FlowHistory): boolean {
  return history.future.length > 0;
}
