import { createHash } from 'node:crypto';
import { type BotMessage, type ChatButton, parseChatMarkdown } from '@plubot/engine';
import { CHANNEL_LIMITS } from '@plubot/flow';

/** One `sendMessage` of the Bot API, without its `chat_id`. */
export interface TelegramOutgoing {
  text: string;
  parse_mode?: 'HTML';
  reply_markup?: {
    inline_keyboard: ({ text: string; callback_data: string } | { text: string; url: string })[][];
  };
  link_preview_options?: { is_disabled: boolean };
}

/** Telegram's longest message text, in characters (`CHANNEL_LIMITS` of `@plubot/flow`). */
export const TELEGRAM_MAX_TEXT = CHANNEL_LIMITS.telegram.text;
/** Telegram's longest `callback_data`, in bytes. */
const MAX_CALLBACK_BYTES = CHANNEL_LIMITS.telegram.callbackDataBytes;
/** Said above buttons when the message has no text of its own (Telegram refuses an empty text). */
const BUTTONS_ONLY_TEXT = '…';

/**
 * The `callback_data` of a button: its option id when it fits Telegram's 64 bytes, else `#` and a
 * hash of it, which {@link readCallbackData} maps back with the buttons the conversation waits on.
 * @example toCallbackData('menu-cond-1') // 'menu-cond-1'
 */
export function toCallbackData(optionId: string): string {
  if (Buffer.byteLength(optionId, 'utf8') <= MAX_CALLBACK_BYTES) return optionId;
  return `#${createHash('sha256').update(optionId).digest('base64url').slice(0, 40)}`;
}

/**
 * The option id a pressed button stands for: the button of `buttons` whose callback data it is, or
 * the data itself (an id that fitted as it was).
 */
export function readCallbackData(data: string, buttons: readonly Pick<ChatButton, 'id'>[]): string {
  return buttons.find((button) => toCallbackData(button.id) === data)?.id ?? data;
}

/** Text safe inside Telegram's HTML: `&`, `<` and `>` escaped (and `"` inside attributes). */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A Markdown message (`parseChatMarkdown`'s small safe Markdown) as Telegram HTML. */
export function toTelegramHtml(markdown: string): string {
  return parseChatMarkdown(markdown)
    .map((block) => {
      const text = block.spans
        .map((span) => {
          const escaped = escapeTelegramHtml(span.text);
          if (span.href) return `<a href="${escapeTelegramHtml(span.href)}">${escaped}</a>`;
          if (span.bold) return `<b>${escaped}</b>`;
          if (span.italic) return `<i>${escaped}</i>`;
          return escaped;
        })
        .join('');
      if (block.kind === 'bullet') return `• ${text}`;
      if (block.kind === 'numbered') return `${block.number}. ${text}`;
      return text;
    })
    .join('\n');
}

/** Cuts a plain text into pieces Telegram takes (at a line break when one is near the end). */
function splitText(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > TELEGRAM_MAX_TEXT) {
    const breakAt = rest.lastIndexOf('\n', TELEGRAM_MAX_TEXT);
    const cut = breakAt > TELEGRAM_MAX_TEXT / 2 ? breakAt : TELEGRAM_MAX_TEXT;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\n/, '');
  }
  pieces.push(rest);
  return pieces;
}

/**
 * A bot message as Telegram messages: the text (Markdown as HTML with everything escaped; plain
 * otherwise, cut at Telegram's 4,096 characters), its buttons as an inline keyboard under the last
 * piece, one button a row, each answering with its option id (`callback_data`). A card is its title
 * (and subtitle) with its link as a URL button — https only; any other link stays as text. An empty
 * message gives nothing.
 *
 * @example renderTelegramMessage({ id: '0-1', nodeId: 'd', text: '¿Qué quieres?', buttons: [{ id: 'a', label: 'Precios' }] })
 * // [{ text: '¿Qué quieres?', reply_markup: { inline_keyboard: [[{ text: 'Precios', callback_data: 'a' }]] } }]
 */
export function renderTelegramMessage(
  message: Pick<BotMessage, 'text' | 'buttons' | 'format' | 'card'>,
): TelegramOutgoing[] {
  const keyboard: NonNullable<TelegramOutgoing['reply_markup']>['inline_keyboard'] = (
    message.buttons ?? []
  ).map((button) => [{ text: button.label, callback_data: toCallbackData(button.id) }]);
  const card = message.card;
  if (card && /^https:\/\//i.test(card.url)) {
    keyboard.unshift([{ text: card.linkLabel || card.url, url: card.url }]);
  }
  let pieces: TelegramOutgoing[];
  if (card && /^https:\/\//i.test(card.url)) {
    const title = [card.title, card.subtitle].filter((line) => line?.trim()).join('\n');
    pieces = splitText(title.trim() || card.url).map((text) => ({ text }));
  } else if (message.format === 'markdown' && message.text.trim() !== '') {
    const html = toTelegramHtml(message.text.trim());
    pieces =
      html.length <= TELEGRAM_MAX_TEXT
        ? [{ text: html, parse_mode: 'HTML' }]
        : splitText(message.text.trim()).map((text) => ({ text }));
  } else {
    const text = message.text.trim();
    pieces = text === '' ? [] : splitText(text).map((text) => ({ text }));
  }
  if (keyboard.length === 0) return pieces;
  if (pieces.length === 0) pieces = [{ text: BUTTONS_ONLY_TEXT }];
  const last = pieces[pieces.length - 1] as TelegramOutgoing;
  pieces[pieces.length - 1] = { ...last, reply_markup: { inline_keyboard: keyboard } };
  return pieces;
}
