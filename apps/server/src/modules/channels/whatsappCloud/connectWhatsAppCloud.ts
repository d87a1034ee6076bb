import { randomBytes } from 'node:crypto';
import type { WhatsAppCloudChannelBody } from '@plubot/contracts';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { type Language, translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import { createConnectorContext } from '../../connections/services/serviceConnector';
import {
  type ChannelConnectionRow,
  findChannelConnection,
  findOtherBotOnAccount,
  saveChannelConnection,
} from '../channelRepository';
import { checkWhatsAppNumber, subscribeWhatsAppAccount } from '../meta/metaGraphClient';
import { TEMPLATE_DETAIL_KEYS } from '../meta/whatsAppTemplates';

/** A WhatsApp Cloud API connection's sealed credentials. */
export interface WhatsAppCloudCredentials {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
}

/** Where Meta posts a bot's webhooks (WhatsApp Cloud API, Messenger and Instagram share it). */
export function metaWebhookUrl(config: Pick<Config, 'APP_ORIGIN'>, plubotId: string): string {
  return `${config.APP_ORIGIN}/api/channels/meta/${plubotId}`;
}

/** A refused connection as the 422 the owner reads, on `field`. */
function refuse(language: Language, field: string, key: string, reason?: string): AppError {
  const message = translate(
    language,
    `channels.whatsappCloud.${key}`,
    reason === undefined ? {} : { reason },
  );
  return new AppError('VALIDATION_ERROR', { fieldErrors: { [field]: [message] }, extra: { message } });
}

/**
 * Connects a bot to a WhatsApp Cloud API number: Meta is asked for the number with the token (and
 * the `appsecret_proof` of the app secret) — refused → 422 with Meta's words (never the token or the
 * secret); no answer → 422 saying Meta could not be reached; a number of another Plubot is refused.
 * With a WhatsApp Business Account id (`wabaId`), the app is then subscribed to the account's
 * webhooks (`subscribed_apps`; refused → 422 on `wabaId` with Meta's words) and the id kept in the
 * details: its approved templates can be chosen for outside the 24-hour window.
 * Then the connection is stored with the token and the app secret sealed, and the verify token (the
 * one given, or a new random one) kept to be shown: the owner pastes it with the webhook URL in
 * Meta's console. Connecting again replaces all of them, but for the chosen template when the
 * account is the same.
 */
export async function connectWhatsAppCloud(
  deps: { db: Database; config: Config; language: Language },
  plubotId: string,
  body: WhatsAppCloudChannelBody,
): Promise<ChannelConnectionRow> {
  const { db, config, language } = deps;
  const ctx = createConnectorContext(config);
  const auth = { token: body.accessToken, appSecret: body.appSecret };
  const checked = await checkWhatsAppNumber(ctx, body.phoneNumberId, auth);
  if (!checked.ok) {
    if (checked.retryable && !checked.refused)
      throw refuse(language, 'accessToken', 'unreachable', checked.error);
    // Code 100: the token works but does not reach that number (a wrong id, or no permission on it).
    const field = checked.code === 100 ? 'phoneNumberId' : 'accessToken';
    throw refuse(language, field, 'refused', checked.error);
  }
  if (await findOtherBotOnAccount(db, plubotId, 'whatsapp-cloud', 'phoneNumberId', body.phoneNumberId)) {
    throw refuse(language, 'phoneNumberId', 'inUse');
  }
  if (body.wabaId) {
    const subscribed = await subscribeWhatsAppAccount(ctx, body.wabaId, auth);
    if (!subscribed.ok)
      throw refuse(
        language,
        'wabaId',
        subscribed.retryable && !subscribed.refused ? 'unreachable' : 'subscribeFailed',
        subscribed.error,
      );
  }
  const verifyToken = body.verifyToken ?? randomBytes(24).toString('base64url');
  return saveChannelConnection(db, config.ENCRYPTION_KEY, {
    plubotId,
    channel: 'whatsapp-cloud',
    credentials: {
      phoneNumberId: body.phoneNumberId,
      accessToken: body.accessToken,
      appSecret: body.appSecret,
    } satisfies WhatsAppCloudCredentials,
    webhookSecret: verifyToken,
    details: {
      phoneNumberId: body.phoneNumberId,
      displayPhoneNumber: checked.value.displayPhoneNumber,
      verifiedName: checked.value.verifiedName,
      verifyToken,
      ...(body.wabaId ? { wabaId: body.wabaId, ...(await keptTemplate(db, plubotId, body.wabaId)) } : {}),
    },
  });
}

/** The template chosen on the bot's current connection, when it is to the same account. */
async function keptTemplate(db: Database, plubotId: string, wabaId: string): Promise<Record<string, string>> {
  const current = await findChannelConnection(db, plubotId, 'whatsapp-cloud');
  if (current?.details.wabaId !== wabaId) return {};
  return Object.fromEntries(
    TEMPLATE_DETAIL_KEYS.flatMap((key) => {
      const value = current.details[key];
      return value === undefined ? [] : [[key, value]];
    }),
  );
}
