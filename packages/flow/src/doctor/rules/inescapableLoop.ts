import { createFlowMessage } from '../../messages/createFlowMessage';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [blocking] A loop a conversation can enter and never leave: a reachable set of nodes that all
 * lead to each other (a strongly connected component with more than one node, or a node linked to
 * itself) with no connection leaving it, so no End inside or after it. Named after its first node
 * in the flow's order. No automatic fix: only the owner knows which step should lead out.
 */
export const checkInescapableLoop: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  index.components.forEach((members, component) => {
    if (!index.reachable[members[0]!]) return;
    let isLoop = members.length > 1;
    for (const member of members) {
      for (const target of index.adjacency[member]!) {
        if (index.componentOf[target] !== component) return;
        if (target === member) isLoop = true;
      }
    }
    if (!isLoop) return;
    const ordered = [...members].sort((a, b) => a - b);
    const first = graph.nodes[ordered[0]!]!;
    findings.push(
      createDoctorFinding(
        'inescapableLoop',
        'blocking',
        createFlowMessage('doctor.inescapableLoop', { label: getNodeLabel(first), n: members.length }),
        ordered.map((position) => graph.nodes[position]!.id),
      ),
    );
  });
  return findings;
};
