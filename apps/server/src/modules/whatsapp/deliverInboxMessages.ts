import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { chatSessions } from '../../db/schema';
import { followOutgoingMessages } from '../channels/followOutgoingMessages';
import type { LiveBus } from '../live/liveBus';
import type { WhatsAppLink } from './createLinkSessions';
import { toWhatsAppAddress } from './readDirectContact';
import { renderWhatsAppText } from './renderWhatsAppText';

/**
 * Sends to WhatsApp what a person of the team (issue #29) says in a WhatsApp conversation — their
 * messages, the notes, and the bot's when they give it back — as normal messages. Every copy hears
 * every stored event on the bus; only the copy that holds the bot's number sends, so each message
 * goes out once. Returns the unsubscribe.
 */
export function deliverInboxMessages(options: {
  db: Database;
  bus: LiveBus;
  links: ReadonlyMap<string, WhatsAppLink>;
  log: FastifyBaseLogger;
}): () => void {
  const { db, bus, links, log } = options;
  const deliver = async (
    plubotId: string,
    sessionId: string,
    text: string,
    buttons?: { id: string; label: string }[],
  ) => {
    const transport = links.get(plubotId)?.transport;
    if (!transport) return;
    const [session] = await db
      .select({ contact: chatSessions.contact, channel: chatSessions.channel })
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId));
    if (session?.channel !== 'whatsapp' || !session.contact) return;
    const address = toWhatsAppAddress(session.contact);
    const body = renderWhatsAppText({ text, ...(buttons ? { buttons } : {}) });
    if (address && body !== '') await transport.sendText(address, body);
  };
  return followOutgoingMessages({
    bus,
    log,
    failure: 'whatsapp inbox message not sent',
    handles: (plubotId) => Boolean(links.get(plubotId)?.transport),
    deliver: ({ plubotId, sessionId, message }) =>
      deliver(plubotId, sessionId, message.text, message.buttons),
  });
}
