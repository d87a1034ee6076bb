import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowNode } from '../../model/nodeSchema';
import { patchNodeData } from '../../model/withNodeData';
import { getNodeText } from '../../reading/getNodeText';
import { readMessageCapture } from '../../reading/readMessageCapture';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import { detectPersonalData } from '../detectPersonalData';
import type { DoctorCheck, DoctorFix } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [warning] A reachable message that waits for an e-mail or a phone number — its capture variable
 * is named so (email, correo, telefono, whatsapp …) or, failing that, its question asks for one —
 * without the matching reply check (`capture.validation` 'email' / 'phone'), so a typo reaches
 * the owner. The fix turns the matching check on.
 */
export const checkUnvalidatedContactQuestion: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position]) return;
    const kind = getMissingValidation(node);
    if (!kind) return;
    const label = getNodeLabel(node);
    const [message, fix] =
      kind === 'email'
        ? [
            createFlowMessage('doctor.unvalidatedContactQuestion', { label }),
            createFlowMessage('doctor.fix.unvalidatedContactQuestion'),
          ]
        : [
            createFlowMessage('doctor.unvalidatedContactQuestionPhone', { label }),
            createFlowMessage('doctor.fix.unvalidatedContactQuestionPhone'),
          ];
    findings.push(createDoctorFinding('unvalidatedContactQuestion', 'warning', message, [node.id], fix));
  });
  return findings;
};

/** Turns on the e-mail or phone check of each message of the finding that still lacks it. */
export const fixUnvalidatedContactQuestion: DoctorFix = (graph, finding) => {
  const targets = new Set(finding.nodeIds);
  return {
    nodes: graph.nodes.map((node) => {
      if (!targets.has(node.id) || node.type !== 'message') return node;
      const validation = getMissingValidation(node);
      const capture = readMessageCapture(node);
      if (!validation || !capture) return node;
      const current = typeof node.data.capture === 'object' ? node.data.capture : {};
      return patchNodeData(node, { capture: { ...current, validation } });
    }),
    edges: [...graph.edges],
  };
};

/** The check a contact question should have and does not, if any. */
function getMissingValidation(node: FlowNode): 'email' | 'phone' | undefined {
  const capture = readMessageCapture(node);
  if (!capture || node.type !== 'message') return undefined;
  const byName = capture.variable ? detectPersonalData(capture.variable) : undefined;
  const question = getNodeText(node) ?? '';
  const kind =
    byName === 'email' || byName === 'phone' ? byName : byName ? undefined : detectPersonalData(question);
  if (kind !== 'email' && kind !== 'phone') return undefined;
  return capture.validation === kind ? undefined : kind;
}
