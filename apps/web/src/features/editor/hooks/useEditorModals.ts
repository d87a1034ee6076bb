import { useCallback } from 'react';
import { useModalStore } from '../../modals';
import { toEditorEdges, toEditorNodes } from '../helpers/toFlowGraph';
import { useEditorStoreApi } from '../stores/EditorStoreContext';

/**
 * Opens the app's global modals from the editor: templates, simulation and sharing. Each gets the
 * flow as it is now; the simulation reports the node it is at so the canvas can highlight it.
 */
export function useEditorModals() {
  const store = useEditorStoreApi();

  const open = useCallback(
    (name: 'templateSelector' | 'simulation' | 'embed', errorKey: string, initialTab?: 'embed') => {
      const state = store.getState();
      const modals = useModalStore.getState();
      try {
        modals.mergeFlowData({
          nodes: state.nodes,
          edges: state.edges,
          plubotId: state.plubotId ?? undefined,
          plubotName: state.plubotName,
        });
        const bot = { plubotId: state.plubotId, plubotName: state.plubotName };
        if (name === 'simulation') {
          modals.openModal('simulation', {
            ...bot,
            nodes: state.nodes,
            edges: state.edges,
            flowName: state.flowName,
            onNodeActive: (nodeId: string | null) => store.getState().highlightNode(nodeId ?? null),
          });
        } else if (name === 'embed') {
          modals.openModal('embed', initialTab ? { ...bot, initialTab } : bot);
        } else {
          modals.openModal('templateSelector', {
            ...bot,
            onApplyTemplate: (graph: { nodes: unknown[]; edges: unknown[] }) =>
              store
                .getState()
                .replaceGraph({ nodes: toEditorNodes(graph.nodes), edges: toEditorEdges(graph.edges) }),
          });
        }
      } catch {
        state.showNotice('error', { key: errorKey });
      }
    },
    [store],
  );

  return {
    openTemplates: () => open('templateSelector', 'editor.modals.templatesError'),
    openSimulation: () => open('simulation', 'editor.modals.simulationError'),
    openShare: () => open('embed', 'editor.modals.shareError'),
    /** The share panel opened on its embed-code tab. */
    openEmbed: () => open('embed', 'editor.modals.shareError', 'embed'),
  };
}
