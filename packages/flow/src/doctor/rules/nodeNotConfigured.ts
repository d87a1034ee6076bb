import { getNodeSetupIssue } from '../../analysis/getNodeSetupIssue';
import { createFlowMessage } from '../../messages/createFlowMessage';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [blocking] A node conversations reach that cannot do its job yet (`getNodeSetupIssue`): an HTTP
 * node without URL, an AI node without instruction … The detail is the setup issue's own text. No
 * fix: the editor opens the node's form instead. `detailCode` names the issue's own code, so a translation
 * can nest its text.
 */
export const checkNodeNotConfigured: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position]) return;
    const issue = getNodeSetupIssue(node);
    if (!issue) return;
    const message = createFlowMessage('doctor.nodeNotConfigured', {
      label: getNodeLabel(node),
      detail: issue.message,
      detailCode: issue.code,
    });
    findings.push(createDoctorFinding('nodeNotConfigured', 'blocking', message, [node.id]));
  });
  return findings;
};
