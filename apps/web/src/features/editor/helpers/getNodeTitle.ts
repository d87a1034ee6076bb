import { type FlowNode, getOptionDisplayLabel, readNodeDataAs } from '@plubot/flow';

/**
 * A node's title as the canvas shows it — its label; for an option, its condition's text — or ''
 * when it has none (the type's name stands in).
 *
 * @example getNodeTitle({ id: 'm', type: 'message', position, data: { label: 'Bienvenida' } }, nodes) // 'Bienvenida'
 */
export function getNodeTitle(node: FlowNode, nodes: readonly FlowNode[]): string {
  if (node.type === 'option') {
    return getOptionDisplayLabel(
      { ...node, type: 'option', data: readNodeDataAs('option', node.data) },
      nodes,
    );
  }
  const label = (node.data as { label?: unknown }).label;
  return typeof label === 'string' ? label.trim() : '';
}
