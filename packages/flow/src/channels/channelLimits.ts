import type { TextUnit } from './splitChannelText';

/**
 * The messaging channels a bot answers on besides its link and widget (issue #33), named as the
 * conversations name them (`CONVERSATION_CHANNELS` of `@plubot/contracts`): WhatsApp by QR
 * (`whatsapp`, a linked phone), then the official channels.
 */
export const MESSAGING_CHANNELS = [
  'whatsapp',
  'whatsapp-cloud',
  'telegram',
  'messenger',
  'instagram',
] as const;
/** A messaging channel of {@link MESSAGING_CHANNELS}. */
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];
/** A channel connected through its provider's official API (`channel_connections`): all but QR. */
export type OfficialChannel = Exclude<MessagingChannel, 'whatsapp'>;

/**
 * Each official channel's limits, as its provider documents them and its renderer in
 * `apps/server/src/modules/channels/` applies them — the one place these numbers are written.
 * Lengths are in characters (Unicode code points) unless the name says bytes. WhatsApp by QR has no
 * limit of its own here: its renderer sends every menu as a numbered text and each text whole.
 */
export const CHANNEL_LIMITS = {
  /** WhatsApp Cloud API (`POST /{phone-number-id}/messages`). */
  'whatsapp-cloud': {
    /** A text message's `text.body`; longer texts are split. */
    text: 4096,
    /** Reply buttons in one interactive message; more options go as a list. */
    replyButtons: 3,
    buttonTitle: 20,
    buttonId: 256,
    /** The body of a reply-buttons message. */
    buttonsBody: 1024,
    /** Rows of a list message; more options go as a numbered text. */
    listRows: 10,
    rowTitle: 24,
    rowDescription: 72,
    rowId: 200,
    /** The button that opens a list. */
    listButton: 20,
    /** The body of a list message. */
    listBody: 4096,
    /** An image's caption. */
    caption: 1024,
  },
  /** Messenger's Send API (`POST /{page-id}/messages`). */
  messenger: { text: 2000, quickReplies: 13, quickReplyTitle: 20, quickReplyPayload: 1000 },
  /**
   * Instagram's DMs through the same Send API. The text is 1,000 UTF-8 bytes, not characters
   * (see {@link CHANNEL_TEXT_UNITS}): Meta refuses a longer one whole.
   */
  instagram: { text: 1000, quickReplies: 13, quickReplyTitle: 20, quickReplyPayload: 1000 },
  /** Telegram's Bot API (`sendMessage`); an inline keyboard holds the buttons, one a row. */
  telegram: { text: 4096, callbackDataBytes: 64 },
} as const satisfies Record<OfficialChannel, { readonly text: number; readonly [limit: string]: number }>;

/** How each official channel counts its `text` limit of {@link CHANNEL_LIMITS}. */
export const CHANNEL_TEXT_UNITS: Readonly<Record<OfficialChannel, TextUnit>> = {
  'whatsapp-cloud': 'characters',
  messenger: 'characters',
  instagram: 'utf8Bytes',
  telegram: 'characters',
};

/** The channel's name as the owner knows it (the same in every language). */
export const CHANNEL_DISPLAY_NAMES: Readonly<Record<MessagingChannel, string>> = {
  whatsapp: 'WhatsApp',
  'whatsapp-cloud': 'WhatsApp',
  telegram: 'Telegram',
  messenger: 'Messenger',
  instagram: 'Instagram',
};
