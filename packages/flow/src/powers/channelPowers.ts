/**
 * The powers that are channels, not steps of a flow (issue #31): where the bot answers people
 * (WhatsApp Business, Instagram), not something a node does. A power node of one does nothing in
 * conversations; the catalogue, the editor and Bot Doctor say so in these words.
 */
export const CHANNEL_POWERS = ['whatsapp-business', 'instagram'] as const;
export type ChannelPower = (typeof CHANNEL_POWERS)[number];

/** Whether a power is a channel (WhatsApp Business, Instagram) rather than a step of the flow. */
export function isChannelPower(powerId: unknown): powerId is ChannelPower {
  return CHANNEL_POWERS.some((id) => id === powerId);
}
