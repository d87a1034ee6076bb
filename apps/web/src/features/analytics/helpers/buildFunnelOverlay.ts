import type { FunnelResponse } from '@plubot/contracts';
import { findWorstDropOff, type NodeTraffic } from './findWorstDropOff';

/** What the editor draws over the canvas: per node and per connection traffic, and the worst drop-off. */
export interface FunnelOverlay {
  readonly nodes: ReadonlyMap<string, NodeTraffic>;
  /** Conversations per connection, keyed by {@link edgeTrafficKey}. */
  readonly edges: ReadonlyMap<string, number>;
  /** The busiest connection's count (0 when none was taken). */
  readonly maxEdgeCount: number;
  readonly worst: NodeTraffic | null;
}

/** The key of the connection from `source` to `target` in {@link FunnelOverlay.edges}. */
export function edgeTrafficKey(source: string, target: string): string {
  return `${source}\n${target}`;
}

/**
 * Indexes a funnel for the canvas so each node and edge finds its figures in O(1). Connections the
 * funnel lists twice (two handles between the same nodes) add up; `isPresent` keeps the worst
 * drop-off on a node the flow still has.
 */
export function buildFunnelOverlay(
  funnel: Pick<FunnelResponse, 'nodes' | 'edges'>,
  options: { isPresent?: (nodeId: string) => boolean } = {},
): FunnelOverlay {
  const nodes = new Map<string, NodeTraffic>();
  for (const node of funnel.nodes) nodes.set(node.nodeId, node);
  const edges = new Map<string, number>();
  let maxEdgeCount = 0;
  for (const edge of funnel.edges) {
    const key = edgeTrafficKey(edge.source, edge.target);
    const count = (edges.get(key) ?? 0) + edge.count;
    edges.set(key, count);
    maxEdgeCount = Math.max(maxEdgeCount, count);
  }
  const worst = findWorstDropOff(funnel.nodes, options.isPresent ? { isPresent: options.isPresent } : {});
  return { nodes, edges, maxEdgeCount, worst };
}
