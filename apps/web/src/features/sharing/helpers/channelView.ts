import {
  type ChannelState,
  telegramChannelBodySchema,
  type WhatsAppCloudChannelBody,
  whatsAppCloudChannelBodySchema,
} from '@plubot/contracts';

/** How the sharing panel shows a channel's state: its label's i18n key, its tone and its reason. */
export interface ChannelStateView {
  labelKey: `sharing.channels.state.${'connected' | 'error' | 'notConfigured'}`;
  tone: 'on' | 'error' | 'off';
  reason: string | null;
}

/**
 * The state line of a channel in 'Canales': conectado, error with the reason, or no configurado
 * (the panel lists only the channels this server can connect).
 * @example describeChannelState({ channel: 'telegram', status: 'error', error: 'Telegram no respondió', available: true, details: {}, connectedAt: null })
 * // { labelKey: 'sharing.channels.state.error', tone: 'error', reason: 'Telegram no respondió' }
 */
export function describeChannelState(state: ChannelState): ChannelStateView {
  switch (state.status) {
    case 'connected':
      return { labelKey: 'sharing.channels.state.connected', tone: 'on', reason: null };
    case 'error':
      return { labelKey: 'sharing.channels.state.error', tone: 'error', reason: state.error };
    case 'notConfigured':
      return { labelKey: 'sharing.channels.state.notConfigured', tone: 'off', reason: null };
  }
}

/**
 * What is wrong with a pasted Telegram token before it is sent, as an i18n key (the same rule as
 * the server's); null when it has BotFather's shape.
 * @example checkTelegramToken('hola') // 'channels.telegram.tokenInvalid'
 */
export function checkTelegramToken(token: string): TelegramTokenProblem | null {
  const parsed = telegramChannelBodySchema.safeParse({ token });
  if (parsed.success) return null;
  return parsed.error.issues[0]?.message === 'channels.telegram.tokenRequired'
    ? 'channels.telegram.tokenRequired'
    : 'channels.telegram.tokenInvalid';
}

/** The i18n key of what is wrong with a pasted Telegram token. */
export type TelegramTokenProblem = 'channels.telegram.tokenRequired' | 'channels.telegram.tokenInvalid';

/** The link that opens a connected Telegram bot (`https://t.me/<username>`), when its username is known. */
export function telegramBotLink(state: ChannelState): string | null {
  const username = state.details.username;
  return username && /^\w{3,64}$/.test(username) ? `https://t.me/${username}` : null;
}

/** The fields of the WhatsApp Cloud API form (`wabaId` may stay empty). */
export interface WhatsAppCloudFields {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  wabaId: string;
}

/** The i18n keys of what may be wrong with the WhatsApp Cloud API form (the contracts' messages). */
const WHATSAPP_CLOUD_PROBLEMS = [
  'channels.whatsappCloud.phoneNumberIdRequired',
  'channels.whatsappCloud.phoneNumberIdInvalid',
  'channels.whatsappCloud.accessTokenRequired',
  'channels.whatsappCloud.accessTokenInvalid',
  'channels.whatsappCloud.appSecretRequired',
  'channels.whatsappCloud.appSecretInvalid',
  'channels.whatsappCloud.wabaIdInvalid',
] as const;
export type WhatsAppCloudFieldProblem = (typeof WHATSAPP_CLOUD_PROBLEMS)[number];

/**
 * What is wrong with the WhatsApp Cloud API form before it is sent (the server's own rules): each
 * field's first problem as an i18n key; empty when it can be sent. An empty `wabaId` is left out.
 * @example checkWhatsAppCloudFields({ phoneNumberId: 'x', accessToken: '', appSecret: '', wabaId: '' }).phoneNumberId // 'channels.whatsappCloud.phoneNumberIdInvalid'
 */
export function checkWhatsAppCloudFields(
  fields: WhatsAppCloudFields,
): Partial<Record<keyof WhatsAppCloudFields, WhatsAppCloudFieldProblem>> {
  const parsed = whatsAppCloudChannelBodySchema.safeParse(toWhatsAppCloudBody(fields));
  if (parsed.success) return {};
  const problems: Partial<Record<keyof WhatsAppCloudFields, WhatsAppCloudFieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof WhatsAppCloudFields;
    if (!(field in fields) || problems[field]) continue;
    const known = WHATSAPP_CLOUD_PROBLEMS.find((key) => key === issue.message);
    problems[field] = known ?? `channels.whatsappCloud.${field}Invalid`;
  }
  return problems;
}

/**
 * The form as the `PUT` body: every field trimmed, `wabaId` only when one was typed.
 * @example toWhatsAppCloudBody({ phoneNumberId: ' 1 ', accessToken: 't', appSecret: 's', wabaId: ' ' }) // { phoneNumberId: '1', accessToken: 't', appSecret: 's' }
 */
export function toWhatsAppCloudBody(fields: WhatsAppCloudFields): WhatsAppCloudChannelBody {
  const wabaId = fields.wabaId.trim();
  return {
    phoneNumberId: fields.phoneNumberId.trim(),
    accessToken: fields.accessToken.trim(),
    appSecret: fields.appSecret.trim(),
    ...(wabaId ? { wabaId } : {}),
  };
}
