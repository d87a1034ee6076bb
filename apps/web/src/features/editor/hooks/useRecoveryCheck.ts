import { useEffect } from 'react';
import { getBrowserStorage } from '../helpers/browserStorage';
import { isBackupNewerThanServer, readLocalBackup } from '../helpers/localBackup';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectLoadState } from '../stores/editorSelectors';

/** The recovery check runs this long after the flow has loaded (spec §9). */
export const RECOVERY_CHECK_DELAY_MS = 300;

/**
 * Once the flow has loaded, looks for unsaved work of this bot in the browser: a local backup newer
 * than the server's version, with different content, opens the recovery dialog.
 */
export function useRecoveryCheck(plubotId: string): void {
  const store = useEditorStoreApi();
  const loaded = useEditorStore(selectLoadState) === 'loaded';
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => {
      const storage = getBrowserStorage();
      const backup = storage && readLocalBackup(storage, plubotId);
      const state = store.getState();
      if (!backup || state.recovery) return;
      const server = { ...state.serverBase, revision: state.revision, updatedAt: state.serverUpdatedAt };
      if (isBackupNewerThanServer(backup, server)) state.offerRecovery({ reason: 'backup', backup });
    }, RECOVERY_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded, plubotId, store]);
}
