import { createFlowMessage } from '../../messages/createFlowMessage';
import { getSourceHandle } from '../../reading/nodeHandles';
import { HANDOFF_OUTSIDE_HANDLE, readHandoffSettings } from '../../reading/readHandoffSettings';
import { validateOpeningHours } from '../../rules/openingHours';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [blocking] A «Hablar con una persona» node conversations reach whose opening hours cannot be
 * used (`validateOpeningHours`): an unknown time zone, hours on with no day, or a day whose start is
 * not before its end. The detail is the problem's own text (`detailCode` its code). No fix: the
 * editor opens the node's form.
 */
export const checkHandoffHoursInvalid: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (node.type !== 'handoff' || !index.reachable[position]) return;
    const issue = validateOpeningHours(readHandoffSettings(node).hours);
    if (!issue) return;
    const message = createFlowMessage('doctor.handoffHoursInvalid', {
      label: getNodeLabel(node),
      detail: issue.message,
      detailCode: issue.code,
    });
    findings.push(createDoctorFinding('handoffHoursInvalid', 'blocking', message, [node.id]));
  });
  return findings;
};

/**
 * [warning] A «Hablar con una persona» node conversations reach that, outside its opening hours,
 * goes on by its «Fuera de horario» output (mode `continue`) while nothing is connected there: the
 * conversation would end. Hours that are off never apply, so such a node is not flagged.
 */
export const checkHandoffOutsideNotConnected: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (node.type !== 'handoff' || !index.reachable[position]) return;
    const { hours, outside } = readHandoffSettings(node);
    if (!hours.enabled || outside.mode !== 'continue') return;
    const connected = index.outgoing[position]!.some(
      (edge) => getSourceHandle(edge.sourceHandle) === HANDOFF_OUTSIDE_HANDLE,
    );
    if (connected) return;
    const message = createFlowMessage('doctor.handoffOutsideNotConnected', { label: getNodeLabel(node) });
    findings.push(createDoctorFinding('handoffOutsideNotConnected', 'warning', message, [node.id]));
  });
  return findings;
};
