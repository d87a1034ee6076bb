import { useEffect } from 'react';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/**
 * Never lose work when the page goes away: closing the tab with unsaved changes asks the browser to
 * warn, and the flow is written to the local backup first (so the recovery dialog offers it on the
 * next visit). Leaving the editor inside the app writes the backup and tries one last save.
 */
export function useUnsavedChangesGuard(): void {
  const store = useEditorStoreApi();
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const state = store.getState();
      if (!state.hasChanges && !state.isSaving) return;
      state.writeBackup();
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    const onPageHide = () => store.flushPersisted();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      const state = store.getState();
      if (state.hasChanges && state.loadState === 'loaded') {
        state.writeBackup();
        if (!state.conflict) void state.save();
      }
      store.flushPersisted();
    };
  }, [store]);
}
