import type { FlowNode } from '@plubot/flow';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNodeName } from '../helpers/formatNodeName';
import { getNodeTitle } from '../helpers/getNodeTitle';

/**
 * A function naming a node as people read it and screen readers say it: type and title,
 * "Mensaje: Bienvenida", or the type alone when the node has no title of its own.
 */
export function useNodeName(): (node: FlowNode, nodes: readonly FlowNode[]) => string {
  const { t } = useTranslation();
  return useCallback(
    (node, nodes) => {
      const type = t(`editor.nodeTypes.${node.type}` as 'editor.nodeTypes.message', {
        defaultValue: node.type,
      });
      return formatNodeName(type, getNodeTitle(node, nodes), (parts) => t('editor.access.nodeName', parts));
    },
    [t],
  );
}
