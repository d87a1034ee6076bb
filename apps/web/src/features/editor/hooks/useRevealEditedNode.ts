import { useReactFlow } from '@xyflow/react';
import { type RefObject, useEffect } from 'react';
import { EDIT_SHEET_SCREEN } from '../components/nodes/NodeEditSurface';
import { computeRevealPan } from '../helpers/computeRevealPan';
import { getCanvasNodeElement } from '../helpers/focusCanvasNode';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectIsLowMotion } from '../stores/editorSelectors';
import type { EditorState } from '../stores/editorStoreTypes';

const selectEditingNodeId = (state: EditorState) => state.editingNodeId;
const REVEAL_MS = 200;

/**
 * While a node's form is open in place, the canvas pans so that the whole form is in view — or its
 * top, when it is taller than the view — as it opens and whenever it grows. On a phone the form is a
 * bottom sheet outside the canvas, which needs no pan.
 */
export function useRevealEditedNode(wrapperRef: RefObject<HTMLDivElement | null>): void {
  const editingNodeId = useEditorStore(selectEditingNodeId);
  const store = useEditorStoreApi();
  const { getViewport, setViewport } = useReactFlow();
  useEffect(() => {
    if (!editingNodeId || window.matchMedia(EDIT_SHEET_SCREEN).matches) return;
    const element = getCanvasNodeElement(editingNodeId);
    const wrapper = wrapperRef.current;
    if (!element || !wrapper) return;
    let frame = 0;
    const reveal = () => {
      frame = 0;
      const view = wrapper.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const pan = computeRevealPan(
        { x: box.left - view.left, y: box.top - view.top, width: box.width, height: box.height },
        { width: view.width, height: view.height },
      );
      if (pan.x === 0 && pan.y === 0) return;
      const current = getViewport();
      const duration = selectIsLowMotion(store.getState()) ? 0 : REVEAL_MS;
      void setViewport({ x: current.x + pan.x, y: current.y + pan.y, zoom: current.zoom }, { duration });
    };
    // Called once as it starts observing, then on every change of the node's size (the form opening,
    // a field or a condition added).
    const observer = new ResizeObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(reveal);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [editingNodeId, wrapperRef, store, getViewport, setViewport]);
}
