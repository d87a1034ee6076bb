import { useEffect } from 'react';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/** Whether a key press belongs to a text field (which keeps its own undo and shortcuts). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a key press is aimed at a control that answers Enter itself (a button, a link). */
function isControlTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('button, a, [role="menuitem"], [role="dialog"]') !== null
  );
}

/**
 * Editor keys besides React Flow's own (spec §5): Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo,
 * Ctrl/Cmd+S save, Escape closes an open context menu, Enter opens the editor of the one selected
 * node (in place, or the inspector), '?' lists the shortcuts. The keys of a focused node are
 * `useCanvasKeyboard`'s.
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
      if (isTypingTarget(event.target) || state.loadState !== 'loaded') return;
      if (event.key === '?' && !command && !event.altKey && state.dialog === null) {
        event.preventDefault();
        state.openDialog('shortcuts');
        return;
      }
      if (
        event.key === 'Enter' &&
        !command &&
        !event.shiftKey &&
        !event.altKey &&
        !isControlTarget(event.target)
      ) {
        const selected = state.nodes.filter((node) => node.selected);
        const only = selected.length === 1 ? selected[0] : undefined;
        if (only) {
          event.preventDefault();
          state.requestEdit(only.id);
        }
        return;
      }
      if (!command) return;
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
