import { isAllowedTargetType } from '../../connections/allowedTargets';
import { connectNodes } from '../../connections/connectNodes';
import { createFlowMessage } from '../../messages/createFlowMessage';
import { FLOW_LIMITS } from '../../model/flowLimits';
import type { FlowGraph, ReadonlyFlowGraph } from '../../model/flowSchema';
import type { NodeType } from '../../model/nodeTypes';
import { buildDoctorIndex, type DoctorIndex, getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck, DoctorFix } from '../doctorRule';
import type { DoctorFinding, DoctorFixOffer } from '../doctorTypes';

/**
 * Node types whose way on is more than one plain exit (buttons, emotions, true/false): the doctor
 * does not guess which of their exits should lead on.
 */
const BRANCHING_TYPES: ReadonlySet<NodeType> = new Set([
  'decision',
  'emotionDetection',
  'complexConditionNode',
]);

/**
 * [warning] Leftovers: nodes no start leads to. One finding per leftover piece — a node (or loop)
 * that no other leftover leads to, with every leftover after it — named after its first node. An
 * End alone is not reported (it harms no one). Most often one connection is missing, so the first
 * fix connects the piece's first node from the reachable node that most plausibly comes before it
 * (`findLikelyPredecessor`: a reached node where the conversation stops, the nearest one above or
 * to the left). Deleting the piece is offered after it (never first): it keeps the piece's Ends
 * when they are the flow's only ones and never touches a node a conversation can reach (unlike
 * `deleteNodeCascade`, which would also take the reachable nodes after it).
 */
export const checkUnreachableNode: DoctorCheck = (graph, _context, index) => {
  if (index.starts.length === 0) return [];
  const findings: DoctorFinding[] = [];
  const ends = findEnds(graph);
  const roomForEdge = graph.edges.length < FLOW_LIMITS.maxEdges;
  for (const root of findLeftoverRoots(index)) {
    const piece = collectPiece(index, index.components[root]!);
    const ids = piece.map((position) => graph.nodes[position]!.id);
    if (piece.every((position) => graph.nodes[position]!.type === 'end')) continue;
    const headPosition = Math.min(...index.components[root]!);
    const head = graph.nodes[headPosition]!;
    const offers: DoctorFixOffer[] = [];
    const predecessor = roomForEdge ? findLikelyPredecessor(graph, index, headPosition) : undefined;
    if (predecessor !== undefined) {
      const source = graph.nodes[predecessor]!;
      offers.push({
        kind: 'connect',
        label: createFlowMessage('doctor.fix.unreachableNodeConnect', {
          from: getNodeLabel(source),
          to: getNodeLabel(head),
        }),
        destructive: false,
        connection: { source: source.id, target: head.id },
      });
    }
    const removable = planRemoval(ends, new Set(ids)).size;
    if (removable > 0) {
      offers.push({
        kind: 'delete',
        label:
          removable === 1
            ? createFlowMessage('doctor.fix.unreachableNode')
            : createFlowMessage('doctor.fix.unreachableNodes', { n: removable }),
        destructive: true,
      });
    }
    if (offers.length === 0) continue;
    findings.push(
      createDoctorFinding(
        'unreachableNode',
        'warning',
        createFlowMessage('doctor.unreachableNode', { label: getNodeLabel(head) }),
        ids,
        offers,
      ),
    );
  }
  return findings;
};

/**
 * `connect`: adds the offered connection when both ends still exist and the rules allow it.
 * `delete`: deletes the finding's nodes that are still leftovers, with their edges.
 */
export const fixUnreachableNode: DoctorFix = (graph, finding, options, offer) => {
  if (offer.kind === 'connect' && offer.connection) {
    const connected = connectNodes(graph, offer.connection, { now: options.now });
    return { nodes: [...graph.nodes], edges: connected.ok ? connected.value.edges : [...graph.edges] };
  }
  const index = buildDoctorIndex(graph);
  const leftovers = finding.nodeIds.filter((id) => {
    const position = index.indexById.get(id);
    return position !== undefined && !index.reachable[position];
  });
  const removed = planRemoval(findEnds(graph), new Set(leftovers));
  return removeNodes(graph, removed);
};

/**
 * The reachable node the leftover `head` was most likely meant to follow: among reached nodes
 * where the conversation stops (no way on, not an End, not a branching node) that may connect to
 * the head, the nearest one above or to the left of it (flows run down and right), else the
 * nearest one anywhere. None when no such node exists.
 */
export function findLikelyPredecessor(
  graph: ReadonlyFlowGraph,
  index: DoctorIndex,
  head: number,
): number | undefined {
  const target = graph.nodes[head]!;
  let best: number | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position] || index.adjacency[position]!.length > 0) return;
    if (node.type === 'end' || BRANCHING_TYPES.has(node.type) || index.decisionWays[position]) return;
    if (!isAllowedTargetType(node.type, target.type)) return;
    const dx = target.position.x - node.position.x;
    const dy = target.position.y - node.position.y;
    const before = dy > 0 || dx > 0;
    // Any node before the head beats every node after it; then the nearer the better.
    const score = Math.hypot(dx, dy) + (before ? 0 : FLOW_LIMITS.maxCoordinate * 8);
    if (score < bestScore) {
      bestScore = score;
      best = position;
    }
  });
  return best;
}

/** Components of leftovers that no other leftover component leads to. */
function findLeftoverRoots(index: DoctorIndex): number[] {
  const fed = new Uint8Array(index.components.length);
  index.components.forEach((members, component) => {
    if (index.reachable[members[0]!]) return;
    for (const member of members) {
      for (const target of index.adjacency[member]!) {
        const next = index.componentOf[target]!;
        if (next !== component) fed[next] = 1;
      }
    }
  });
  const roots: number[] = [];
  index.components.forEach((members, component) => {
    if (!index.reachable[members[0]!] && !fed[component]) roots.push(component);
  });
  return roots.reverse();
}

/** The root's nodes and every node after them, all of which are leftovers too. */
function collectPiece(index: DoctorIndex, root: readonly number[]): number[] {
  const seen = new Set(root);
  const stack = [...root];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const next of index.adjacency[current]!) {
      if (seen.has(next) || index.reachable[next]) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** The ids to delete: all given, except Ends when no other End would be left. */
function planRemoval(ends: ReadonlySet<string>, ids: ReadonlySet<string>): Set<string> {
  for (const end of ends) if (!ids.has(end)) return new Set(ids);
  return new Set([...ids].filter((id) => !ends.has(id)));
}

function findEnds(graph: ReadonlyFlowGraph): Set<string> {
  return new Set(graph.nodes.filter((node) => node.type === 'end').map((node) => node.id));
}

function removeNodes(graph: ReadonlyFlowGraph, removed: ReadonlySet<string>): FlowGraph {
  return {
    nodes: graph.nodes.filter((node) => !removed.has(node.id)),
    edges: graph.edges.filter((edge) => !removed.has(edge.source) && !removed.has(edge.target)),
  };
}
