/** What a Telegram update asks of the bot, read from the webhook's JSON. */
export type TelegramUpdateRequest =
  | { kind: 'text'; updateId: number; chatId: string; text: string; languageCode?: string }
  | { kind: 'start'; updateId: number; chatId: string; languageCode?: string }
  | {
      kind: 'button';
      updateId: number;
      chatId: string;
      data: string;
      callbackId: string;
      languageCode?: string;
    }
  | { kind: 'ignored'; updateId: number; callbackId?: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The chat of a message when it is a private one (a person writing to the bot), else null. */
function privateChatId(message: unknown): string | null {
  if (!isObject(message) || !isObject(message.chat)) return null;
  const { id, type } = message.chat;
  if (type !== 'private' || (typeof id !== 'number' && typeof id !== 'string')) return null;
  return String(id);
}

function languageOf(from: unknown): { languageCode?: string } {
  return isObject(from) && typeof from.language_code === 'string' ? { languageCode: from.language_code } : {};
}

/**
 * Reads one update of the Bot API (`message`, `callback_query`): a private chat's text (`/start`,
 * alone or with a deep-link parameter, starts over), a pressed inline button (its `callback_data`),
 * or something the bot ignores (groups, channels, stickers, edits …). Null when the body is not an
 * update at all (no numeric `update_id`).
 *
 * @example readTelegramUpdate({ update_id: 7, message: { chat: { id: 42, type: 'private' }, text: 'Hola' } })
 * // { kind: 'text', updateId: 7, chatId: '42', text: 'Hola' }
 */
export function readTelegramUpdate(body: unknown): TelegramUpdateRequest | null {
  if (!isObject(body) || typeof body.update_id !== 'number' || !Number.isSafeInteger(body.update_id)) {
    return null;
  }
  const updateId = body.update_id;
  const { message, callback_query: callback } = body;
  if (isObject(message)) {
    const chatId = privateChatId(message);
    const text = typeof message.text === 'string' ? message.text.trim() : '';
    if (!chatId || text === '') return { kind: 'ignored', updateId };
    if (/^\/start(?:@\w+)?(?:\s|$)/.test(text))
      return { kind: 'start', updateId, chatId, ...languageOf(message.from) };
    return { kind: 'text', updateId, chatId, text, ...languageOf(message.from) };
  }
  if (isObject(callback) && typeof callback.id === 'string') {
    const chatId = privateChatId(callback.message);
    const data = typeof callback.data === 'string' ? callback.data : '';
    if (!chatId || data === '') return { kind: 'ignored', updateId, callbackId: callback.id };
    return { kind: 'button', updateId, chatId, data, callbackId: callback.id, ...languageOf(callback.from) };
  }
  return { kind: 'ignored', updateId };
}
