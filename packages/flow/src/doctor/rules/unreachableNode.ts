import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowGraph, ReadonlyFlowGraph } from '../../model/flowSchema';
import { buildDoctorIndex, type DoctorIndex, getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck, DoctorFix } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [warning] Leftovers: nodes no start leads to. One finding per leftover piece — a node (or loop)
 * that no other leftover leads to, with every leftover after it — named after its first node. An
 * End alone is not reported (it harms no one). The fix deletes the piece, keeping its Ends when
 * they are the flow's only ones; it never touches a node a conversation can reach (unlike
 * `deleteNodeCascade`, which would also take the reachable nodes after it).
 */
export const checkUnreachableNode: DoctorCheck = (graph, _context, index) => {
  if (index.starts.length === 0) return [];
  const findings: DoctorFinding[] = [];
  const ends = findEnds(graph);
  for (const root of findLeftoverRoots(index)) {
    const piece = collectPiece(index, index.components[root]!);
    const ids = piece.map((position) => graph.nodes[position]!.id);
    if (piece.every((position) => graph.nodes[position]!.type === 'end')) continue;
    const first = graph.nodes[Math.min(...index.components[root]!)]!;
    const removable = planRemoval(ends, new Set(ids)).size;
    if (removable === 0) continue;
    findings.push(
      createDoctorFinding(
        'unreachableNode',
        'warning',
        createFlowMessage('doctor.unreachableNode', { label: getNodeLabel(first) }),
        ids,
        removable === 1
          ? createFlowMessage('doctor.fix.unreachableNode')
          : createFlowMessage('doctor.fix.unreachableNodes', { n: removable }),
      ),
    );
  }
  return findings;
};

/** Deletes the finding's leftover nodes that are still leftovers, with their edges. */
export const fixUnreachableNode: DoctorFix = (graph, finding) => {
  const index = buildDoctorIndex(graph);
  const leftovers = finding.nodeIds.filter((id) => {
    const position = index.indexById.get(id);
    return position !== undefined && !index.reachable[position];
  });
  const removed = planRemoval(findEnds(graph), new Set(leftovers));
  return removeNodes(graph, removed);
};

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
