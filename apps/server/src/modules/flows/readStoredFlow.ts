import { cleanupFlow, type FlowGraph, loadFlow, migrateFlow, salvageGraph } from '@plubot/flow';

/**
 * The version a stored row is read at. Rows carry no version of their own: a row written before
 * version 2 holds version-1 data, and a row saved since holds data in the current shape, which the
 * step from 1 to 2 leaves as it is (it only rewrites older shapes). A row is upgraded when its owner
 * next saves: the editor opens it migrated and sends back only the current shape.
 */
const STORED_ROW_VERSION = 1;

/** A stored flow read as the editor opens it, and how many things the load repaired. */
export interface StoredFlowReading {
  readonly graph: FlowGraph;
  readonly repairs: number;
}

/**
 * Reads a stored flow row (current flow, version or backup) the one way every reader uses — the
 * editor, the engine, Bot Doctor, analytics, exports, clones and the academy: `loadFlow` migrates
 * old shapes to the current one, repairs and validates it. A row that does not validate even then
 * (stored under older rules) is salvaged: what fits is kept, what does not is counted as repaired.
 *
 * @example readStoredFlow({ nodes: row.nodes, edges: row.edges }).graph.nodes
 */
export function readStoredFlow(row: { readonly nodes: unknown; readonly edges: unknown }): StoredFlowReading {
  const stored = {
    version: STORED_ROW_VERSION,
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
