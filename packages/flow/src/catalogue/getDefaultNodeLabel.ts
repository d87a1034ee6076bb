import { createFlowMessage } from '../messages/createFlowMessage';
import type { NodeType } from '../model/nodeTypes';

const LABELS: Partial<Record<NodeType, string>> = {
  start: 'Inicio',
  end: 'Fin',
  httpRequest: 'Llamada API',
  discord: 'Discord Node',
};

/**
 * The label a new node starts with: the type's own default where the spec gives one
 * ('Inicio', 'Fin', 'Llamada API', 'Discord Node'), otherwise 'Nuevo {type}'.
 *
 * @example getDefaultNodeLabel('message') // 'Nuevo message'
 */
export function getDefaultNodeLabel(type: NodeType): string {
  return LABELS[type] ?? createFlowMessage('node.defaultLabel', { type }).message;
}
