import { useEffect } from 'react';
import { useModalStore } from '../../modals';
import { requestPlubotSync } from '../../plubots';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/**
 * Ties the editor to the rest of the app: after each successful save the bot sync runs (spec §7;
 * its failure is ignored and it announces its own outcome), and the simulation's node highlight is
 * cleared when the simulation closes.
 */
export function useEditorIntegrations(): void {
  const store = useEditorStoreApi();
  useEffect(() => {
    const unsubscribeSaves = store.subscribe((state, previous) => {
      if (previous.isSaving && !state.isSaving && state.saveStatus === 'success') {
        requestPlubotSync().catch(() => undefined);
      }
    });
    const unsubscribeModals = useModalStore.subscribe((modals, previous) => {
      if (previous.active?.name === 'simulation' && modals.active?.name !== 'simulation') {
        store.getState().highlightNode(null);
      }
    });
    return () => {
      unsubscribeSaves();
      unsubscribeModals();
    };
  }, [store]);
}
