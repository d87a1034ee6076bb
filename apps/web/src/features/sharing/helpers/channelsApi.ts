import { API, type ChannelState, type SupportedChannel } from '@plubot/contracts';
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

/** Disconnects one of the bot's channels. */
export async function disconnectChannel(plubotId: string, channel: SupportedChannel): Promise<void> {
  await callApi(API.disconnectChannel, { params: { id: plubotId, channel } });
}
