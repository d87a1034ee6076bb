import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowMessage, FlowMessageCode } from '../../messages/flowMessages';
import type { FlowNode } from '../../model/nodeSchema';
import { isRunningPower } from '../../model/secretNodeFields';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorContext, DoctorFinding, DoctorSeverity } from '../doctorTypes';

/**
 * A reachable node that needs a service this server (or the owner's integrations) lacks:
 * [blocking] an AI or AI Pro node without an AI provider, a `sendEmail` action without outgoing
 * mail, a Discord node or Discord power without a token of its own and without a Discord
 * integration; [warning] a `sendNotification` action without mail (the notice still reaches the
 * app's bell), and a power of the catalogue that does not act in conversations yet. No fix: the service is configured outside the flow.
 */
export const checkServiceUnavailable: DoctorCheck = (graph, context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position]) return;
    const missing = getMissingService(node, context);
    if (!missing) return;
    findings.push(createDoctorFinding('serviceUnavailable', missing.severity, missing.message, [node.id]));
  });
  return findings;
};

function getMissingService(
  node: FlowNode,
  { services }: DoctorContext,
): { severity: DoctorSeverity; message: FlowMessage } | undefined {
  switch (node.type) {
    case 'ai':
    case 'aiNodePro':
      return services.ai ? undefined : missing(node, 'blocking', 'doctor.serviceUnavailable');
    case 'action':
      if (services.mail) return undefined;
      if (node.data.actionType === 'sendEmail')
        return missing(node, 'blocking', 'doctor.serviceUnavailableMail');
      if (node.data.actionType === 'sendNotification') {
        return missing(node, 'warning', 'doctor.serviceUnavailableNotification');
      }
      return undefined;
    case 'discord':
      return services.discord || filled(node.data.discordToken)
        ? undefined
        : missing(node, 'blocking', 'doctor.serviceUnavailableDiscord');
    case 'power':
      // A catalogue power that does not act in conversations yet: say so, never a silent no-op.
      if (filled(node.data.powerId) && !isRunningPower(node.data.powerId)) {
        return missing(node, 'warning', 'doctor.serviceUnavailablePower');
      }
      return node.data.powerId !== 'discord' || services.discord || filled(node.data.powerToken)
        ? undefined
        : missing(node, 'blocking', 'doctor.serviceUnavailableDiscord');
    default:
      return undefined;
  }
}

function missing(
  node: FlowNode,
  severity: DoctorSeverity,
  code: FlowMessageCode,
): { severity: DoctorSeverity; message: FlowMessage } {
  return { severity, message: createFlowMessage(code, { label: getNodeLabel(node) }) };
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
