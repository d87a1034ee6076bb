import { useEffect } from 'react';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/** Whether a key press belongs to a text field (which keeps its own undo and shortcuts). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Editor keys besides React Flow's own (spec §5): Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo,
 * Ctrl/Cmd+S save, Escape closes an open context menu.
 */
export function useEditorShortcuts(): void {
  const store = useEditorStoreApi();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const state = store.getState();
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 's') {
        event.preventDefault();
        void state.save({ manual: true });
        return;
      }
      if (event.key === 'Escape' && state.menu) {
        state.closeMenu();
        return;
      }
      if (!command || isTypingTarget(event.target) || state.loadState !== 'loaded') return;
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        state.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        state.redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
