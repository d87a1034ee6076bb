import { type ReactFlowState, useStoreApi } from '@xyflow/react';
import { useLayoutEffect } from 'react';

/**
 * How far beyond the canvas's edges, in screen pixels, nodes and edges are drawn when only what is
 * on screen is drawn (spec §9: a 400 px culling margin), so that a node is already in place when a
 * pan brings it into view instead of appearing at the edge.
 */
export const CULLING_MARGIN_PX = 400;

/** A change of React Flow's store that sets the field our patch of `@xyflow/react` reads. */
type CullingMarginChange = Partial<ReactFlowState> & { cullingMargin: number };

/**
 * Sets the culling margin of the React Flow canvas around this hook. React Flow 12's
 * `onlyRenderVisibleElements` takes no margin; `patches/@xyflow+react+*.patch` (applied by
 * `patch-package` after `npm ci`) makes its visible-node and visible-edge selectors read
 * `cullingMargin` from the store, widening the pane by it on every side. Set before the first paint.
 */
export function useCullingMargin(margin: number = CULLING_MARGIN_PX): void {
  const flowStore = useStoreApi();
  useLayoutEffect(() => {
    const widen: CullingMarginChange = { cullingMargin: margin };
    flowStore.setState(widen);
    return () => {
      const reset: CullingMarginChange = { cullingMargin: 0 };
      flowStore.setState(reset);
    };
  }, [flowStore, margin]);
}
