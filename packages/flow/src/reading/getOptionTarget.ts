import { type ReadableNode, readNodeData } from './readNodeData';

/**
 * The decision and condition an option node stands for: `sourceNode`, and the condition ids it
 * names (`conditionId`, then `sourceHandle`). A decision's button leads to this option even without
 * an edge; the engine routes there and Bot Doctor counts it as a path. `undefined` for other nodes
 * and for an option without a decision.
 *
 * @example getOptionTarget({ type: 'option', data: { sourceNode: 'd', conditionId: 'c1' } })
 * // { decisionId: 'd', conditionIds: ['c1'] }
 */
export function getOptionTarget(
  node: ReadableNode,
): { decisionId: string; conditionIds: string[] } | undefined {
  if (node.type !== 'option') return undefined;
  const fields = readNodeData('option', node.data);
  const decisionId = fields.text('sourceNode');
  if (decisionId === undefined) return undefined;
  const conditionIds = [fields.text('conditionId'), fields.text('sourceHandle')].filter(
    (id): id is string => id !== undefined,
  );
  return { decisionId, conditionIds };
}
