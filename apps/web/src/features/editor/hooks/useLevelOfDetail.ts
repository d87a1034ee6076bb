import { getLevelOfDetail, type LevelOfDetail } from '@plubot/flow';
import { type ReactFlowState, useStoreApi } from '@xyflow/react';
import { createContext, useContext, useEffect, useState } from 'react';

/** The level of detail follows the zoom this long after it last changed (spec §9: 50 ms). */
export const LEVEL_OF_DETAIL_SETTLE_MS = 50;

const selectLevelOfDetail = (state: ReactFlowState): LevelOfDetail => getLevelOfDetail(state.transform[2]);

const LevelOfDetailContext = createContext<LevelOfDetail>('FULL');

/** Gives the canvas's nodes and edges the level of detail (see `useCanvasLevelOfDetail`). */
export const LevelOfDetailProvider = LevelOfDetailContext.Provider;

/** The level of detail the canvas draws at; nodes and edges re-render only when it changes. */
export function useLevelOfDetail(): LevelOfDetail {
  return useContext(LevelOfDetailContext);
}

/**
 * The canvas's level of detail at the current zoom (spec §4), for `LevelOfDetailProvider`: one
 * subscription to the zoom for the whole canvas rather than one per node and edge. The zoom is
 * read once it has rested for {@link LEVEL_OF_DETAIL_SETTLE_MS} (spec §9 debounces viewport
 * changes by 50 ms), so a zoom gesture sweeping through COMPACT to FULL draws the nodes once, when
 * it stops, not at every level on the way. Re-renders only when the level changes.
 */
export function useCanvasLevelOfDetail(): LevelOfDetail {
  const flowStore = useStoreApi();
  const [level, setLevel] = useState(() => selectLevelOfDetail(flowStore.getState()));
  useEffect(() => {
    let zoom = flowStore.getState().transform[2];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => setLevel(getLevelOfDetail(zoom));
    settle();
    const unsubscribe = flowStore.subscribe((state) => {
      if (state.transform[2] === zoom) return;
      zoom = state.transform[2];
      clearTimeout(timer);
      timer = setTimeout(settle, LEVEL_OF_DETAIL_SETTLE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [flowStore]);
  return level;
}
