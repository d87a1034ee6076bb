/** One node's figures in the funnel: conversations that reached it and those that stopped there. */
export interface NodeTraffic {
  readonly nodeId: string;
  readonly reached: number;
  readonly stopped: number;
}

/** Fewer conversations than this through a node say too little to call it the worst drop-off. */
export const MIN_REACHED_FOR_ADVICE = 5;

/**
 * The node where the largest share of the people who reach it leave (stopped / reached), among the
 * nodes reached by at least `minReached` conversations where someone stopped; ties go to the node
 * more people left, then to the lower id (so the answer never flickers). `isPresent` skips nodes the
 * flow no longer has. Null when no node qualifies.
 * @example findWorstDropOff([{ nodeId: 'a', reached: 10, stopped: 6 }, { nodeId: 'b', reached: 40, stopped: 8 }])?.nodeId // 'a'
 */
export function findWorstDropOff<T extends NodeTraffic>(
  nodes: readonly T[],
  options: { minReached?: number; isPresent?: (nodeId: string) => boolean } = {},
): T | null {
  const { minReached = MIN_REACHED_FOR_ADVICE, isPresent } = options;
  let worst: T | null = null;
  for (const node of nodes) {
    if (node.reached < Math.max(1, minReached) || node.stopped <= 0) continue;
    if (isPresent && !isPresent(node.nodeId)) continue;
    if (!worst || isWorse(node, worst)) worst = node;
  }
  return worst;
}

function isWorse(candidate: NodeTraffic, current: NodeTraffic): boolean {
  // Cross-multiplied so that equal shares compare equal (no floating-point noise).
  const left = candidate.stopped * current.reached;
  const right = current.stopped * candidate.reached;
  if (left !== right) return left > right;
  if (candidate.stopped !== current.stopped) return candidate.stopped > current.stopped;
  return candidate.nodeId < current.nodeId;
}
