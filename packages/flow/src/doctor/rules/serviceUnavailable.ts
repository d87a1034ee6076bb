import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowMessage, FlowMessageCode } from '../../messages/flowMessages';
import type { FlowNode } from '../../model/nodeSchema';
import { isRunningPower } from '../../model/secretNodeFields';
import { isChannelPower } from '../../powers/channelPowers';
import { isDesignPower } from '../../powers/designPowers';
import { isActionService } from '../../powers/powerActions';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorContext, DoctorFinding, DoctorSeverity } from '../doctorTypes';

/**
 * A reachable node that needs a service this server (or the owner's integrations) lacks:
 * [blocking] an AI or AI Pro node without an AI provider, a `sendEmail` action without outgoing
 * mail, a Discord node or Discord power without a token of its own and without a Discord
 * integration, a Pro power the owner's plan does not include and no live trial covers (it does not
 * act); [warning] a `sendNotification` action without mail (the notice still reaches the app's
 * bell), a power of the catalogue that does not act in conversations yet, and a channel's power
 * (WhatsApp Business, Instagram), which is no step of the flow — said as such, with where the
 * channel is set up. No fix: the service is configured outside the flow.
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

/** Which service a node lacks here: what Bot Doctor reports and what the node's status shows. */
export type MissingService =
  | 'ai'
  | 'mail'
  | 'notification'
  | 'discord'
  | 'power'
  | 'powerLocked'
  | 'whatsappChannel'
  | 'instagramChannel';

const DOCTOR_CODES: Record<MissingService, FlowMessageCode> = {
  ai: 'doctor.serviceUnavailable',
  mail: 'doctor.serviceUnavailableMail',
  notification: 'doctor.serviceUnavailableNotification',
  discord: 'doctor.serviceUnavailableDiscord',
  power: 'doctor.serviceUnavailablePower',
  powerLocked: 'doctor.serviceUnavailablePowerLocked',
  whatsappChannel: 'doctor.powerChannelWhatsApp',
  instagramChannel: 'doctor.powerChannelInstagram',
};

const BLOCKING: ReadonlySet<MissingService> = new Set(['ai', 'mail', 'discord', 'powerLocked']);

function getMissingService(
  node: FlowNode,
  context: DoctorContext,
): { severity: DoctorSeverity; message: FlowMessage } | undefined {
  const service = findMissingService(node, context.services);
  if (!service) return undefined;
  return missing(node, BLOCKING.has(service) ? 'blocking' : 'warning', DOCTOR_CODES[service]);
}

/**
 * The service `node` needs that this server (or the owner's integrations) lacks, if any: an AI
 * provider for AI nodes, mail for e-mail actions (a notification still reaches the bell), a Discord
 * token or integration, a Pro power the owner may not use now (`services.lockedPowers`: the plan has
 * no Pro powers and no trial is running, the same rule the server applies on save and in
 * conversations), a channel's power (WhatsApp Business, Instagram: no step of the flow), or a
 * catalogue power that does not act yet. Figma and Canva act (a design card; their link is
 * `getNodeSetupIssue`'s). The node's status on the canvas and Bot Doctor both read it.
 * @example findMissingService(aiNode, { ai: false, mail: true, discord: true }) // 'ai'
 */
export function findMissingService(
  node: FlowNode,
  services: DoctorContext['services'],
): MissingService | undefined {
  switch (node.type) {
    case 'ai':
    case 'aiNodePro':
      return services.ai ? undefined : 'ai';
    case 'action':
      if (services.mail) return undefined;
      if (node.data.actionType === 'sendEmail') return 'mail';
      return node.data.actionType === 'sendNotification' ? 'notification' : undefined;
    case 'discord':
      return services.discord || filled(node.data.discordToken) ? undefined : 'discord';
    case 'power':
      // A channel does nothing as a step with or without the plan: say what it is, not that it is locked.
      if (isChannelPower(node.data.powerId)) {
        return node.data.powerId === 'whatsapp-business' ? 'whatsappChannel' : 'instagramChannel';
      }
      if (isLockedPower(node.data.powerId, services.lockedPowers)) return 'powerLocked';
      // A catalogue power that does not act in conversations yet: say so, never a silent no-op.
      if (isActionService(node.data.powerId) || isDesignPower(node.data.powerId)) return undefined;
      if (filled(node.data.powerId) && !isRunningPower(node.data.powerId)) return 'power';
      return node.data.powerId !== 'discord' || services.discord || filled(node.data.powerToken)
        ? undefined
        : 'discord';
    default:
      return undefined;
  }
}

const STATUS_CODES: Record<MissingService, FlowMessageCode> = {
  ai: 'service.ai',
  mail: 'service.mail',
  notification: 'service.notification',
  discord: 'service.discord',
  power: 'service.power',
  powerLocked: 'service.powerLocked',
  whatsappChannel: 'service.powerChannelWhatsApp',
  instagramChannel: 'service.powerChannelInstagram',
};

/**
 * The short status a node shows on the canvas when it needs a service this server lacks (spec §3
 * node status): `blocking` when the conversation will fail there.
 * @example getNodeServiceIssue(aiNode, { ai: false, mail: true, discord: true })?.message.code // 'service.ai'
 */
export function getNodeServiceIssue(
  node: FlowNode,
  services: DoctorContext['services'],
): { blocking: boolean; message: FlowMessage } | undefined {
  const service = findMissingService(node, services);
  return service
    ? { blocking: BLOCKING.has(service), message: createFlowMessage(STATUS_CODES[service]) }
    : undefined;
}

function missing(
  node: FlowNode,
  severity: DoctorSeverity,
  code: FlowMessageCode,
): { severity: DoctorSeverity; message: FlowMessage } {
  return { severity, message: createFlowMessage(code, { label: getNodeLabel(node) }) };
}

/**
 * Whether a power node's `powerId` is one of `lockedPowers`, the Pro powers the owner may not use
 * now (see `DoctorContext.services`): such a node does not act.
 * @example isLockedPower(' telegram', ['telegram', 'stripe']) // true
 */
export function isLockedPower(powerId: unknown, lockedPowers: readonly string[] | undefined): boolean {
  return typeof powerId === 'string' && (lockedPowers ?? []).includes(powerId.trim());
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
