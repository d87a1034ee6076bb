import {
  CHANNEL_BODY_SCHEMAS,
  CHANNELS,
  type ChannelName,
  type ChannelState,
  type ChooseWhatsAppTemplateBody,
  isSupportedChannel,
  type SupportedChannel,
} from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Language, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import {
  type ChannelConnectionRow,
  deleteChannelConnection,
  findChannelConnection,
  listChannelConnections,
} from './channelRepository';
import { connectMetaPage } from './metaPage/connectMetaPage';
import { connectTelegram, forgetTelegramWebhook, telegramWebhookUrl } from './telegram/connectTelegram';
import { connectWhatsAppCloud, metaWebhookUrl } from './whatsappCloud/connectWhatsAppCloud';
import { chooseWhatsAppTemplate } from './whatsappCloud/whatsAppTemplateService';

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
    case 'whatsapp-cloud':
    case 'messenger':
    case 'instagram':
      return metaWebhookUrl(config, plubotId);
  }
}

/** A channel's state as the owner sees it: no secret, only what may be shown. */
function present(config: Config, channel: ChannelName, row: ChannelConnectionRow | undefined): ChannelState {
  const available = isSupportedChannel(channel);
  if (!row || !isSupportedChannel(channel)) {
    return { channel, status: 'notConfigured', error: null, available, details: {}, connectedAt: null };
  }
  const { botId: _internal, verifyToken, ...details } = row.details;
  return {
    channel,
    status: row.status,
    error: row.status === 'error' ? row.error : null,
    available,
    details,
    webhookUrl: webhookUrlOf(config, channel, row.plubotId),
    ...(verifyToken ? { verifyToken } : {}),
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
  body: unknown,
): Promise<ChannelState> {
  switch (channel) {
    case 'telegram': {
      const row = await connectTelegram(deps, plubotId, parseChannelBody(deps.language, channel, body));
      return present(deps.config, channel, row);
    }
    case 'whatsapp-cloud': {
      const row = await connectWhatsAppCloud(deps, plubotId, parseChannelBody(deps.language, channel, body));
      return present(deps.config, channel, row);
    }
    case 'messenger':
    case 'instagram': {
      const row = await connectMetaPage(
        deps,
        plubotId,
        channel,
        parseChannelBody(deps.language, channel, body),
      );
      return present(deps.config, channel, row);
    }
  }
}

/** Chooses (or clears) the WhatsApp Cloud template sent outside the 24-hour window: the channel's new state. */
export async function chooseTemplate(
  deps: ChannelServiceDeps,
  plubotId: string,
  body: ChooseWhatsAppTemplateBody,
): Promise<ChannelState> {
  const row = await chooseWhatsAppTemplate(deps, plubotId, body);
  return present(deps.config, 'whatsapp-cloud', row);
}

/**
 * A `PUT` body read with its channel's own schema (`CHANNEL_BODY_SCHEMAS`): what is wrong is a 422
 * with each field's message in the owner's language, the first one as the error's message.
 */
function parseChannelBody<Channel extends SupportedChannel>(
  language: Language,
  channel: Channel,
  body: unknown,
): z.infer<(typeof CHANNEL_BODY_SCHEMAS)[Channel]> {
  const parsed = CHANNEL_BODY_SCHEMAS[channel].safeParse(body ?? {});
  if (parsed.success) return parsed.data as z.infer<(typeof CHANNEL_BODY_SCHEMAS)[Channel]>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    const message = translate(language, issue.message);
    const list = fieldErrors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    fieldErrors[field] = list;
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  throw new AppError('VALIDATION_ERROR', { fieldErrors, ...(first ? { extra: { message: first } } : {}) });
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
    case 'whatsapp-cloud':
    case 'messenger':
    case 'instagram':
      // Meta keeps the webhook set in the app's console: the owner removes it there if they wish.
      break;
  }
  await deleteChannelConnection(deps.db, plubotId, channel);
}
