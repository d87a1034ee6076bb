import type { ReadonlyFlowGraph } from '../model/flowSchema';

/** The memory estimate's weights in kilobytes (spec §9). */
export const MEMORY_ESTIMATE_KB = { perNode: 2, perEdge: 1.5 } as const;

/**
 * The editor's rough memory estimate in kilobytes: 2 KB per node plus 1.5 KB per edge.
 *
 * @example estimateFlowMemory({ nodes: tenNodes, edges: fourEdges }) // 26
 */
export function estimateFlowMemory(graph: ReadonlyFlowGraph): number {
  return graph.nodes.length * MEMORY_ESTIMATE_KB.perNode + graph.edges.length * MEMORY_ESTIMATE_KB.perEdge;
}
