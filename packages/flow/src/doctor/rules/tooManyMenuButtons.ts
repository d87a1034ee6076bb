import { createFlowMessage } from '../../messages/createFlowMessage';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [warning] A reachable decision offering more buttons than the owner's plan shows
 * (`context.maxMenuButtons`). The engine builds the buttons from the conditions
 * (`getDecisionChoices`) and keeps only the first `maxButtons` of them, so the finding names the
 * buttons that will not show. No fix: which buttons matter is the owner's call, and dropping them
 * would lose their branches.
 */
export const checkTooManyMenuButtons: DoctorCheck = (graph, context, index) => {
  const max = context.maxMenuButtons;
  if (max === null || max <= 0) return [];
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    const ways = index.decisionWays[position];
    if (!index.reachable[position] || !ways || ways.length <= max) return;
    const message = createFlowMessage('doctor.tooManyMenuButtons', {
      label: getNodeLabel(node),
      count: ways.length,
      max,
      hidden: ways
        .slice(max)
        .map((way) => `«${way.label}»`)
        .join(', '),
    });
    findings.push(createDoctorFinding('tooManyMenuButtons', 'warning', message, [node.id]));
  });
  return findings;
};
