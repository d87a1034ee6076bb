import type { BotMessage } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { translate } from '../../../i18n/translate';
import { createConnectorContext } from '../../connections/services/serviceConnector';
import { type ChannelConnectionRow, openChannelCredentials, setChannelError } from '../channelRepository';
import { decideOutsideWindow, type OutgoingAuthor } from '../meta/customerWindow';
import { findLastInbound } from '../whatsappCloud/whatsAppCloudRepository';
import type { MetaPageChannel, MetaPageCredentials } from './connectMetaPage';
import { MetaPageSendError, sendMetaPageReplies } from './receiveMetaPageMessage';

/**
 * Sends to a Messenger or Instagram person a message written outside the bot's own turns (a person
 * of the inbox, a note, the bot resumed), already claimed for exactly-once. Meta's window is
 * checked first (`decideOutsideWindow`, from the person's last message): within 24 hours it goes as
 * a response; past that, a reply of the inbox's person within 7 days goes with the HUMAN_AGENT tag;
 * otherwise nothing is sent and the channel's error says so (the sharing panel shows it). A refusal
 * by Meta is kept as the channel's error too, and thrown.
 */
export async function deliverMetaPageMessage(
  deps: { db: Database; config: Config; log: FastifyBaseLogger },
  connection: ChannelConnectionRow,
  contact: string,
  message: BotMessage,
  author: OutgoingAuthor,
): Promise<void> {
  const { db, config, log } = deps;
  const channel = connection.channel as MetaPageChannel;
  const credentials = openChannelCredentials<MetaPageCredentials>(config.ENCRYPTION_KEY, connection);
  if (!credentials) return;
  const plubotId = connection.plubotId;
  const decision = decideOutsideWindow({
    product: channel,
    author: author === 'human' ? 'human' : 'bot',
    lastInboundAt: await findLastInbound(db, plubotId, contact, channel),
    now: new Date(),
  });
  // A note of the inbox («Ana se ha unido…») is worth neither a template nor an error.
  if (author === 'note' && decision.send !== 'free') return;
  const windowClosed = (key: 'windowClosed' | 'humanWindowClosed') =>
    setChannelError(db, plubotId, channel, translate('es', `channels.metaPage.${key}`));
  if (decision.send === 'none' || decision.send === 'template') {
    log.warn({ plubotId, channel }, 'meta page message not sent: outside the allowed window');
    await windowClosed(
      decision.send === 'none' && decision.reason === 'humanWindowClosed'
        ? 'humanWindowClosed'
        : 'windowClosed',
    );
    return;
  }
  try {
    await sendMetaPageReplies(
      {
        ctx: createConnectorContext(config),
        credentials,
        log,
        channel,
        plubotId,
        chatDeps: { language: 'es', db },
      },
      contact,
      [message],
      { humanAgent: decision.send === 'humanAgent' },
    );
  } catch (error) {
    if (!(error instanceof MetaPageSendError)) throw error;
    if (error.outsideWindow) await windowClosed(author === 'human' ? 'humanWindowClosed' : 'windowClosed');
    else
      await setChannelError(
        db,
        plubotId,
        channel,
        translate('es', 'channels.metaPage.replyFailed', { reason: error.reason }),
      );
    throw error;
  }
}
