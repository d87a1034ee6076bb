import { CHANNEL_DISPLAY_NAMES, MESSAGING_CHANNELS, type MessagingChannel } from '../channels/channelLimits';
import type { DoctorIndex } from './buildDoctorIndex';
import type { DoctorContext } from './doctorTypes';
import type { DecisionWay } from './getDecisionWays';

/**
 * The messaging channels the bot answers on (`context.channels`), each once, in the order of
 * {@link MESSAGING_CHANNELS}; none when the context does not say (then the channel rules are quiet).
 */
export function getConnectedChannels(context: DoctorContext): MessagingChannel[] {
  const connected = new Set(context.channels ?? []);
  return MESSAGING_CHANNELS.filter((channel) => connected.has(channel));
}

/**
 * The channels' names for a message, each once, separated by commas (a proper noun in every
 * language, so the list needs no translation).
 *
 * @example listChannelNames(['whatsapp-cloud', 'telegram']) // 'WhatsApp, Telegram'
 */
export function listChannelNames(channels: readonly MessagingChannel[]): string {
  return [...new Set(channels.map((channel) => CHANNEL_DISPLAY_NAMES[channel]))].join(', ');
}

/**
 * The buttons of the decision at `position` a conversation shows: the first
 * `context.maxMenuButtons` of them (the engine's plan limit), all without a limit; undefined for a
 * node without buttons.
 */
export function getShownWays(
  index: DoctorIndex,
  position: number,
  context: DoctorContext,
): readonly DecisionWay[] | undefined {
  const ways = index.decisionWays[position];
  const max = context.maxMenuButtons;
  return ways && max !== null && max > 0 ? ways.slice(0, max) : ways;
}
