import type { FlowTemplate } from '@plubot/contracts';
import { resolveOverlaps } from '@plubot/flow';
import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { localize } from '../../templates';
import { toEditorEdges, toEditorNodes } from '../helpers/toFlowGraph';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectActions } from '../stores/editorSelectors';

const FIT_AFTER_TEMPLATE = { padding: 0.2, duration: 300, includeHiddenNodes: true } as const;

/**
 * Puts a template's flow on the canvas in place of the current one, as one undoable step, says so
 * (with 'Deshacer') and fits the view to it: Plantillas and the empty canvas's offer share it.
 */
export function useApplyTemplate(): (template: FlowTemplate) => void {
  const { i18n } = useTranslation();
  const { replaceGraph, showNotice } = useEditorStore(useShallow(selectActions));
  const { fitView } = useReactFlow();
  return useCallback(
    (template: FlowTemplate) => {
      replaceGraph({
        nodes: toEditorNodes(resolveOverlaps(template.flow.nodes)),
        edges: toEditorEdges(template.flow.edges),
      });
      showNotice(
        'success',
        { key: 'editor.templates.applied', params: { name: localize(template.name, i18n.language) } },
        'undo',
      );
      setTimeout(() => void fitView(FIT_AFTER_TEMPLATE), 100);
    },
    [replaceGraph, showNotice, fitView, i18n.language],
  );
}
