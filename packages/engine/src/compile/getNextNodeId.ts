import { DEFAULT_HANDLE, type EngineFlow } from './compileFlow';

/**
 * The target of the first of `handles` that has an edge out of `nodeId`, or `null`. With
 * `anyEdge`, falls back to the node's first edge of any handle.
 *
 * @example getNextNodeId(flow, 'http-1', ['onError', 'output']) // the error branch, else the default one
 */
export function getNextNodeId(
  flow: EngineFlow,
  nodeId: string,
  handles: readonly string[] = [DEFAULT_HANDLE],
  options: { anyEdge?: boolean } = {},
): string | null {
  const outputs = flow.outgoing.get(nodeId);
  if (!outputs) return null;
  for (const handle of handles) {
    const target = outputs.byHandle.get(handle)?.[0];
    if (target !== undefined) return target;
  }
  return options.anyEdge ? (outputs.targets[0] ?? null) : null;
}

/** Whether the node has an edge from one of `handles`. */
export function hasEdgeFrom(flow: EngineFlow, nodeId: string, handles: readonly string[]): boolean {
  const byHandle = flow.outgoing.get(nodeId)?.byHandle;
  return byHandle !== undefined && handles.some((handle) => byHandle.has(handle));
}
