import { createFlowMessage } from '../../messages/createFlowMessage';
import { getNodeLabel } from '../buildDoctorIndex';
import { connectToNewEnd, hasRoomForEnd } from '../connectToNewEnd';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck, DoctorFix } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [warning] A node conversations reach where they stop with no way on and no End: it has no
 * outgoing connection (`analyzeRoutes().deadEndNodes`, restricted to reachable nodes). Options and
 * decision buttons that lead nowhere are `optionWithoutPath` instead. The fix adds an End just
 * below the node and connects it; a start node (which may not lead straight to an End) gets none.
 */
export const checkDeadEnd: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position] || node.type === 'end' || node.type === 'option') return;
    if (index.decisionWays[position] || index.adjacency[position]!.length > 0) return;
    const fixable = node.type !== 'start' && hasRoomForEnd(graph, 1);
    findings.push(
      createDoctorFinding(
        'deadEnd',
        'warning',
        createFlowMessage('doctor.deadEnd', { label: getNodeLabel(node) }),
        [node.id],
        fixable ? createFlowMessage('doctor.fix.deadEnd') : undefined,
      ),
    );
  });
  return findings;
};

/** Adds an End below the node and connects the node to it. */
export const fixDeadEnd: DoctorFix = (graph, finding, options) =>
  connectToNewEnd(
    graph,
    finding.nodeIds.map((source) => ({ source })),
    options,
  );
