import { type ReactFlowState, useStore } from '@xyflow/react';
import { type RefCallback, useCallback } from 'react';
import { translatePlain, translateWith, useEditorTranslation } from './useEditorTranslation';

/** A node's name as an edge's name uses it: its label, else (marked by a leading NUL) its type. */
function readNodeName(state: ReactFlowState, nodeId: string): string {
  const node = state.nodeLookup.get(nodeId);
  if (!node) return '';
  const label = (node.data as { label?: unknown }).label;
  return typeof label === 'string' && label.trim() ? label.trim() : `\u0000${node.type ?? ''}`;
}

/** Both ends' names in one string: one store subscription per edge on screen, not two. */
const selectEndNames = (source: string, target: string) => (state: ReactFlowState) =>
  `${readNodeName(state, source)}\u0001${readNodeName(state, target)}`;

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
  const [sourceName = '', targetName = ''] = useStore(selectEndNames(source, target)).split('\u0001');
  const from = readName(sourceName);
  const to = readName(targetName);
  const name =
    typeof label === 'string' && label.trim()
      ? translateWith(t, 'editor.access.edgeNameLabelled', { label: label.trim(), source: from, target: to })
      : translateWith(t, 'editor.access.edgeName', { source: from, target: to });
  return useCallback(
    (element: Element | null) => {
      element?.closest('.react-flow__edge')?.setAttribute('aria-label', name);
    },
    [name],
  );
}
