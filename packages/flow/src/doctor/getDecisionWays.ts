import { getConditionHandleId } from '../catalogue/decisionConditions';
import type { FlowEdge } from '../model/edgeSchema';
import type { FlowNode } from '../model/nodeSchema';

/** Handle names that stand for a node's default way out, as the engine reads them. */
const DEFAULT_HANDLES: ReadonlySet<string> = new Set(['', 'undefined', 'null', 'default', 'output']);

/** One button of a decision and whether choosing it leads anywhere. */
export interface DecisionWay {
  readonly conditionId: string;
  /** The button's text as the chat shows it ('Opción 2' when empty). */
  readonly label: string;
  /** The handle a new edge for this button leaves from (`output-{conditionId}`). */
  readonly handle: string;
  /** Whether the engine finds a next step for this button. */
  readonly connected: boolean;
}

/**
 * The buttons a decision offers, as the engine builds them (one per condition with a distinct
 * non-empty id), each with whether it leads on: an edge from its handle (`output-{id}`, `{id}` or
 * `output-{index}`), an option node naming it, or the decision's default edge. `undefined` for a
 * node that is not a decision with buttons (it moves along any edge instead).
 *
 * @example getDecisionWays(decision, edgesOut, new Set())?.filter((way) => !way.connected)
 */
export function getDecisionWays(
  node: FlowNode,
  outgoing: readonly FlowEdge[],
  conditionsWithOption: ReadonlySet<string>,
): DecisionWay[] | undefined {
  if (node.type !== 'decision') return undefined;
  const handles = new Set(outgoing.map((edge) => edge.sourceHandle ?? ''));
  const hasDefault = [...handles].some((handle) => DEFAULT_HANDLES.has(handle));
  const ways: DecisionWay[] = [];
  const seen = new Set<string>();
  (node.data.conditions ?? []).forEach((condition, index) => {
    const { id, text } = condition;
    if (typeof id !== 'string' || id === '' || seen.has(id)) return;
    seen.add(id);
    const handle = getConditionHandleId(id);
    const connected =
      hasDefault ||
      handles.has(handle) ||
      handles.has(id) ||
      handles.has(`output-${index}`) ||
      conditionsWithOption.has(id);
    const label = typeof text === 'string' && text.trim() !== '' ? text.trim() : `Opción ${index + 1}`;
    ways.push({ conditionId: id, label, handle, connected });
  });
  return ways.length > 0 ? ways : undefined;
}
