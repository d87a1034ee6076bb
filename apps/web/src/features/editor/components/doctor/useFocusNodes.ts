import { type ReactFlowState, useReactFlow, useStore } from '@xyflow/react';
import { type RefObject, useCallback } from 'react';
import { useEditorStoreApi } from '../../stores/EditorStoreContext';
import { getUncoveredPadding } from './getUncoveredPadding';

const selectCanvasElement = (state: ReactFlowState) => state.domNode;

/** Most a focus zooms in, so one small node does not fill the screen. */
const FOCUS_MAX_ZOOM = 1.2;
const FOCUS_DURATION_MS = 600;

/**
 * Selects nodes and centres the canvas on them (React Flow's `fitView({ nodes })`), keeping them
 * clear of the panel laid over the canvas. Selection goes through the store as `select` changes, so
 * it is neither an undo step nor an unsaved change.
 */
export function useFocusNodes(panelRef: RefObject<HTMLElement | null>): (nodeIds: readonly string[]) => void {
  const store = useEditorStoreApi();
  const { fitView } = useReactFlow();
  const canvas = useStore(selectCanvasElement);
  return useCallback(
    (nodeIds: readonly string[]) => {
      const { nodes, onNodesChange } = store.getState();
      const wanted = new Set(nodeIds);
      const changes = nodes
        .filter((node) => Boolean(node.selected) !== wanted.has(node.id))
        .map((node) => ({ type: 'select' as const, id: node.id, selected: wanted.has(node.id) }));
      if (changes.length > 0) onNodesChange(changes);
      const present = nodes.filter((node) => wanted.has(node.id)).map((node) => ({ id: node.id }));
      if (present.length === 0 || !canvas) return;
      void fitView({
        nodes: present,
        includeHiddenNodes: true,
        duration: FOCUS_DURATION_MS,
        maxZoom: FOCUS_MAX_ZOOM,
        padding: getUncoveredPadding(
          canvas.getBoundingClientRect(),
          panelRef.current?.getBoundingClientRect() ?? null,
        ),
      });
    },
    [store, fitView, canvas, panelRef],
  );
}
