import { useCallback } from 'react';
import { useModalStore } from '../../modals';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

type EditorModal = 'simulation' | 'embed';

/**
 * Opens the app's global modals from the editor: the simulation and the share panel (on any of its
 * tabs: the link, the embed code, WhatsApp, the channels). Each gets the
 * flow as it is now; the simulation reports the node it is at so the canvas can highlight it.
 */
export function useEditorModals() {
  const store = useEditorStoreApi();

  const open = useCallback(
    (name: EditorModal, errorKey: string, initialTab?: 'embed' | 'whatsapp' | 'channels') => {
      const state = store.getState();
      const modals = useModalStore.getState();
      try {
        modals.mergeFlowData({
          nodes: state.nodes,
          edges: state.edges,
          plubotId: state.plubotId ?? undefined,
          plubotName: state.plubotName,
        });
        const bot = { plubotId: state.plubotId ?? undefined, plubotName: state.plubotName };
        if (name === 'simulation') {
          modals.openModal('simulation', {
            ...bot,
            nodes: state.nodes,
            edges: state.edges,
            flowName: state.flowName,
            hasChanges: state.hasChanges,
            onNodeActive: (nodeId) => store.getState().highlightNode(nodeId),
          });
        } else {
          modals.openModal('embed', initialTab ? { ...bot, initialTab } : bot);
        }
      } catch {
        state.showNotice('error', { key: errorKey });
      }
    },
    [store],
  );

  return {
    openSimulation: () => open('simulation', 'editor.modals.simulationError'),
    openShare: () => open('embed', 'editor.modals.shareError'),
    /** The share panel opened on its embed-code tab. */
    openEmbed: () => open('embed', 'editor.modals.shareError', 'embed'),
    /** The share panel opened on its WhatsApp tab: where the bot's number is linked. */
    openWhatsApp: () => open('embed', 'editor.modals.shareError', 'whatsapp'),
    /** The share panel opened on its channels tab: Telegram, the official WhatsApp API, Messenger, Instagram. */
    openChannels: () => open('embed', 'editor.modals.shareError', 'channels'),
  };
}
