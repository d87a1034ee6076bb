import { createNode } from '../catalogue/createNode';
import {
  createDefaultConditions,
  getConditionHandleId,
  MAX_DECISION_CONDITIONS,
} from '../catalogue/decisionConditions';
import { NODE_CATALOGUE } from '../catalogue/nodeCatalogue';
import { EDGE_DEFAULTS } from '../connections/createEdge';
import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { IdFactory } from '../model/createId';
import type { FlowEdge } from '../model/edgeSchema';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import type { DecisionCondition } from '../model/nodeDataSchemas';
import type { FlowNode, FlowNodeOf } from '../model/nodeSchema';
import { err, ok, type Result } from '../result';
import { findFreeSpot, PLACEMENT } from './findFreeSpot';
import { type Bounds, getNodeBounds } from './nodeBounds';

/**
 * Where generated option nodes go: a row `gapY` below the decision, centred under it, `gapX` apart
 * (so options of any width never touch), each moved to the nearest free spot if that row is taken.
 */
export const OPTION_LAYOUT = { gapY: 80, gapX: PLACEMENT.gap } as const;

/**
 * Writes a decision's conditions and regenerates its option nodes and edges so that each condition
 * has exactly one option node, joined by an edge from the decision's handle `output-{conditionId}`.
 * Existing options keep their id, position, instruction and onward edges and take the condition's
 * new text and colour; new ones are laid out under the decision; options of removed conditions go,
 * with their edges. No conditions means the defaults 'Sí' and 'No'; more than 5 is refused.
 */
export function applyDecisionConditions(
  graph: ReadonlyFlowGraph,
  decisionId: string,
  requested: readonly DecisionCondition[],
  options: { createId?: IdFactory } = {},
): Result<FlowGraph, FlowMessage> {
  const decision = graph.nodes.find((node) => node.id === decisionId);
  if (decision?.type !== 'decision') return err(createFlowMessage('decision.notFound', { id: decisionId }));
  if (requested.length > MAX_DECISION_CONDITIONS) {
    return err(createFlowMessage('decision.tooManyConditions', { max: MAX_DECISION_CONDITIONS }));
  }
  const conditions = requested.length > 0 ? [...requested] : createDefaultConditions(decisionId);
  const conditionIds = new Set(conditions.map((condition) => condition.id));

  const existing = new Map<string, FlowNodeOf<'option'>>();
  const removed = new Set<string>();
  for (const node of graph.nodes) {
    if (node.type !== 'option' || node.data.sourceNode !== decisionId) continue;
    const conditionId = node.data.conditionId ?? node.data.sourceHandle;
    if (conditionId && conditionIds.has(conditionId) && !existing.has(conditionId))
      existing.set(conditionId, node);
    else removed.add(node.id);
  }

  const optionByCondition = new Map<string, FlowNode>();
  const created: FlowNode[] = [];
  const below = getNodeBounds(decision);
  const optionSize = NODE_CATALOGUE.option.defaultSize;
  const rowWidth = conditions.length * optionSize.width + (conditions.length - 1) * OPTION_LAYOUT.gapX;
  const occupied: Bounds[] = graph.nodes.filter((node) => !removed.has(node.id)).map(getNodeBounds);
  conditions.forEach((condition, index) => {
    const data = {
      label: condition.text,
      text: condition.text,
      color: condition.color,
      sourceNode: decisionId,
      sourceHandle: condition.id,
      conditionId: condition.id,
    };
    const current = existing.get(condition.id);
    if (current) {
      optionByCondition.set(condition.id, { ...current, data: { ...current.data, ...data } });
      return;
    }
    const wanted = {
      x: below.x + (below.width - rowWidth) / 2 + index * (optionSize.width + OPTION_LAYOUT.gapX),
      y: below.y + below.height + OPTION_LAYOUT.gapY,
    };
    // The row's other options keep their gap: each new one counts the ones placed before it.
    const position = findFreeSpot(occupied, { size: optionSize, near: wanted, gap: OPTION_LAYOUT.gapX });
    const option = createNode('option', { position, data, createId: options.createId });
    occupied.push({ ...position, ...optionSize });
    optionByCondition.set(condition.id, option);
    created.push(option);
  });

  const handleIds = conditions.map((condition) => getConditionHandleId(condition.id));
  const updatedDecision: FlowNode = { ...decision, data: { ...decision.data, conditions, handleIds } };
  const replaced = new Map([...optionByCondition.values()].map((node) => [node.id, node]));
  const nodes: FlowNode[] = [];
  for (const node of graph.nodes) {
    if (node.id === decisionId) nodes.push(updatedDecision);
    else if (replaced.has(node.id)) nodes.push(replaced.get(node.id)!);
    else if (!removed.has(node.id)) nodes.push(node);
  }
  nodes.push(...created);

  const liveHandles = new Set(handleIds);
  const edges = graph.edges.filter((edge) => {
    if (removed.has(edge.source) || removed.has(edge.target)) return false;
    const fromStaleHandle = edge.source === decisionId && edge.sourceHandle?.startsWith('output-');
    return !(fromStaleHandle && !liveHandles.has(edge.sourceHandle ?? ''));
  });
  for (const condition of conditions) {
    const option = optionByCondition.get(condition.id)!;
    const handle = getConditionHandleId(condition.id);
    const linked = edges.some(
      (e) => e.source === decisionId && e.target === option.id && e.sourceHandle === handle,
    );
    if (!linked) edges.push(createOptionEdge(decisionId, option.id, handle, edges));
  }
  return ok({ nodes, edges });
}

function createOptionEdge(
  decisionId: string,
  optionId: string,
  sourceHandle: string,
  edges: readonly FlowEdge[],
): FlowEdge {
  const baseId = `e-${decisionId}-${optionId}`;
  let id = baseId;
  for (let suffix = 1; edges.some((edge) => edge.id === id); suffix += 1) id = `${baseId}-${suffix}`;
  return {
    id,
    source: decisionId,
    target: optionId,
    sourceHandle,
    type: EDGE_DEFAULTS.branchType,
  };
}
