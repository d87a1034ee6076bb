import { useEffect } from 'react';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/**
 * The unexpected-loss detector (spec §4): when the flow's nodes drop to zero after there were some,
 * the flow as it was is written to the local backup and the recovery dialog offers it back —
 * unless the user already dismissed that offer.
 */
export function useLossDetector(): void {
  const store = useEditorStoreApi();
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.nodes.length > 0 || previous.nodes.length === 0) return;
        if (state.loadState !== 'loaded' || previous.loadState !== 'loaded') return;
        if (state.lossDismissed || state.recovery) return;
        const lost = { nodes: previous.nodes, edges: previous.edges };
        state.writeBackup(lost);
        state.offerRecovery({ reason: 'loss', backup: { ...lost, timestamp: Date.now() } });
      }),
    [store],
  );
}
