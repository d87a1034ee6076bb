import { CHANNEL_LIMITS, type OfficialChannel } from '../../channels/channelLimits';
import { getChannelMenu } from '../../channels/getChannelMenu';
import { createFlowMessage } from '../../messages/createFlowMessage';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import { getConnectedChannels, getShownWays, listChannelNames } from '../doctorChannels';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * How the bot's channels (`context.channels`) show a reachable decision's buttons (those the plan
 * shows), as the server's renderers do (`getChannelMenu`):
 * - [warning] more options than an official channel takes as something to tap — over 10 on WhatsApp
 *   (its list's rows), over 13 on Messenger or Instagram (quick replies) —: the menu goes as a
 *   numbered text, answered by typing the number or the option; names those channels and the most
 *   options all of them show tappable;
 * - [tip] 4 to 10 options on WhatsApp Cloud: a list opened by a button instead of reply buttons
 *   (at most 3);
 * - [tip, once for the whole bot] linked by QR: that WhatsApp has no buttons, every menu goes as a
 *   numbered text (one finding, not one per menu: nothing in the flow changes it).
 * Telegram shows any number as an inline keyboard. No fix: which options matter is the owner's call.
 */
export const checkMenuShapeOnChannel: DoctorCheck = (graph, context, index) => {
  const channels = getConnectedChannels(context);
  if (channels.length === 0) return [];
  const official = channels.filter((channel): channel is OfficialChannel => channel !== 'whatsapp');
  const findings: DoctorFinding[] = [];
  let menus = 0;
  graph.nodes.forEach((node, position) => {
    const ways = index.reachable[position] ? getShownWays(index, position, context) : undefined;
    if (!ways) return;
    menus++;
    const count = ways.length;
    const numbered = official.filter((channel) => getChannelMenu(channel, count).shape === 'numbered');
    if (numbered.length > 0) {
      const message = createFlowMessage('doctor.menuShapeOnChannelNumbered', {
        label: getNodeLabel(node),
        count,
        channels: listChannelNames(numbered),
        max: Math.min(...numbered.map(getTappableMax)),
      });
      findings.push(createDoctorFinding('menuShapeOnChannel', 'warning', message, [node.id]));
    } else if (
      official.includes('whatsapp-cloud') &&
      getChannelMenu('whatsapp-cloud', count).shape === 'list'
    ) {
      const message = createFlowMessage('doctor.menuShapeOnChannelList', {
        label: getNodeLabel(node),
        count,
        max: CHANNEL_LIMITS['whatsapp-cloud'].replyButtons,
      });
      findings.push(createDoctorFinding('menuShapeOnChannel', 'tip', message, [node.id]));
    }
  });
  if (menus > 0 && channels.includes('whatsapp')) {
    const message = createFlowMessage('doctor.menuShapeOnChannelQr', { count: menus });
    findings.push(createDoctorFinding('menuShapeOnChannel', 'tip', message, []));
  }
  return findings;
};

/** The most options an official channel shows as something to tap. */
function getTappableMax(channel: OfficialChannel): number {
  if (channel === 'whatsapp-cloud') return CHANNEL_LIMITS['whatsapp-cloud'].listRows;
  if (channel === 'telegram') return Number.POSITIVE_INFINITY;
  return CHANNEL_LIMITS[channel].quickReplies;
}
