import { INLINE_EDIT_TYPES } from '../../helpers/inlineEditTypes';
import type { EditorSliceCreator, UiSlice } from '../editorStoreTypes';

/** Screen state: modes, menus, dialogs, notices and recovery. */
export const createUiSlice: EditorSliceCreator<UiSlice> = (set, get) => {
  let noticeId = 0;
  let editNonce = 0;
  return {
    isUltraMode: false,
    animationsDisabled: false,
    snapToGrid: false,
    highlightedNodeId: null,
    editRequest: null,
    editingNodeId: null,
    inspectedNodeId: null,
    menu: null,
    dialog: null,
    connectingFromNodeId: null,
    notice: null,
    recovery: null,
    lossDismissed: false,
    lastSyncByProject: {},
    analyticsOn: false,
    services: null,
    botWelcome: null,

    setBotWelcome: (botWelcome) => {
      if (get().botWelcome !== botWelcome) set({ botWelcome });
    },
    setServices: (services) => {
      const current = get().services;
      const same =
        current?.ai === services.ai && current.mail === services.mail && current.discord === services.discord;
      if (!same) set({ services });
    },
    setUltraMode: (isUltraMode) => set({ isUltraMode }),
    setAnalyticsOn: (analyticsOn) => {
      if (get().analyticsOn !== analyticsOn) set({ analyticsOn });
    },
    setAnimationsDisabled: (animationsDisabled) => {
      if (get().animationsDisabled !== animationsDisabled) set({ animationsDisabled });
    },
    setSnapToGrid: (snapToGrid) => set({ snapToGrid }),
    highlightNode: (highlightedNodeId) => {
      if (get().highlightedNodeId !== highlightedNodeId) set({ highlightedNodeId });
    },
    requestEdit: (nodeId) => {
      const node = get().nodes.find((candidate) => candidate.id === nodeId);
      if (!node) return;
      if (!INLINE_EDIT_TYPES.has(node.type)) {
        set({ inspectedNodeId: nodeId, menu: null });
        return;
      }
      editNonce += 1;
      set({ editRequest: { nodeId, nonce: editNonce, handled: false }, inspectedNodeId: null, menu: null });
    },
    markEditHandled: (nonce) => {
      const request = get().editRequest;
      if (request && request.nonce === nonce && !request.handled)
        set({ editRequest: { ...request, handled: true } });
    },
    setNodeEditing: (nodeId, editing) => {
      const current = get().editingNodeId;
      if (editing && current !== nodeId) set({ editingNodeId: nodeId });
      else if (!editing && current === nodeId) set({ editingNodeId: null });
    },
    closeInspector: () => {
      if (get().inspectedNodeId !== null) set({ inspectedNodeId: null });
    },
    openMenu: (menu) => set({ menu }),
    closeMenu: () => {
      if (get().menu) set({ menu: null });
    },
    openDialog: (dialog) => set({ dialog, menu: null }),
    closeDialog: () => set({ dialog: null }),
    openConnectDialog: (connectingFromNodeId) => set({ connectingFromNodeId, menu: null }),
    closeConnectDialog: () => set({ connectingFromNodeId: null }),
    showNotice: (tone, text, action) => {
      noticeId += 1;
      set({ notice: { id: noticeId, tone, text, ...(action ? { action } : {}) } });
    },
    dismissNotice: () => set({ notice: null }),
    offerRecovery: (recovery) => set({ recovery }),
    recover: () => {
      const offer = get().recovery;
      if (!offer) return;
      get().replaceGraph({ nodes: offer.backup.nodes, edges: offer.backup.edges });
      if (offer.backup.flowName && offer.reason === 'backup') get().setFlowName(offer.backup.flowName);
      set({ recovery: null });
      get().showNotice('success', { key: 'editor.recovery.restored' });
    },
    dismissRecovery: () => {
      const offer = get().recovery;
      set({ recovery: null, ...(offer?.reason === 'loss' ? { lossDismissed: true } : {}) });
    },
  };
};
