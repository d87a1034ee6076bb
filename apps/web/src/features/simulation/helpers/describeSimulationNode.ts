/** How the simulation names the node it is at: the node's own title, else its type. */
export type SimulationNodeName = { kind: 'label'; label: string } | { kind: 'type'; type: string };

/**
 * The name shown for node `nodeId` of `nodes` in "Nodo activo": its title (`data.label`) when it has
 * one, else its type — never the internal id, which means nothing to the owner. `undefined` when no
 * node is active or the node is not in the flow.
 *
 * @example describeSimulationNode([{ id: 'ask-name', type: 'message', data: { label: 'Nombre' } }], 'ask-name')
 * // → { kind: 'label', label: 'Nombre' }
 */
export function describeSimulationNode(
  nodes: readonly unknown[],
  nodeId: string | undefined,
): SimulationNodeName | undefined {
  if (!nodeId) return undefined;
  const node = nodes.find(
    (candidate): candidate is { id: string; type?: unknown; data?: { label?: unknown } } =>
      typeof candidate === 'object' && candidate !== null && (candidate as { id?: unknown }).id === nodeId,
  );
  if (!node) return undefined;
  const label = typeof node.data?.label === 'string' ? node.data.label.trim() : '';
  if (label) return { kind: 'label', label };
  return typeof node.type === 'string' && node.type ? { kind: 'type', type: node.type } : undefined;
}
