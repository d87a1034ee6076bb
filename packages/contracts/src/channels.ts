import { z } from 'zod';

/**
 * The official messaging channels a bot can answer on besides its link, the widget and WhatsApp by
 * QR (issue #33). Each is connected per bot in the sharing panel's 'Canales'.
 */
export const CHANNELS = ['whatsapp-cloud', 'telegram', 'messenger', 'instagram'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** Where a visitor's conversation runs: the link, the widget, WhatsApp by QR, or an official channel. */
export const CONVERSATION_CHANNELS = ['web', 'widget', 'whatsapp', ...CHANNELS] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

/**
 * A messaging channel (WhatsApp by QR, Telegram, …): the conversation belongs to a contact of the
 * channel, opens with their message (engaged and billed at once) and has no visitor token.
 * @example isMessagingChannel('telegram') // true
 */
export function isMessagingChannel(channel: string): boolean {
  return channel !== 'web' && channel !== 'widget' && channel !== 'simulation';
}

/**
 * The channels this server can connect today. `PUT`/`DELETE /api/plubots/:id/channels/:channel`
 * take only these (any other name is a 400 on the path); the list reports the others as
 * `notConfigured`, so the panel shows them as not available yet. A channel joins this list when its
 * connection and webhook are served.
 */
export const SUPPORTED_CHANNELS = [
  'whatsapp-cloud',
  'telegram',
  'messenger',
  'instagram',
] as const satisfies readonly ChannelName[];
export type SupportedChannel = (typeof SUPPORTED_CHANNELS)[number];

/** Whether `channel` can be connected on this server. */
export function isSupportedChannel(channel: string): channel is SupportedChannel {
  return (SUPPORTED_CHANNELS as readonly string[]).includes(channel);
}

/**
 * A channel's state: `connected` (it answers), `error` (connected, but its last delivery or check
 * failed: `error` says why, in the owner's language when the server wrote it), `notConfigured`.
 */
export const channelStatusSchema = z.enum(['connected', 'error', 'notConfigured']);
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

/** One channel of a bot, without any secret. */
export const channelStateSchema = z.object({
  channel: z.enum(CHANNELS),
  status: channelStatusSchema,
  error: z.string().nullable(),
  /** Whether this server can connect the channel at all (see {@link SUPPORTED_CHANNELS}). */
  available: z.boolean(),
  /**
   * What is safe to show: Telegram's bot `username` and `name`; WhatsApp Cloud's `phoneNumberId`,
   * `displayPhoneNumber`, `verifiedName`, its account's `wabaId` when given, and the approved
   * template chosen for outside the 24-hour window (`templateName`, `templateLanguage`,
   * `templateBody`, `templateParameters`: how many `{{n}}` its body has, '0' or '1'); Messenger's
   * `pageId` and `pageName`; Instagram's `pageId`, `pageName`, `instagramId` and `username`.
   */
  details: z.record(z.string(), z.string()),
  /** Where the provider posts the channel's updates (set when connected). */
  webhookUrl: z.string().optional(),
  /**
   * Meta's channels: the verify token the owner pastes in Meta's console beside the webhook URL
   * (not a secret of the API: Meta only echoes it back when it checks the subscription).
   */
  verifyToken: z.string().optional(),
  connectedAt: z.string().nullable(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;

export const channelListResponseSchema = z.object({ channels: z.array(channelStateSchema) });
export type ChannelListResponse = z.infer<typeof channelListResponseSchema>;

export const channelResponseSchema = z.object({ channel: channelStateSchema });
export type ChannelResponse = z.infer<typeof channelResponseSchema>;

/** The path of a channel's own routes: the bot and one of {@link SUPPORTED_CHANNELS}. */
export const channelParamsSchema = z.object({
  id: z.string().max(100),
  channel: z.enum(SUPPORTED_CHANNELS),
});

/**
 * A Telegram bot token as BotFather gives it: the bot's numeric id, a colon and 35 characters
 * (letters, digits, `_` and `-`); a little slack on both lengths.
 */
export const TELEGRAM_TOKEN_PATTERN = /^\d{5,15}:[A-Za-z0-9_-]{30,50}$/;

/** `PUT …/channels/telegram`: the token BotFather gave (`/newbot`). */
export const telegramChannelBodySchema = z.object({
  token: z
    .string({ message: 'channels.telegram.tokenRequired' })
    .trim()
    .min(1, 'channels.telegram.tokenRequired')
    .max(100, 'channels.telegram.tokenInvalid')
    .regex(TELEGRAM_TOKEN_PATTERN, 'channels.telegram.tokenInvalid'),
});
export type TelegramChannelBody = z.infer<typeof telegramChannelBodySchema>;

/** A Meta id (a phone number id): digits only. */
const META_ID_PATTERN = /^\d{5,30}$/;

/**
 * `PUT …/channels/whatsapp-cloud`: the WhatsApp Cloud API number's id, a permanent access token (a
 * system user's), the Meta app's secret (it signs the webhooks), optionally the verify token to
 * use (one is made when absent) and the WhatsApp Business Account's id (`wabaId`: the app is
 * subscribed to it, and its approved templates can then be chosen for outside the 24-hour window).
 */
export const whatsAppCloudChannelBodySchema = z.object({
  phoneNumberId: z
    .string({ message: 'channels.whatsappCloud.phoneNumberIdRequired' })
    .trim()
    .min(1, 'channels.whatsappCloud.phoneNumberIdRequired')
    .regex(META_ID_PATTERN, 'channels.whatsappCloud.phoneNumberIdInvalid'),
  accessToken: z
    .string({ message: 'channels.whatsappCloud.accessTokenRequired' })
    .trim()
    .min(1, 'channels.whatsappCloud.accessTokenRequired')
    .min(20, 'channels.whatsappCloud.accessTokenInvalid')
    .max(1000, 'channels.whatsappCloud.accessTokenInvalid')
    .regex(/^[A-Za-z0-9_\-.|]+$/, 'channels.whatsappCloud.accessTokenInvalid'),
  appSecret: z
    .string({ message: 'channels.whatsappCloud.appSecretRequired' })
    .trim()
    .min(1, 'channels.whatsappCloud.appSecretRequired')
    .regex(/^[0-9a-fA-F]{16,64}$/, 'channels.whatsappCloud.appSecretInvalid'),
  verifyToken: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{8,100}$/, 'channels.whatsappCloud.verifyTokenInvalid')
    .optional(),
  wabaId: z
    .string({ message: 'channels.whatsappCloud.wabaIdInvalid' })
    .trim()
    .regex(META_ID_PATTERN, 'channels.whatsappCloud.wabaIdInvalid')
    .optional(),
});
export type WhatsAppCloudChannelBody = z.infer<typeof whatsAppCloudChannelBodySchema>;

/**
 * `PUT …/channels/messenger` and `PUT …/channels/instagram`: the Facebook Page's id, the Page's
 * access token and the Meta app's secret (it signs the webhooks). Instagram reads the professional
 * account linked to the Page. The verify token to paste in Meta's console is made by the server.
 */
export const metaPageChannelBodySchema = z.object({
  pageId: z
    .string({ message: 'channels.metaPage.pageIdRequired' })
    .trim()
    .min(1, 'channels.metaPage.pageIdRequired')
    .regex(META_ID_PATTERN, 'channels.metaPage.pageIdInvalid'),
  accessToken: z
    .string({ message: 'channels.metaPage.accessTokenRequired' })
    .trim()
    .min(1, 'channels.metaPage.accessTokenRequired')
    .min(20, 'channels.metaPage.accessTokenInvalid')
    .max(1000, 'channels.metaPage.accessTokenInvalid')
    .regex(/^[A-Za-z0-9_\-.|]+$/, 'channels.metaPage.accessTokenInvalid'),
  appSecret: z
    .string({ message: 'channels.metaPage.appSecretRequired' })
    .trim()
    .min(1, 'channels.metaPage.appSecretRequired')
    .regex(/^[0-9a-fA-F]{16,64}$/, 'channels.metaPage.appSecretInvalid'),
});
export type MetaPageChannelBody = z.infer<typeof metaPageChannelBodySchema>;

/** Each supported channel's `PUT` body. */
export const CHANNEL_BODY_SCHEMAS = {
  'whatsapp-cloud': whatsAppCloudChannelBodySchema,
  telegram: telegramChannelBodySchema,
  messenger: metaPageChannelBodySchema,
  instagram: metaPageChannelBodySchema,
} as const satisfies Record<SupportedChannel, z.ZodType>;

/**
 * The body of `PUT /api/plubots/:id/channels/:channel`: one of {@link CHANNEL_BODY_SCHEMAS}; the
 * route checks it against its channel's own schema (so each field's message is the channel's).
 */
export const connectChannelBodySchema = z.union([
  telegramChannelBodySchema,
  whatsAppCloudChannelBodySchema,
  metaPageChannelBodySchema,
]);
export type ConnectChannelBody = z.infer<typeof connectChannelBodySchema>;

export const disconnectChannelResponseSchema = z.object({ success: z.literal(true) });
