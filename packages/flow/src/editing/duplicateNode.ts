import { getConditionHandleId } from '../catalogue/decisionConditions';
import { getDefaultNodeLabel } from '../catalogue/getDefaultNodeLabel';
import { createFlowMessage } from '../messages/createFlowMessage';
import { createId, type IdFactory } from '../model/createId';
import type { FlowNode } from '../model/nodeSchema';

/** How far a copy is placed from its original (spec §4; the canvas variant uses 40). */
export const DUPLICATE_OFFSET = 50;

/**
 * A copy of a node, labelled '{label} (Copia)', moved 50 px right and down, with a new id and
 * unselected. A decision's conditions get new ids built from the copy's id. Edges are not copied.
 * Returns `undefined` when the node does not exist.
 */
export function duplicateNode(
  nodes: readonly FlowNode[],
  nodeId: string,
  options: { offset?: number; createId?: IdFactory } = {},
): { nodes: FlowNode[]; node: FlowNode } | undefined {
  const original = nodes.find((node) => node.id === nodeId);
  if (!original) return undefined;
  const offset = options.offset ?? DUPLICATE_OFFSET;
  const id = (options.createId ?? createId)(original.type);
  const copy = structuredClone(original) as FlowNode & { selected?: boolean; dragging?: boolean };
  const label = createFlowMessage('node.copyLabel', {
    label: original.data.label ?? getDefaultNodeLabel(original.type),
  }).message;
  const node = {
    ...copy,
    id,
    position: { x: original.position.x + offset, y: original.position.y + offset },
    selected: false,
    dragging: false,
    data: { ...copy.data, label },
  } as FlowNode;
  if (node.type === 'decision' && node.data.conditions) {
    const conditions = node.data.conditions.map((condition, index) => ({
      ...condition,
      id: `${id}-cond-${index}`,
    }));
    node.data = { ...node.data, conditions, handleIds: conditions.map((c) => getConditionHandleId(c.id)) };
  }
  return { nodes: [...nodes, node], node };
}
