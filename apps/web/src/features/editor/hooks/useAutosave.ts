import { useEffect } from 'react';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/** Autosave waits this long after the last change (spec §9). */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * Saves 2 s after the last change to the flow. Nothing is sent when nothing changed, while a save
 * runs (the next one follows it), while a conflict waits for the user, while recovery is offered,
 * or while the server cannot be reached (the offline sync saves when it answers again).
 */
export function useAutosave(): void {
  const store = useEditorStoreApi();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const state = store.getState();
        if (!state.hasChanges || state.conflict || state.recovery || state.offline) return;
        if (state.loadState !== 'loaded') return;
        void state.save();
      }, AUTOSAVE_DELAY_MS);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.contentVersion !== previous.contentVersion && state.hasChanges) schedule();
      else if (previous.isSaving && !state.isSaving && state.hasChanges && !state.conflict) schedule();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store]);
}
