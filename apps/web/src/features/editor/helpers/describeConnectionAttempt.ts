import type { Connection } from '@plubot/flow';

/** The parts of React Flow's final connection state that say what the user tried to join. */
export interface ConnectionAttempt {
  readonly fromNode?: { readonly id: string } | null;
  readonly fromHandle?: { readonly id?: string | null; readonly type: 'source' | 'target' } | null;
  readonly toNode?: { readonly id: string } | null;
  readonly toHandle?: { readonly id?: string | null; readonly type: 'source' | 'target' } | null;
}

/**
 * The connection a user meant when a drag ended on another node without creating an edge, or
 * `undefined` when it ended on empty canvas or on the node it started from. A drag that starts at
 * a node's input and ends on another node's output reads the other way round (output → input);
 * a drag between two inputs reads from the node it started at, e.g. dragging from an end node
 * onto a message node means "end → message".
 */
export function describeConnectionAttempt(attempt: ConnectionAttempt): Connection | undefined {
  const { fromNode, fromHandle, toNode, toHandle } = attempt;
  if (!fromNode || !toNode || fromNode.id === toNode.id || !fromHandle) return undefined;
  const reversed = fromHandle.type === 'target' && toHandle?.type === 'source';
  return reversed
    ? {
        source: toNode.id,
        target: fromNode.id,
        sourceHandle: toHandle?.id ?? null,
        targetHandle: fromHandle.id ?? null,
      }
    : {
        source: fromNode.id,
        target: toNode.id,
        sourceHandle: fromHandle.type === 'source' ? (fromHandle.id ?? null) : null,
        targetHandle: toHandle?.type === 'target' ? (toHandle.id ?? null) : null,
      };
}
