import {
  API,
  type ChannelState,
  type ChooseWhatsAppTemplateBody,
  type MetaPageChannelBody,
  type SupportedChannel,
  type WhatsAppCloudChannelBody,
  type WhatsAppTemplate,
} from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';

/** Every official channel of a bot with its state (owner only). */
export async function fetchChannels(plubotId: string, signal?: AbortSignal): Promise<ChannelState[]> {
  const body = await callApi(API.listChannels, { params: { id: plubotId }, ...(signal ? { signal } : {}) });
  return body.channels;
}

/** Connects the bot's Telegram channel with a BotFather token (checked by the server with Telegram). */
export async function connectTelegram(plubotId: string, token: string): Promise<ChannelState> {
  const body = await callApi(API.connectChannel, {
    params: { id: plubotId, channel: 'telegram' },
    body: { token },
  });
  return body.channel;
}

/**
 * Connects the bot's WhatsApp Cloud API number (checked by the server with Meta); the answer holds
 * the webhook URL and the verify token to paste in Meta's console.
 */
export async function connectWhatsAppCloud(
  plubotId: string,
  body: WhatsAppCloudChannelBody,
): Promise<ChannelState> {
  const answer = await callApi(API.connectChannel, {
    params: { id: plubotId, channel: 'whatsapp-cloud' },
    body,
  });
  return answer.channel;
}

/**
 * Connects the bot's Facebook Page on Messenger, or the Instagram account linked to it (checked by
 * the server with Meta); the answer holds the webhook URL and the verify token for Meta's console.
 */
export async function connectMetaPage(
  plubotId: string,
  channel: 'messenger' | 'instagram',
  body: MetaPageChannelBody,
): Promise<ChannelState> {
  const answer = await callApi(API.connectChannel, { params: { id: plubotId, channel }, body });
  return answer.channel;
}

/** Disconnects one of the bot's channels. */
export async function disconnectChannel(plubotId: string, channel: SupportedChannel): Promise<void> {
  await callApi(API.disconnectChannel, { params: { id: plubotId, channel } });
}

/** The approved templates of the bot's WhatsApp Business Account (read from Meta by the server). */
export async function fetchWhatsAppTemplates(
  plubotId: string,
  signal?: AbortSignal,
): Promise<WhatsAppTemplate[]> {
  const body = await callApi(API.listWhatsAppTemplates, {
    params: { id: plubotId },
    ...(signal ? { signal } : {}),
  });
  return body.templates;
}

/** Chooses the template sent outside WhatsApp's 24-hour window, or none (`null`): the channel's new state. */
export async function chooseWhatsAppTemplate(
  plubotId: string,
  template: ChooseWhatsAppTemplateBody['template'],
): Promise<ChannelState> {
  const answer = await callApi(API.chooseWhatsAppTemplate, { params: { id: plubotId }, body: { template } });
  return answer.channel;
}
