import { getLevelOfDetail, type LevelOfDetail } from '@plubot/flow';
import { type ReactFlowState, useStore } from '@xyflow/react';

const selectLevelOfDetail = (state: ReactFlowState): LevelOfDetail => getLevelOfDetail(state.transform[2]);

/** The level of detail at the current zoom; re-renders only when the level changes. */
export function useLevelOfDetail(): LevelOfDetail {
  return useStore(selectLevelOfDetail);
}
