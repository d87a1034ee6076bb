import type { FlowDiff } from '@plubot/flow';
import { create } from 'zustand';

/** A node of the live version, where the canvas draws it when the draft removed it. */
export interface LiveNode {
  readonly id: string;
  readonly type: string;
  readonly position: { readonly x: number; readonly y: number };
}

/** The changes drawn on the canvas: the diff, and the live version's nodes (for what was removed). */
export interface ChangesView {
  readonly diff: FlowDiff;
  readonly liveNodes: readonly LiveNode[];
}

interface ChangesViewState {
  readonly view: ChangesView | null;
  show(view: ChangesView): void;
  hide(): void;
}

/**
 * Whether the canvas shows the draft's changes against the live version ('Ver en el lienzo' in the
 * publish dialog), and what they are. One editor is open at a time, so one store serves it; it is
 * emptied when the editor closes (`ChangesOverlay`).
 */
export const useChangesView = create<ChangesViewState>((set) => ({
  view: null,
  show: (view) => set({ view }),
  hide: () => set({ view: null }),
}));
