import { type BotMessage, toWhatsAppText } from '@plubot/engine';

/**
 * A bot message as WhatsApp text: WhatsApp has no buttons here, so they become a numbered list
 * under the text, and the visitor answers with the number (or the label). A Markdown message is
 * written in WhatsApp's own formatting (*bold*, _italic_, links as text and address).
 *
 * @example renderWhatsAppText({ id: '0-1', nodeId: 'd', text: '¿Qué quieres?', buttons: [{ id: 'a', label: 'Opción A' }, { id: 'b', label: 'Opción B' }] })
 * // '¿Qué quieres?\n\n1. Opción A\n2. Opción B'
 */
export function renderWhatsAppText(message: Pick<BotMessage, 'text' | 'buttons' | 'format'>): string {
  const text = (message.format === 'markdown' ? toWhatsAppText(message.text) : message.text).trim();
  const buttons = message.buttons ?? [];
  if (buttons.length === 0) return text;
  const list = buttons.map((button, index) => `${index + 1}. ${button.label}`).join('\n');
  return text === '' ? list : `${text}\n\n${list}`;
}
