import { useEffect } from 'react';
import {
  LONG_PRESS,
  LONG_PRESS_IDLE,
  type LongPressEvent,
  type LongPressState,
  stepLongPress,
} from '../helpers/stepLongPress';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/**
 * A long press on a node (a finger held ~500 ms without moving) opens the node menu — the same one
 * a right click opens — where touch screens have no right click. A second finger (a pinch) or a
 * drag is not a long press.
 */
export function useNodeLongPress(): void {
  const store = useEditorStoreApi();

  useEffect(() => {
    let state: LongPressState = LONG_PRESS_IDLE;
    let pressed: { element: HTMLElement; x: number; y: number } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const openMenu = () => {
      if (!pressed) return;
      const nodeId = pressed.element.dataset.id;
      const canvas = pressed.element.closest('.flow-canvas')?.getBoundingClientRect();
      if (!nodeId || store.getState().loadState !== 'loaded') return;
      store.getState().openMenu({
        kind: 'node',
        id: nodeId,
        x: pressed.x - (canvas?.left ?? 0),
        y: pressed.y - (canvas?.top ?? 0),
      });
    };
    const step = (event: LongPressEvent) => {
      const next = stepLongPress(state, event);
      state = next.state;
      if (state.phase !== 'pressing') clearTimeout(timer);
      if (next.fired) openMenu();
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const node =
        event.target instanceof Element ? event.target.closest<HTMLElement>('.react-flow__node') : null;
      const onCanvasNode = node !== null && node.closest('.flow-editor') !== null;
      // Only a press that starts on a node is followed; any further finger ends it.
      if (state.phase === 'idle' && !onCanvasNode) return;
      const at = performance.now();
      step({ type: 'down', pointerId: event.pointerId, x: event.clientX, y: event.clientY, at });
      if (state.phase !== 'pressing' || !node) return;
      pressed = { element: node, x: event.clientX, y: event.clientY };
      clearTimeout(timer);
      // A frame late: a timer may fire a hair before its delay by the clock the press was timed with.
      timer = setTimeout(() => step({ type: 'tick', at: performance.now() }), LONG_PRESS.delayMs + 16);
    };
    const onMove = (event: PointerEvent) =>
      step({ type: 'move', pointerId: event.pointerId, x: event.clientX, y: event.clientY });
    const onUp = (event: PointerEvent) => step({ type: 'up', pointerId: event.pointerId });
    const onCancel = (event: PointerEvent) => step({ type: 'cancel', pointerId: event.pointerId });

    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointerdown', onDown, options);
    document.addEventListener('pointermove', onMove, options);
    document.addEventListener('pointerup', onUp, options);
    document.addEventListener('pointercancel', onCancel, options);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onDown, options);
      document.removeEventListener('pointermove', onMove, options);
      document.removeEventListener('pointerup', onUp, options);
      document.removeEventListener('pointercancel', onCancel, options);
    };
  }, [store]);
}
