import { randomBytes } from 'node:crypto';
import type { MetaPageChannelBody } from '@plubot/contracts';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { type Language, translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import { createConnectorContext } from '../../connections/services/serviceConnector';
import {
  type ChannelConnectionRow,
  findOtherBotOnAccount,
  saveChannelConnection,
} from '../channelRepository';
import {
  checkInstagramAccount,
  checkPage,
  findPageInstagramAccount,
  type MetaGraphFailure,
  subscribePage,
} from '../meta/metaGraphClient';

/** The two Meta channels a Facebook Page speaks on. */
export type MetaPageChannel = 'messenger' | 'instagram';

/** A Messenger or Instagram connection's sealed credentials (Instagram's also name its account). */
export interface MetaPageCredentials {
  pageId: string;
  accessToken: string;
  appSecret: string;
  /** Instagram only: the professional account linked to the Page. */
  instagramId?: string;
}

/**
 * The webhook fields the Page is subscribed to on connect: messages and quick replies, postbacks,
 * and the delivery and read receipts of what the bot sent.
 */
export const META_PAGE_SUBSCRIBED_FIELDS = [
  'messages',
  'messaging_postbacks',
  'message_deliveries',
  'message_reads',
] as const;

/** A refused connection as the 422 the owner reads, on `field`. */
function refuse(language: Language, field: string, key: string, reason?: string): AppError {
  const message = translate(language, `channels.metaPage.${key}`, reason === undefined ? {} : { reason });
  return new AppError('VALIDATION_ERROR', { fieldErrors: { [field]: [message] }, extra: { message } });
}

/** A failed Graph call while connecting as the owner's 422: unreachable, or refused on its field. */
function refuseFailure(language: Language, failure: MetaGraphFailure): AppError {
  if (failure.retryable && !failure.refused)
    return refuse(language, 'accessToken', 'unreachable', failure.error);
  // Code 100: the token works but does not reach that Page (a wrong id, or no permission on it).
  return refuse(language, failure.code === 100 ? 'pageId' : 'accessToken', 'refused', failure.error);
}

/**
 * Connects a bot to a Facebook Page's Messenger, or to the Instagram professional account linked to
 * the Page: Meta is asked for the Page with its token (and the `appsecret_proof` of the app secret);
 * for Instagram, the Page's linked account (`instagram_business_account`) is read and checked —
 * none linked is a 422 saying so. Refused → 422 with Meta's words (never the token or the secret);
 * no answer → 422 saying Meta could not be reached; an account of another Plubot is refused. The
 * app is then subscribed to the Page's `messages` and `messaging_postbacks`, and the connection
 * stored with the token and the app secret sealed and a new verify token kept to be shown (the
 * owner pastes it with the webhook URL in Meta's console). Connecting again replaces all of them.
 */
export async function connectMetaPage(
  deps: { db: Database; config: Config; language: Language },
  plubotId: string,
  channel: MetaPageChannel,
  body: MetaPageChannelBody,
): Promise<ChannelConnectionRow> {
  const { db, config, language } = deps;
  const ctx = createConnectorContext(config);
  const auth = { token: body.accessToken, appSecret: body.appSecret };
  const page = await checkPage(ctx, body.pageId, auth);
  if (!page.ok) throw refuseFailure(language, page);
  const details: Record<string, string> = { pageId: body.pageId, pageName: page.value.name };
  const credentials: MetaPageCredentials = {
    pageId: body.pageId,
    accessToken: body.accessToken,
    appSecret: body.appSecret,
  };
  if (channel === 'instagram') {
    const linked = await findPageInstagramAccount(ctx, body.pageId, auth);
    if (!linked.ok) throw refuseFailure(language, linked);
    if (!linked.value) throw refuse(language, 'pageId', 'instagramNotLinked');
    const account = await checkInstagramAccount(ctx, linked.value.instagramId, auth);
    if (!account.ok) throw refuseFailure(language, account);
    credentials.instagramId = linked.value.instagramId;
    details.instagramId = linked.value.instagramId;
    details.username = account.value.username;
  }
  const [key, value] =
    channel === 'instagram' ? ['instagramId', details.instagramId ?? ''] : ['pageId', body.pageId];
  if (await findOtherBotOnAccount(db, plubotId, channel, key, value)) {
    throw refuse(language, 'pageId', channel === 'instagram' ? 'instagramInUse' : 'inUse');
  }
  const subscribed = await subscribePage(ctx, body.pageId, auth, META_PAGE_SUBSCRIBED_FIELDS);
  if (!subscribed.ok) throw refuse(language, 'accessToken', 'subscribeFailed', subscribed.error);
  const verifyToken = randomBytes(24).toString('base64url');
  return saveChannelConnection(db, config.ENCRYPTION_KEY, {
    plubotId,
    channel,
    credentials: { ...credentials },
    webhookSecret: verifyToken,
    details: { ...details, verifyToken },
  });
}
