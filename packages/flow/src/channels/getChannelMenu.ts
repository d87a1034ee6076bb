import { CHANNEL_LIMITS, type MessagingChannel } from './channelLimits';

/**
 * How a channel's renderer shows a menu: reply `buttons` or a `list` (WhatsApp Cloud), `quickReplies`
 * (Messenger, Instagram), an inline `keyboard` (Telegram), or a `numbered` text answered by number or
 * label (WhatsApp by QR always; the others past their limit).
 */
export type ChannelMenuShape = 'buttons' | 'list' | 'quickReplies' | 'keyboard' | 'numbered';

/** A menu's shape on a channel and the most characters each option's title shows (null: whole). */
export interface ChannelMenu {
  readonly shape: ChannelMenuShape;
  readonly titleLimit: number | null;
}

/**
 * How a channel shows a menu of `options` options, as its renderer does (`renderForMeta`,
 * `renderTelegramMessage`, `renderWhatsAppText` of the server).
 *
 * @example getChannelMenu('whatsapp-cloud', 5) // { shape: 'list', titleLimit: 24 }
 */
export function getChannelMenu(channel: MessagingChannel, options: number): ChannelMenu {
  switch (channel) {
    case 'whatsapp':
      return NUMBERED;
    case 'whatsapp-cloud': {
      const limits = CHANNEL_LIMITS['whatsapp-cloud'];
      if (options <= limits.replyButtons) return { shape: 'buttons', titleLimit: limits.buttonTitle };
      if (options <= limits.listRows) return { shape: 'list', titleLimit: limits.rowTitle };
      return NUMBERED;
    }
    case 'messenger':
    case 'instagram': {
      const limits = CHANNEL_LIMITS[channel];
      return options <= limits.quickReplies
        ? { shape: 'quickReplies', titleLimit: limits.quickReplyTitle }
        : NUMBERED;
    }
    case 'telegram':
      return { shape: 'keyboard', titleLimit: null };
  }
}

const NUMBERED: ChannelMenu = { shape: 'numbered', titleLimit: null };
