import {
  CHANNELS,
  type ChannelName,
  type ChannelState,
  type ConnectChannelBody,
  isSupportedChannel,
  type SupportedChannel,
} from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import {
  type ChannelConnectionRow,
  deleteChannelConnection,
  findChannelConnection,
  listChannelConnections,
} from './channelRepository';
import { connectTelegram, forgetTelegramWebhook, telegramWebhookUrl } from './telegram/connectTelegram';

export interface ChannelServiceDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  language: Language;
}

/** Where a supported channel's provider posts its updates. */
function webhookUrlOf(config: Config, channel: SupportedChannel, plubotId: string): string {
  switch (channel) {
    case 'telegram':
      return telegramWebhookUrl(config, plubotId);
  }
}

/** A channel's state as the owner sees it: no secret, only what may be shown. */
function present(config: Config, channel: ChannelName, row: ChannelConnectionRow | undefined): ChannelState {
  const available = isSupportedChannel(channel);
  if (!row || !isSupportedChannel(channel)) {
    return { channel, status: 'notConfigured', error: null, available, details: {}, connectedAt: null };
  }
  const { botId: _internal, ...details } = row.details;
  return {
    channel,
    status: row.status,
    error: row.status === 'error' ? row.error : null,
    available,
    details,
    webhookUrl: webhookUrlOf(config, channel, row.plubotId),
    connectedAt: row.updatedAt.toISOString(),
  };
}

/** Every channel of {@link CHANNELS} for a bot, in that order; those this server cannot serve are `notConfigured`. */
export async function listChannels(deps: ChannelServiceDeps, plubotId: string): Promise<ChannelState[]> {
  const rows = await listChannelConnections(deps.db, plubotId);
  return CHANNELS.map((channel) =>
    present(
      deps.config,
      channel,
      rows.find((row) => row.channel === channel),
    ),
  );
}

/** Connects one of the bot's channels with the provider's credentials (checked first, then sealed). */
export async function connectChannel(
  deps: ChannelServiceDeps,
  plubotId: string,
  channel: SupportedChannel,
  body: ConnectChannelBody,
): Promise<ChannelState> {
  switch (channel) {
    case 'telegram': {
      const row = await connectTelegram(deps, plubotId, body);
      return present(deps.config, channel, row);
    }
  }
}

/**
 * Disconnects one of the bot's channels: the provider is told to stop posting (best effort) and the
 * connection removed. 404 when the channel was not connected.
 */
export async function disconnectChannel(
  deps: ChannelServiceDeps,
  plubotId: string,
  channel: SupportedChannel,
): Promise<void> {
  const row = await findChannelConnection(deps.db, plubotId, channel);
  if (!row) throw new AppError('NOT_FOUND');
  switch (channel) {
    case 'telegram':
      await forgetTelegramWebhook(deps, row);
      break;
  }
  await deleteChannelConnection(deps.db, plubotId, channel);
}
