import { getLevelOfDetail, type LevelOfDetail } from '@plubot/flow';
import { type ReactFlowState, useStore } from '@xyflow/react';
import { createContext, useContext, useEffect, useState } from 'react';

/** A new level of detail applies this long after the zoom last crossed a threshold (spec §9: 50 ms). */
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
 * subscription to the zoom for the whole canvas rather than one per node and edge, and a new level
 * applies once the zoom has stayed on its side of a threshold for {@link LEVEL_OF_DETAIL_SETTLE_MS}
 * — a zoom gesture sweeping through COMPACT to FULL draws the nodes once, at the end, not at every
 * level on the way.
 */
export function useCanvasLevelOfDetail(): LevelOfDetail {
  const live = useStore(selectLevelOfDetail);
  const [settled, setSettled] = useState(live);
  useEffect(() => {
    if (live === settled) return;
    const timer = setTimeout(() => setSettled(live), LEVEL_OF_DETAIL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [live, settled]);
  return settled;
}
