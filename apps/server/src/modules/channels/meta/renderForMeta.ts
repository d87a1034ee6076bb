import { type BotMessage, type ChatButton, type ChatCard, toWhatsAppText } from '@plubot/engine';
import { CHANNEL_LIMITS, CHANNEL_TEXT_UNITS, splitChannelText } from '@plubot/flow';
import { type Language, translate } from '../../../i18n/translate';
import { renderWhatsAppText } from '../../whatsapp/renderWhatsAppText';
import { fitTitles, metaOptionId, splitForBody, toPlainChatText, truncateTitle } from './metaText';
import type { MetaProduct } from './metaWebhook';

/**
 * The engine's bot messages as what Meta's send APIs take (issue #33): the WhatsApp Cloud API's
 * `POST /{phone-number-id}/messages` bodies, and the Send API's `POST /{page-id}/messages` bodies
 * for Messenger and Instagram. Pure: the caller sends them in order, waiting `delayMs` first.
 */

/**
 * Meta's limits, in characters, as documented for each message kind: `CHANNEL_LIMITS` of
 * `@plubot/flow`, which Bot Doctor judges flows by too.
 */
export const META_LIMITS = {
  /** Longest text message: WhatsApp's `text.body`, Messenger's and Instagram's `message.text`. */
  text: {
    whatsapp: CHANNEL_LIMITS['whatsapp-cloud'].text,
    messenger: CHANNEL_LIMITS.messenger.text,
    instagram: CHANNEL_LIMITS.instagram.text,
  } satisfies Record<MetaProduct, number>,
  whatsapp: CHANNEL_LIMITS['whatsapp-cloud'],
  /** Messenger's quick replies, which Instagram's DMs share. */
  messenger: CHANNEL_LIMITS.messenger,
} as const;

/** Words the renderer needs, in the visitor's language (see `metaRenderLabels`). */
export interface MetaRenderLabels {
  /** The button that opens a WhatsApp list ('Ver opciones'), at most 20 characters. */
  listButton: string;
  /** The body of a menu sent without words of its own ('Elige una opción'). */
  chooseOption: string;
}

/** The renderer's words in a visitor's language (`metaChannels.*` of the server's messages). */
export function metaRenderLabels(language: Language): MetaRenderLabels {
  return {
    listButton: translate(language, 'metaChannels.listButton'),
    chooseOption: translate(language, 'metaChannels.chooseOption'),
  };
}

/** A WhatsApp Cloud API message body (`POST /{phone-number-id}/messages`). */
export type WhatsAppPayload = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
} & (
  | { type: 'text'; text: { body: string; preview_url: boolean } }
  | { type: 'image'; image: { link: string; caption?: string } }
  | { type: 'interactive'; interactive: WhatsAppInteractive }
  | { type: 'template'; template: WhatsAppTemplate }
);

/** A reply-buttons (≤ 3) or list (≤ 10 rows) message. */
export type WhatsAppInteractive =
  | {
      type: 'button';
      body: { text: string };
      action: { buttons: { type: 'reply'; reply: { id: string; title: string } }[] };
    }
  | {
      type: 'list';
      body: { text: string };
      action: {
        button: string;
        sections: { rows: { id: string; title: string; description?: string }[] }[];
      };
    };

/** An approved template, the only thing WhatsApp delivers outside the 24-hour window. */
export interface WhatsAppTemplate {
  name: string;
  language: { code: string };
  components?: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
}

/** A Send API body for Messenger or Instagram (`POST /{page-id}/messages`). */
export interface MessengerPayload {
  recipient: { id: string };
  messaging_type: 'RESPONSE' | 'MESSAGE_TAG';
  /** Only a person's reply (the inbox) outside the 24-hour window, within 7 days. */
  tag?: 'HUMAN_AGENT';
  message: { text: string; quick_replies?: { content_type: 'text'; title: string; payload: string }[] };
}

/** One body to send, with the bot message it comes from and the wait before it. */
export interface MetaOutgoing<Payload> {
  messageId: string;
  delayMs?: number;
  payload: Payload;
}

/**
 * Renders bot messages for one product: {@link renderForWhatsApp} for `whatsapp`, else
 * {@link renderForMessenger} (Instagram's DMs take the same bodies with their own length limit).
 */
export function renderForMeta(
  product: MetaProduct,
  to: string,
  messages: readonly BotMessage[],
  labels: MetaRenderLabels,
  options: { humanAgent?: boolean } = {},
): MetaOutgoing<WhatsAppPayload | MessengerPayload>[] {
  return product === 'whatsapp'
    ? renderForWhatsApp(to, messages, labels)
    : renderForMessenger(product, to, messages, labels, options);
}

/**
 * Bot messages as WhatsApp Cloud API bodies for the number `to`:
 * - text, its Markdown in WhatsApp's *bold* and _italic_, split at 4096 characters;
 * - 1 to 3 buttons: a reply-buttons message (titles ≤ 20, ids ≤ 256);
 * - 4 to 10: a list message (one section, row titles ≤ 24 with the whole label as description when
 *   cut, ids ≤ 200, opened by `labels.listButton`);
 * - more than 10: the numbered text the QR channel sends, answered by number or label (WhatsApp has
 *   no bigger menu; Bot Doctor warns about such menus on this channel);
 * - a card: its https image with the title as caption, then its link; without one, a text with the
 *   title and the link.
 */
export function renderForWhatsApp(
  to: string,
  messages: readonly BotMessage[],
  labels: MetaRenderLabels,
): MetaOutgoing<WhatsAppPayload>[] {
  const limits = META_LIMITS.whatsapp;
  const textLimit = META_LIMITS.text.whatsapp;
  return messages.flatMap((message) => {
    const payloads: WhatsAppPayload[] = [];
    const base = { messaging_product: 'whatsapp' as const, recipient_type: 'individual' as const, to };
    const pushText = (text: string) => {
      for (const body of splitChannelText(text, textLimit))
        payloads.push({ ...base, type: 'text', text: { body, preview_url: /https?:\/\//.test(body) } });
    };
    if (message.card) {
      const { card } = message;
      if (card.imageUrl?.startsWith('https://')) {
        const caption = truncateTitle(cardHeading(card), limits.caption);
        payloads.push({ ...base, type: 'image', image: { link: card.imageUrl, caption } });
        pushText(`${card.linkLabel}\n${card.url}`);
      } else pushText(describeCard(card));
    }
    const buttons = message.buttons ?? [];
    const words = message.card
      ? ''
      : message.format === 'markdown'
        ? toWhatsAppText(message.text)
        : message.text;
    if (buttons.length === 0) pushText(words);
    else if (buttons.length > limits.listRows)
      // More options than a list holds: the numbered text (Bot Doctor warns the owner of this).
      pushText(renderWhatsAppText({ text: words, buttons }));
    else {
      const bodyLimit = buttons.length <= limits.replyButtons ? limits.buttonsBody : limits.listBody;
      const { before, body } = splitForBody(words, textLimit, bodyLimit);
      for (const text of before) pushText(text);
      const bodyText = body === '' ? labels.chooseOption : body;
      payloads.push({ ...base, type: 'interactive', interactive: whatsAppMenu(buttons, bodyText, labels) });
    }
    return payloads.map((payload) => outgoing(message, payload));
  });
}

/** Reply buttons for up to 3 options, else a one-section list. */
function whatsAppMenu(
  buttons: readonly ChatButton[],
  body: string,
  labels: MetaRenderLabels,
): WhatsAppInteractive {
  const limits = META_LIMITS.whatsapp;
  if (buttons.length <= limits.replyButtons) {
    const titles = fitTitles(
      buttons.map((button) => button.label),
      limits.buttonTitle,
    );
    return {
      type: 'button',
      body: { text: body },
      action: {
        buttons: buttons.map((button, index) => ({
          type: 'reply',
          reply: { id: metaOptionId(button.id, limits.buttonId), title: titles[index] ?? '' },
        })),
      },
    };
  }
  const titles = fitTitles(
    buttons.map((button) => button.label),
    limits.rowTitle,
  );
  const rows = buttons.map((button, index) => {
    const title = titles[index] ?? '';
    const row = { id: metaOptionId(button.id, limits.rowId), title };
    // A cut title keeps the whole label readable under it.
    return title === button.label.trim()
      ? row
      : { ...row, description: truncateTitle(button.label, limits.rowDescription) };
  });
  return {
    type: 'list',
    body: { text: body },
    action: { button: truncateTitle(labels.listButton, limits.listButton), sections: [{ rows }] },
  };
}

/**
 * An approved template as a WhatsApp body (outside the 24-hour window), its body's `{{1}}`, `{{2}}`…
 * filled with `parameters`.
 */
export function renderWhatsAppTemplate(
  to: string,
  template: { name: string; languageCode: string; parameters?: readonly string[] },
): WhatsAppPayload {
  const parameters = template.parameters ?? [];
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.languageCode },
      ...(parameters.length > 0
        ? { components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] }
        : {}),
    },
  };
}

/**
 * Bot messages as Send API bodies for Messenger or Instagram, to the page- or Instagram-scoped id
 * `recipientId`: plain text (Markdown written out, links as 'text (address)') split at 2000
 * characters (Instagram: 1000 UTF-8 bytes), buttons as up to 13 quick replies on the last part (titles ≤ 20,
 * payloads ≤ 1000), more than 13 as a numbered text, cards as title, subtitle and link. With
 * `humanAgent` (a person's reply from the inbox outside the 24-hour window) every body carries
 * Meta's HUMAN_AGENT tag.
 */
export function renderForMessenger(
  product: 'messenger' | 'instagram',
  recipientId: string,
  messages: readonly BotMessage[],
  labels: MetaRenderLabels,
  options: { humanAgent?: boolean } = {},
): MetaOutgoing<MessengerPayload>[] {
  const limits = META_LIMITS.messenger;
  const textLimit = META_LIMITS.text[product];
  const unit = CHANNEL_TEXT_UNITS[product];
  const envelope = options.humanAgent
    ? { recipient: { id: recipientId }, messaging_type: 'MESSAGE_TAG' as const, tag: 'HUMAN_AGENT' as const }
    : { recipient: { id: recipientId }, messaging_type: 'RESPONSE' as const };
  return messages.flatMap((message) => {
    const payloads: MessengerPayload[] = [];
    const pushText = (text: string) => {
      for (const part of splitChannelText(text, textLimit, unit))
        payloads.push({ ...envelope, message: { text: part } });
    };
    if (message.card) pushText(describeCard(message.card));
    const buttons = message.buttons ?? [];
    const words = message.card
      ? ''
      : message.format === 'markdown'
        ? toPlainChatText(message.text)
        : message.text;
    if (buttons.length === 0) pushText(words);
    else if (buttons.length > limits.quickReplies)
      // More options than quick replies hold: numbered, answered by number or label.
      pushText(numbered(words, buttons));
    else {
      const { before, body } = splitForBody(words, textLimit, textLimit, unit);
      for (const text of before) pushText(text);
      const titles = fitTitles(
        buttons.map((button) => button.label),
        limits.quickReplyTitle,
      );
      payloads.push({
        ...envelope,
        message: {
          text: body === '' ? labels.chooseOption : body,
          quick_replies: buttons.map((button, index) => ({
            content_type: 'text',
            title: titles[index] ?? '',
            payload: metaOptionId(button.id, limits.quickReplyPayload),
          })),
        },
      });
    }
    return payloads.map((payload) => outgoing(message, payload));
  });
}

function outgoing<Payload>(message: BotMessage, payload: Payload): MetaOutgoing<Payload> {
  return message.delayMs
    ? { messageId: message.id, delayMs: message.delayMs, payload }
    : { messageId: message.id, payload };
}

function numbered(text: string, buttons: readonly ChatButton[]): string {
  const list = buttons.map((button, index) => `${index + 1}. ${button.label}`).join('\n');
  return text.trim() === '' ? list : `${text.trim()}\n\n${list}`;
}

/** A card's title and subtitle, one a line. */
function cardHeading(card: ChatCard): string {
  return card.subtitle ? `${card.title}\n${card.subtitle}` : card.title;
}

/** A card as text: its title, subtitle and link, one a line. */
function describeCard(card: ChatCard): string {
  return `${cardHeading(card)}\n${card.url}`;
}
