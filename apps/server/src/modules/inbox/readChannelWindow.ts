import type { ChannelWindow, ConversationChannel } from '@plubot/contracts';
import type { Database } from '../../db/client';
import { findChannelConnection } from '../channels/channelRepository';
import { describeCustomerWindow } from '../channels/meta/customerWindow';
import { readChosenTemplate } from '../channels/meta/whatsAppTemplates';
import { findLastInbound, type MetaChannelName } from '../channels/whatsappCloud/whatsAppCloudRepository';

/** Meta's product behind each of its channels. */
const META_PRODUCTS = {
  'whatsapp-cloud': 'whatsapp',
  messenger: 'messenger',
  instagram: 'instagram',
} as const;

/**
 * Meta's customer-service window with the contact of a WhatsApp Cloud, Messenger or Instagram
 * conversation, for the inbox (`describeCustomerWindow`): from the contact's last message on the
 * channel and, on WhatsApp, the template chosen for the bot. Undefined for any other channel.
 */
export async function readChannelWindow(
  db: Database,
  conversation: { plubotId: string; channel: ConversationChannel; contact: string | null },
  now = new Date(),
): Promise<ChannelWindow | undefined> {
  const { plubotId, channel, contact } = conversation;
  if (!(channel in META_PRODUCTS)) return undefined;
  const metaChannel = channel as MetaChannelName;
  const lastInboundAt = contact ? await findLastInbound(db, plubotId, contact, metaChannel) : null;
  const connection =
    metaChannel === 'whatsapp-cloud' ? await findChannelConnection(db, plubotId, metaChannel) : undefined;
  return describeCustomerWindow({
    product: META_PRODUCTS[metaChannel],
    lastInboundAt,
    now,
    template: connection ? readChosenTemplate(connection.details) : null,
  });
}
