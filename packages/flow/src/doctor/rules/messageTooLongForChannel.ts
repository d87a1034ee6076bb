import { CHANNEL_LIMITS, CHANNEL_TEXT_UNITS, type OfficialChannel } from '../../channels/channelLimits';
import { getChannelMenu } from '../../channels/getChannelMenu';
import { countMessagesBeforeBody, measureText, splitChannelText } from '../../channels/splitChannelText';
import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowNode } from '../../model/nodeSchema';
import { getNodeText } from '../../reading/getNodeText';
import { getStartGreeting } from '../../reading/getStartGreeting';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import { getConnectedChannels, getShownWays, listChannelNames } from '../doctorChannels';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [tip] A text the bot says — greeting, message, decision question, farewell — longer than one
 * message of a connected official channel (`context.channels`; `CHANNEL_LIMITS`: WhatsApp and
 * Telegram 4,096 characters, Messenger 2,000, Instagram 1,000 UTF-8 bytes), which the channel's renderer
 * therefore splits into several messages; on WhatsApp a question with 1 to 3 buttons also splits
 * past the buttons' body (1,024), the buttons coming with the last part. Says into how many parts,
 * on the channels that split it most. WhatsApp by QR sends a text whole. Measured as each channel
 * counts (characters; Instagram's bytes) as written, before `{{variables}}` are filled in. No fix: only the owner can decide
 * where to split it.
 */
export const checkMessageTooLongForChannel: DoctorCheck = (graph, context, index) => {
  const channels = getConnectedChannels(context).filter(
    (channel): channel is OfficialChannel => channel !== 'whatsapp',
  );
  if (channels.length === 0) return [];
  const shortest = Math.min(...channels.map((channel) => CHANNEL_LIMITS[channel].text), BUTTONS_BODY);
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position]) return;
    const text = getSpokenText(node);
    // UTF-8 bytes are never fewer than UTF-16 units, nor those than characters: most texts stop here.
    if (measureText(text, 'utf8Bytes') <= shortest) return;
    const options = getShownWays(index, position, context)?.length ?? 0;
    const splits = channels
      .map((channel) => splitOn(channel, text, options))
      .filter((split) => split.parts > 1);
    const parts = Math.max(0, ...splits.map((split) => split.parts));
    if (parts === 0) return;
    const most = splits.filter((split) => split.parts === parts);
    const params = {
      label: getNodeLabel(node),
      length: Array.from(text).length,
      max: Math.min(...most.map((split) => split.max)),
      parts,
    };
    const message = most.some((split) => split.beforeButtons)
      ? createFlowMessage('doctor.messageTooLongForChannelButtons', params)
      : most.every((split) => CHANNEL_TEXT_UNITS[split.channel] === 'utf8Bytes') &&
          measureText(text, 'utf8Bytes') !== params.length
        ? createFlowMessage('doctor.messageTooLongForInstagram', {
            label: params.label,
            max: params.max,
            parts,
          })
        : createFlowMessage('doctor.messageTooLongForChannel', {
            ...params,
            channels: listChannelNames(most.map((split) => split.channel)),
          });
    findings.push(createDoctorFinding('messageTooLongForChannel', 'tip', message, [node.id]));
  });
  return findings;
};

const BUTTONS_BODY = CHANNEL_LIMITS['whatsapp-cloud'].buttonsBody;

interface ChannelSplit {
  readonly channel: OfficialChannel;
  readonly parts: number;
  /** The length that made it split: the channel's text, or WhatsApp's buttons' body. */
  readonly max: number;
  readonly beforeButtons: boolean;
}

/** How the channel's renderer splits the node's text, asked with `options` buttons. */
function splitOn(channel: OfficialChannel, text: string, options: number): ChannelSplit {
  const max = CHANNEL_LIMITS[channel].text;
  if (channel === 'whatsapp-cloud' && options > 0 && getChannelMenu(channel, options).shape === 'buttons') {
    const parts = countMessagesBeforeBody(text, max, BUTTONS_BODY);
    const beforeButtons = parts > splitChannelText(text, max).length;
    return { channel, parts, max: beforeButtons ? BUTTONS_BODY : max, beforeButtons };
  }
  const parts = splitChannelText(text, max, CHANNEL_TEXT_UNITS[channel]).length;
  return { channel, parts, max, beforeButtons: false };
}

/** What the node says in the chat (before `{{variables}}` are filled in), trimmed. */
function getSpokenText(node: FlowNode): string {
  const text = node.type === 'start' ? getStartGreeting(node).text : getNodeText(node);
  return text?.trim() ?? '';
}
