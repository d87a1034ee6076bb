import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useEffect } from 'react';
import { computeInitialViewport, getCanvasInsets } from '../helpers/computeInitialViewport';
import { getLayoutBounds } from '../helpers/getLayoutBounds';
import { useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectIsLowMotion } from '../stores/editorSelectors';
import type { EditorEdge, EditorNode } from '../types';

/** The view glides to the arranged flow in this long (none when motion is reduced). */
const ARRANGE_VIEW_MS = 300;
/** After the glide, the nodes are drawn (and measured) at full size: the layout is redone with them. */
const REMEASURE_MS = 250;

/**
 * «Ordenar»: lays the flow out (one undoable step, with 'Deshacer' in the notice) and moves the view
 * to it by the rule the editor opens with — the whole flow if readable, else the start node. Nodes
 * drawn small while zoomed out grow once the view is readable, so the layout is redone then, in
 * the same step.
 */
export function useArrangeNodes(): () => void {
  const store = useEditorStoreApi();
  const flow = useStoreApi<EditorNode, EditorEdge>();
  const { setViewport } = useReactFlow<EditorNode, EditorEdge>();
  return useCallback(() => {
    const state = store.getState();
    if (!state.arrangeNodes()) {
      state.showNotice('info', { key: 'editor.notices.alreadyArranged' });
      return;
    }
    state.showNotice('success', { key: 'editor.notices.arranged' }, 'undo');
    const { width, height } = flow.getState();
    const rects = store.getState().nodes.map((node) => ({ ...getLayoutBounds(node), type: node.type }));
    const insets = getCanvasInsets();
    const viewport = computeInitialViewport(rects, { width, height }, insets ? { insets } : {});
    const duration = selectIsLowMotion(state) ? 0 : ARRANGE_VIEW_MS;
    void setViewport(viewport, { duration });
    setTimeout(() => store.getState().arrangeNodes({ again: true }), duration + REMEASURE_MS);
  }, [store, flow, setViewport]);
}

/** Ctrl/Cmd+Shift+L arranges the flow, as «Ordenar» does (not while typing in a field). */
export function useArrangeShortcut(): void {
  const arrange = useArrangeNodes();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.altKey) return;
      if (event.code !== 'KeyL' && event.key.toLowerCase() !== 'l') return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
      ) {
        return;
      }
      event.preventDefault();
      arrange();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [arrange]);
}
