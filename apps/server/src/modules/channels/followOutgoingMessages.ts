import type { ConversationMessage } from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from '../live/liveBus';

/** A stored message of a conversation that its channel should carry to the contact. */
export interface OutgoingMessage {
  /** The live event's stored id: unique, so a channel can send it exactly once. */
  eventId: string;
  plubotId: string;
  sessionId: string;
  message: ConversationMessage;
}

/**
 * Follows the live bus for what a messaging channel must carry to its contacts beside the bot's own
 * turns: what a person of the team writes in the inbox, the notes, and the bot's messages when it is
 * given back or resumes after a payment (issue #29, #32). Only stored events that the visitor did
 * not write, of bots `handles` accepts (a cheap, synchronous test), reach `deliver`, one at a time
 * in the order they were heard (so a conversation's messages go out as they were stored); a failure
 * is logged and the next goes on. Returns the unsubscribe. Shared by WhatsApp by QR and the official
 * channels.
 */
export function followOutgoingMessages(options: {
  bus: LiveBus;
  log: FastifyBaseLogger;
  /** The log line of a failed delivery, e.g. 'telegram inbox message not sent'. */
  failure: string;
  handles?: (plubotId: string) => boolean;
  deliver: (outgoing: OutgoingMessage) => Promise<void>;
}): () => void {
  const { bus, log, handles, deliver } = options;
  let queue = Promise.resolve();
  return bus.subscribe(({ id, event }) => {
    if (id === null || event.type !== 'message' || event.message.from === 'visitor') return;
    if (handles && !handles(event.plubotId)) return;
    const outgoing = {
      eventId: id,
      plubotId: event.plubotId,
      sessionId: event.sessionId,
      message: event.message,
    };
    queue = queue
      .then(() => deliver(outgoing))
      .catch((error) => log.error({ err: error, sessionId: event.sessionId }, options.failure));
  });
}
