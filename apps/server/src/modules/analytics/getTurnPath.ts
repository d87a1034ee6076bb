import type { TraceEntry } from '@plubot/engine';
import { normalizeNodeType } from '@plubot/flow';

/** What one turn of a conversation went through, as the funnel stores it. */
export interface TurnPath {
  /** The nodes the turn ran, in order (a node run twice appears twice). */
  nodeIds: string[];
  /** Whether one of them was an End node: the conversation is complete. */
  reachedEnd: boolean;
}

/**
 * Reads a turn's path from the engine's trace: every `visit`, in order. Two visits in a row are a
 * connection taken; a reply turn starts by visiting the node the previous turn waited on.
 *
 * @example
 * getTurnPath(result.trace) // { nodeIds: ['start-1', 'ask-name'], reachedEnd: false }
 */
export function getTurnPath(trace: readonly TraceEntry[]): TurnPath {
  const nodeIds: string[] = [];
  let reachedEnd = false;
  for (const entry of trace) {
    if (entry.event !== 'visit' || entry.nodeId === '') continue;
    nodeIds.push(entry.nodeId);
    if (normalizeNodeType(entry.type) === 'end') reachedEnd = true;
  }
  return { nodeIds, reachedEnd };
}
