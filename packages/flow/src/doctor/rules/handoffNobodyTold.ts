import { createFlowMessage } from '../../messages/createFlowMessage';
import { listHandoffChannels } from '../../reading/listHandoffChannels';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import { isLockedPower } from './serviceUnavailable';

/**
 * [warning] Conversations reach a «Hablar con una persona» node, but when a visitor waits there
 * only the bell in Plubot tells the owner: no e-mail goes out (this server sends none, or the bot's
 * inbox settings switched it off: `context.handoffAlerts.byEmail`) and no Slack, Telegram or
 * Discord channel of the bot is told (none in the flow that can post, one whose Pro power the owner
 * may not use now, or the settings switched them off). One finding for every such node. No fix:
 * the owner adds a power or changes the settings.
 */
export const checkHandoffNobodyTold: DoctorCheck = (graph, context, index) => {
  const handoffs = graph.nodes.filter(
    (node, position) => node.type === 'handoff' && index.reachable[position],
  );
  const first = handoffs[0];
  if (!first) return [];
  const alerts = context.handoffAlerts ?? { byEmail: true, onChannels: true };
  if (alerts.byEmail && context.services.mail) return [];
  const channels = alerts.onChannels
    ? listHandoffChannels(graph.nodes).filter(
        (channel) =>
          channel.kind === 'discord' || !isLockedPower(channel.powerId, context.services.lockedPowers),
      )
    : [];
  if (channels.length > 0) return [];
  const message = createFlowMessage('doctor.handoffNobodyTold', { label: getNodeLabel(first) });
  return [
    createDoctorFinding(
      'handoffNobodyTold',
      'warning',
      message,
      handoffs.map((node) => node.id),
    ),
  ];
};
