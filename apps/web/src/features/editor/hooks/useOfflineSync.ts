import { useEffect } from 'react';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import type { EditorState } from '../stores/editorStoreTypes';

/** While offline, the server is asked again this often (and at once when the browser is back online). */
export const OFFLINE_RETRY_MS = 10_000;
/** While offline, unsaved work is written to the local backup this long after the last change. */
export const OFFLINE_BACKUP_DELAY_MS = 1000;

const selectIsOffline = (state: EditorState) => state.offline !== null;

/**
 * Working without the server (issue #17): while the editor is offline it retries every 10 s and on
 * the browser's `online` event (the store saves the work from the revision it started on, or opens
 * the conflict), and keeps the unsaved work in the local backup a second after each change, since
 * autosave waits meanwhile.
 */
export function useOfflineSync(): void {
  const store = useEditorStoreApi();
  const offline = useEditorStore(selectIsOffline);
  useEffect(() => {
    if (!offline) return;
    const retry = () => void store.getState().reconnect();
    const interval = setInterval(retry, OFFLINE_RETRY_MS);
    window.addEventListener('online', retry);
    let backupTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.contentVersion === previous.contentVersion || !state.hasChanges) return;
      clearTimeout(backupTimer);
      backupTimer = setTimeout(() => {
        const current = store.getState();
        if (current.offline && current.hasChanges) current.writeBackup();
      }, OFFLINE_BACKUP_DELAY_MS);
    });
    return () => {
      clearInterval(interval);
      window.removeEventListener('online', retry);
      clearTimeout(backupTimer);
      unsubscribe();
    };
  }, [offline, store]);
}
