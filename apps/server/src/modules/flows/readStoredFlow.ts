import { cleanupFlow, type FlowGraph, loadFlow, migrateFlow, salvageGraph } from '@plubot/flow';

/** A stored flow read as the editor opens it, and how many things the load repaired. */
export interface StoredFlowReading {
  readonly graph: FlowGraph;
  readonly repairs: number;
}

/**
 * Reads a stored flow row (current flow, version or backup) the one way every reader uses — the
 * editor, the engine, Bot Doctor, analytics, exports, clones and the academy: `loadFlow` migrates
 * it from the version it is stored at (`flowVersion`; 1 for rows written before version 2) to the
 * current one, repairs and validates it. A row is upgraded when its owner next saves. A row that
 * does not validate even then (stored under older rules) is salvaged: what fits is kept, what does
 * not is counted as repaired.
 *
 * @example readStoredFlow({ nodes: row.nodes, edges: row.edges }).graph.nodes
 */
export function readStoredFlow(row: {
  readonly nodes: unknown;
  readonly edges: unknown;
  readonly flowVersion: number;
}): StoredFlowReading {
  const stored = {
    version: row.flowVersion,
    nodes: Array.isArray(row.nodes) ? row.nodes : [],
    edges: Array.isArray(row.edges) ? row.edges : [],
  };
  const loaded = loadFlow(stored);
  if (loaded.ok) {
    const { nodes, edges } = loaded.value.flow;
    return { graph: { nodes, edges }, repairs: countRepairs(loaded.value.report) };
  }
  const migrated = migrateFlow(stored);
  const { nodes, edges } = migrated.ok ? migrated.value.flow : stored;
  const cleaned = cleanupFlow({
    nodes: Array.isArray(nodes) ? nodes : [],
    edges: Array.isArray(edges) ? edges : [],
  });
  const salvaged = salvageGraph(cleaned);
  const repairs =
    countRepairs(cleaned.report) +
    salvaged.repairedNodeIds.length +
    salvaged.droppedNodeIds.length +
    salvaged.droppedEdgeIds.length;
  return { graph: { nodes: salvaged.nodes, edges: salvaged.edges }, repairs };
}

function countRepairs(report: unknown): number {
  if (!report || typeof report !== 'object') return 0;
  return Object.values(report).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0),
    0,
  );
}
