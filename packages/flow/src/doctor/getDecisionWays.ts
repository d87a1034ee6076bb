import { getConditionHandleId } from '../catalogue/decisionConditions';
import type { FlowEdge } from '../model/edgeSchema';
import type { FlowNode } from '../model/nodeSchema';
import { getDecisionChoices } from '../reading/getDecisionChoices';
import { DEFAULT_HANDLE, getSourceHandle } from '../reading/nodeHandles';

/** One button of a decision and whether choosing it leads anywhere. */
export interface DecisionWay {
  readonly conditionId: string;
  /** The button's text as the chat shows it ('Opción 2' when empty). */
  readonly label: string;
  /** The handle a new edge for this button leaves from (`output-{conditionId}`). */
  readonly handle: string;
  /** Whether choosing this button leads to a next step. */
  readonly connected: boolean;
}

/**
 * The buttons a decision offers (`getDecisionChoices`), each with whether it leads on: an edge
 * from its handle (`output-{id}`), an option node naming it, or the decision's default edge — the
 * order the engine follows. `undefined` for a node that is not a decision with buttons (it moves
 * along any edge instead).
 *
 * @example getDecisionWays(decision, edgesOut, new Set())?.filter((way) => !way.connected)
 */
export function getDecisionWays(
  node: FlowNode,
  outgoing: readonly FlowEdge[],
  conditionsWithOption: ReadonlySet<string>,
): DecisionWay[] | undefined {
  if (node.type !== 'decision') return undefined;
  const handles = new Set(outgoing.map((edge) => getSourceHandle(edge.sourceHandle)));
  const hasDefault = handles.has(DEFAULT_HANDLE);
  const ways = getDecisionChoices(node.data).map(({ button }) => {
    const handle = getConditionHandleId(button.id);
    const connected = hasDefault || handles.has(handle) || conditionsWithOption.has(button.id);
    return { conditionId: button.id, label: button.label, handle, connected };
  });
  return ways.length > 0 ? ways : undefined;
}
