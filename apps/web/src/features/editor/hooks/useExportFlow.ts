import { createExportFile, createFlowMessage, getExportFileName } from '@plubot/flow';
import { useCallback, useState } from 'react';
import { downloadJson } from '../../../lib/downloadJson';
import { toStoredEdge, toStoredNode } from '../helpers/toStoredFlow';
import { useEditorStoreApi } from '../stores/EditorStoreContext';
import type { TextRef } from '../types';

/**
 * Exports the flow (spec §7): first a manual save is attempted, then `flujo-{name}-{date}.json`
 * is downloaded whatever the save's outcome — the file is the user's copy of what they see.
 */
export function useExportFlow() {
  const store = useEditorStoreApi();
  const [exporting, setExporting] = useState(false);
  const exportFlow = useCallback(async (): Promise<TextRef> => {
    setExporting(true);
    try {
      await store.getState().save({ manual: true });
      const state = store.getState();
      const now = new Date();
      const file = createExportFile(
        { nodes: state.nodes.map(toStoredNode), edges: state.edges.map(toStoredEdge) },
        { plubotName: state.plubotName, flowName: state.flowName, flowId: state.plubotId, now },
      );
      const fileName = getExportFileName(state.plubotName, now);
      downloadJson(file, fileName);
      return { flow: createFlowMessage('export.success', { file: fileName }) };
    } catch {
      return { flow: createFlowMessage('export.error') };
    } finally {
      setExporting(false);
    }
  }, [store]);
  return { exportFlow, exporting };
}
