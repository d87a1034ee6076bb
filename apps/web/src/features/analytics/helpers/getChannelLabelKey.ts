import type { AnalyticsChannel } from '@plubot/contracts';

/**
 * The text key naming each channel, reusing the inbox's and the sharing panel's names; the two
 * WhatsApp channels get names that tell them apart (the inbox calls both «WhatsApp»).
 */
const CHANNEL_LABEL_KEYS = {
  web: 'inbox.channels.web',
  widget: 'inbox.channels.widget',
  whatsapp: 'analytics.channel.whatsappQr',
  'whatsapp-cloud': 'sharing.channels.names.whatsappCloud',
  telegram: 'inbox.channels.telegram',
  messenger: 'inbox.channels.messenger',
  instagram: 'inbox.channels.instagram',
} as const satisfies Record<AnalyticsChannel, string>;

/**
 * The text key of a channel's name in the analytics.
 * @example t(getChannelLabelKey('whatsapp')) // 'WhatsApp (QR)'
 */
export function getChannelLabelKey(channel: AnalyticsChannel): (typeof CHANNEL_LABEL_KEYS)[AnalyticsChannel] {
  return CHANNEL_LABEL_KEYS[channel];
}
