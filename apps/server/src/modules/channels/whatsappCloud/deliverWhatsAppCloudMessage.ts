import type { BotMessage } from '@plubot/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { translate } from '../../../i18n/translate';
import { createConnectorContext } from '../../connections/services/serviceConnector';
import { type ChannelConnectionRow, openChannelCredentials, setChannelError } from '../channelRepository';
import { decideOutsideWindow, type OutgoingAuthor } from '../meta/customerWindow';
import { sendWhatsApp } from '../meta/metaGraphClient';
import { renderWhatsAppTemplate } from '../meta/renderForMeta';
import { fillTemplateParameters, readChosenTemplate } from '../meta/whatsAppTemplates';
import type { WhatsAppCloudCredentials } from './connectWhatsAppCloud';
import { sendWhatsAppCloudReplies, WhatsAppCloudSendError } from './receiveWhatsAppCloudMessage';
import { findLastInbound } from './whatsAppCloudRepository';

/**
 * Sends to a WhatsApp Cloud contact a message written outside the bot's own turns (a person of the
 * inbox, a note, the bot resumed), already claimed for exactly-once. The 24-hour window is checked
 * first (`decideOutsideWindow`, from the contact's last message): when it is closed, the approved
 * template the owner chose for the bot goes instead, its `{{1}}` (if it has one) filled with the
 * message's text (`fillTemplateParameters`; buttons and cards are left out); without a template
 * nothing is sent and the channel's error says so (the sharing panel shows it). A refusal by Meta
 * is kept as the channel's error too, and thrown.
 */
export async function deliverWhatsAppCloudMessage(
  deps: { db: Database; config: Config; log: FastifyBaseLogger },
  connection: ChannelConnectionRow,
  contact: string,
  message: BotMessage,
  author: OutgoingAuthor,
): Promise<void> {
  const { db, config, log } = deps;
  const credentials = openChannelCredentials<WhatsAppCloudCredentials>(config.ENCRYPTION_KEY, connection);
  if (!credentials) return;
  const plubotId = connection.plubotId;
  const template = readChosenTemplate(connection.details);
  const decision = decideOutsideWindow({
    product: 'whatsapp',
    author: author === 'human' ? 'human' : 'bot',
    lastInboundAt: await findLastInbound(db, plubotId, contact),
    now: new Date(),
    template,
  });
  // A note of the inbox («Ana se ha unido…») is worth neither a template nor an error.
  if (author === 'note' && decision.send !== 'free') return;
  const windowClosed = () =>
    setChannelError(
      db,
      plubotId,
      'whatsapp-cloud',
      translate('es', 'channels.whatsappCloud.windowClosed', { contact: `+${contact}` }),
    );
  if (decision.send === 'template' && template) {
    const payload = renderWhatsAppTemplate(contact, {
      name: template.name,
      languageCode: template.languageCode,
      parameters: fillTemplateParameters(template, message.text),
    });
    const auth = { token: credentials.accessToken, appSecret: credentials.appSecret };
    const sent = await sendWhatsApp(createConnectorContext(config), credentials.phoneNumberId, auth, payload);
    if (sent.ok) return;
    await setChannelError(
      db,
      plubotId,
      'whatsapp-cloud',
      translate('es', 'channels.whatsappCloud.templateFailed', { name: template.name, reason: sent.error }),
    );
    throw new WhatsAppCloudSendError(sent.error, false);
  }
  if (decision.send !== 'free') {
    log.warn({ plubotId }, 'whatsapp cloud message not sent: outside the 24-hour window');
    await windowClosed();
    return;
  }
  try {
    await sendWhatsAppCloudReplies(
      { ctx: createConnectorContext(config), credentials, log, chatDeps: { language: 'es' } },
      contact,
      [message],
    );
  } catch (error) {
    if (!(error instanceof WhatsAppCloudSendError)) throw error;
    if (error.outsideWindow) await windowClosed();
    else
      await setChannelError(
        db,
        plubotId,
        'whatsapp-cloud',
        translate('es', 'channels.whatsappCloud.replyFailed', { reason: error.reason }),
      );
    throw error;
  }
}
