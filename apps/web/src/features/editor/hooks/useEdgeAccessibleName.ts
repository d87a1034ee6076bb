import { type ReactFlowState, useStore } from '@xyflow/react';
import { type RefCallback, useCallback } from 'react';
import { translatePlain, useEditorTranslation } from './useEditorTranslation';

/** A node's name as an edge's name uses it: its label, else its type's name (see `formatNodeName`). */
const selectNodeName = (nodeId: string) => (state: ReactFlowState) => {
  const node = state.nodeLookup.get(nodeId);
  if (!node) return '';
  const label = (node.data as { label?: unknown }).label;
  return typeof label === 'string' && label.trim() ? label.trim() : `\u0000${node.type ?? ''}`;
};

/**
 * Names a connection for screen readers — "Conexión de Bienvenida a Fin", with its label when it has
 * one — in place of React Flow's English "Edge from {id} to {id}". React Flow's edge group is the
 * element screen readers read, so the name goes on it: give the returned ref to an element inside
 * the edge. Only the edges on screen are mounted, so this costs nothing on a big flow's far side.
 */
export function useEdgeAccessibleName(source: string, target: string, label: unknown): RefCallback<Element> {
  const { t } = useEditorTranslation();
  const readName = (raw: string) =>
    raw.startsWith('\u0000') ? translatePlain(t, `editor.nodeTypes.${raw.slice(1)}`, raw.slice(1)) : raw;
  const from = readName(useStore(selectNodeName(source)));
  const to = readName(useStore(selectNodeName(target)));
  const name =
    typeof label === 'string' && label.trim()
      ? t('editor.access.edgeNameLabelled', { label: label.trim(), source: from, target: to })
      : t('editor.access.edgeName', { source: from, target: to });
  return useCallback(
    (element: Element | null) => {
      element?.closest('.react-flow__edge')?.setAttribute('aria-label', name);
    },
    [name],
  );
}
