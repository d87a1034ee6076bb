import type { FunnelResponse } from '@plubot/contracts';
import { findWorstDropOff } from './findWorstDropOff';
import { getNodeCaption } from './getNodeCaption';

/** One row of the dashboard's node table. */
export interface NodeRow {
  readonly nodeId: string;
  /** The node's caption in the current flow; null when it has no text or is gone. */
  readonly caption: string | null;
  /** The node's type in the current flow; null when the flow no longer has it or could not be read. */
  readonly type: string | null;
  /** The flow was read and no longer has this node. */
  readonly deleted: boolean;
  readonly reached: number;
  readonly stopped: number;
  /** stopped / reached in percent with one decimal; null when nobody reached it. */
  readonly dropOffPercent: number | null;
  readonly isWorst: boolean;
}

/**
 * The node table of the dashboard: every node of the flow and every node the funnel counted (a
 * deleted one too, with its old id), the most visited first, the worst drop-off marked. With the
 * flow unknown (`null`: it could not be read) the funnel's nodes are listed by id.
 */
export function buildNodeRows(
  funnelNodes: FunnelResponse['nodes'],
  flowNodes:
    | readonly { readonly id: string; readonly type?: string | undefined; readonly data?: unknown }[]
    | null,
): NodeRow[] {
  const flowById = new Map((flowNodes ?? []).map((node) => [node.id, node]));
  const worst = findWorstDropOff(funnelNodes, flowNodes ? { isPresent: (id) => flowById.has(id) } : {});
  const traffic = new Map(funnelNodes.map((node) => [node.nodeId, node]));
  const ids = [...new Set([...flowById.keys(), ...traffic.keys()])];
  const rows = ids.map((nodeId): NodeRow => {
    const node = flowById.get(nodeId);
    const reached = traffic.get(nodeId)?.reached ?? 0;
    const stopped = Math.min(traffic.get(nodeId)?.stopped ?? 0, reached);
    return {
      nodeId,
      caption: node ? getNodeCaption(node) : null,
      type: node?.type ?? null,
      deleted: flowNodes !== null && !node,
      reached,
      stopped,
      dropOffPercent: reached > 0 ? Math.round((stopped / reached) * 1000) / 10 : null,
      isWorst: worst?.nodeId === nodeId,
    };
  });
  return rows.sort(
    (a, b) =>
      b.reached - a.reached ||
      b.stopped - a.stopped ||
      Number(a.deleted) - Number(b.deleted) ||
      ids.indexOf(a.nodeId) - ids.indexOf(b.nodeId),
  );
}
