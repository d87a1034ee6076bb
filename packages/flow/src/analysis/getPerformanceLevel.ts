import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import type { NodeType } from '../model/nodeTypes';

/** Performance levels from lightest to heaviest. */
export type PerformanceLevel = 'none' | 'low' | 'medium' | 'high' | 'ultra';

/** The complexity score at which each level starts (spec §9). */
export const PERFORMANCE_THRESHOLDS = { low: 30, medium: 60, high: 100, ultra: 150 } as const;

const HEAVY_TYPES: ReadonlySet<NodeType> = new Set(['decision', 'action', 'httpRequest']);

/** The editor's performance assessment of a flow. */
export interface PerformanceAssessment {
  readonly score: number;
  readonly level: PerformanceLevel;
  /** High and ultra levels turn animations off. */
  readonly disableAnimations: boolean;
  readonly suggestions: FlowMessage[];
}

/**
 * Scores a flow's rendering cost as nodes + 0.6 per edge + 0.3 per decision, action or HTTP node,
 * and maps it to a level: low from 30, medium from 60, high from 100, ultra from 150. From high on
 * it suggests Ultra mode; at medium and above, splitting the flow and avoiding fast movements.
 *
 * @example getPerformanceLevel(flow).level // 'medium'
 */
export function getPerformanceLevel(graph: ReadonlyFlowGraph): PerformanceAssessment {
  let heavy = 0;
  for (const node of graph.nodes) if (HEAVY_TYPES.has(node.type)) heavy += 1;
  const score = Math.round((graph.nodes.length + 0.6 * graph.edges.length + 0.3 * heavy) * 10) / 10;
  const level = levelForScore(score);
  const suggestions: FlowMessage[] = [];
  if (level === 'high' || level === 'ultra') suggestions.push(createFlowMessage('performance.enableUltra'));
  if (level !== 'none' && level !== 'low') {
    suggestions.push(
      createFlowMessage('performance.splitFlow'),
      createFlowMessage('performance.avoidFastMovements'),
    );
  }
  return { score, level, disableAnimations: level === 'high' || level === 'ultra', suggestions };
}

/** The level a complexity score falls in. */
export function levelForScore(score: number): PerformanceLevel {
  if (score >= PERFORMANCE_THRESHOLDS.ultra) return 'ultra';
  if (score >= PERFORMANCE_THRESHOLDS.high) return 'high';
  if (score >= PERFORMANCE_THRESHOLDS.medium) return 'medium';
  if (score >= PERFORMANCE_THRESHOLDS.low) return 'low';
  return 'none';
}
