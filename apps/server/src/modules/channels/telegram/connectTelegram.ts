import { randomBytes } from 'node:crypto';
import type { TelegramChannelBody } from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { type Language, translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import {
  type ChannelConnectionRow,
  findOtherBotOnAccount,
  openChannelCredentials,
  saveChannelConnection,
} from '../channelRepository';
import { createTelegramApi, type TelegramBotInfo } from './telegramApi';

/** A Telegram connection's sealed credentials. */
export interface TelegramCredentials {
  token: string;
}

/** Where Telegram posts a bot's updates. */
export function telegramWebhookUrl(config: Pick<Config, 'APP_ORIGIN'>, plubotId: string): string {
  return `${config.APP_ORIGIN}/api/channels/telegram/${plubotId}`;
}

/** A refused connection as the 422 the owner reads, on the token field. */
function refuse(language: Language, key: string, reason?: string): AppError {
  const message = translate(language, `channels.telegram.${key}`, reason === undefined ? {} : { reason });
  return new AppError('VALIDATION_ERROR', { fieldErrors: { token: [message] }, extra: { message } });
}

/**
 * Connects a bot to the Telegram bot of `token`: Telegram is asked who the token belongs to
 * (`getMe`: refused → 422 with Telegram's reason; no answer → 422 saying Telegram could not be
 * reached), a bot of another Plubot is refused, then the webhook is set to this server with a new
 * random secret (`secret_token`, only messages and button presses, pending updates dropped) and the
 * connection stored with the token sealed. Connecting again replaces the token and the secret.
 */
export async function connectTelegram(
  deps: { db: Database; config: Config; language: Language },
  plubotId: string,
  body: TelegramChannelBody,
): Promise<ChannelConnectionRow> {
  const { db, config, language } = deps;
  const api = createTelegramApi(config, body.token);
  const me = await api.call<TelegramBotInfo>('getMe');
  if (!me.ok) throw refuse(language, me.refused ? 'refused' : 'unreachable', me.error);
  const botId = String(me.result.id);
  if (await findOtherBotOnAccount(db, plubotId, 'telegram', 'botId', botId)) {
    throw refuse(language, 'inUse');
  }
  const webhookSecret = randomBytes(32).toString('base64url');
  const webhook = await api.call('setWebhook', {
    url: telegramWebhookUrl(config, plubotId),
    secret_token: webhookSecret,
    allowed_updates: ['message', 'callback_query'],
    drop_pending_updates: true,
  });
  if (!webhook.ok) throw refuse(language, 'webhookFailed', webhook.error);
  return saveChannelConnection(db, config.ENCRYPTION_KEY, {
    plubotId,
    channel: 'telegram',
    credentials: { token: body.token } satisfies TelegramCredentials,
    webhookSecret,
    details: {
      botId,
      username: me.result.username ?? '',
      name: me.result.first_name ?? '',
    },
  });
}

/**
 * Tells Telegram to stop posting to this server (`deleteWebhook`), best effort: a token revoked
 * meanwhile, or Telegram not answering, is logged and the disconnection goes on.
 */
export async function forgetTelegramWebhook(
  deps: { config: Config; log: FastifyBaseLogger },
  row: ChannelConnectionRow,
): Promise<void> {
  const credentials = openChannelCredentials<TelegramCredentials>(deps.config.ENCRYPTION_KEY, row);
  if (!credentials) return;
  const deleted = await createTelegramApi(deps.config, credentials.token).call('deleteWebhook', {
    drop_pending_updates: true,
  });
  if (!deleted.ok) deps.log.warn({ error: deleted.error }, 'telegram webhook not deleted');
}
