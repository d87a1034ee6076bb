import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A bot the stand-in knows: its token and what `getMe` says of it. */
export interface StandInTelegramBot {
  token: string;
  id: number;
  username: string;
  firstName: string;
}

/** One Bot API call the stand-in took: the bot's token, the method and its JSON payload. */
export interface TelegramCall {
  token: string;
  method: string;
  payload: Record<string, unknown>;
}

const MAX_CALLBACK_BYTES = 64;
const MAX_TEXT = 4096;

/**
 * A local stand-in of Telegram's Bot API (`POST <base>/bot<token>/<method>`, JSON): `getMe`,
 * `setWebhook`, `deleteWebhook`, `sendMessage` and `answerCallbackQuery`, for the bots it was
 * given. An unknown token gets Telegram's 401 `Unauthorized`; a bad call its 400 with Telegram's
 * description (an empty text, a `callback_data` over 64 bytes, a webhook without an address).
 * Every accepted call is kept in `calls`.
 */
export async function startTelegramStandIn(bots: readonly StandInTelegramBot[]) {
  const calls: TelegramCall[] = [];
  const webhooks = new Map<string, Record<string, unknown>>();
  /** Methods answered with a 500 until reset (Telegram down). */
  const failing = new Set<string>();

  const answer = (ok: boolean, status: number, body: Record<string, unknown>) => ({ ok, status, body });

  function handle(token: string, method: string, payload: Record<string, unknown>) {
    const bot = bots.find((candidate) => candidate.token === token);
    if (!bot) return answer(false, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (failing.has(method)) {
      return answer(false, 500, { ok: false, error_code: 500, description: 'Internal Server Error' });
    }
    const bad = (description: string) =>
      answer(false, 400, { ok: false, error_code: 400, description: `Bad Request: ${description}` });
    switch (method) {
      case 'getMe':
        return answer(true, 200, {
          ok: true,
          result: { id: bot.id, is_bot: true, first_name: bot.firstName, username: bot.username },
        });
      case 'setWebhook':
        if (typeof payload.url !== 'string' || payload.url === '') return bad('bad webhook: URL is empty');
        webhooks.set(token, payload);
        return answer(true, 200, { ok: true, result: true, description: 'Webhook was set' });
      case 'deleteWebhook':
        webhooks.delete(token);
        return answer(true, 200, { ok: true, result: true, description: 'Webhook was deleted' });
      case 'sendMessage': {
        if (payload.chat_id === undefined) return bad('chat_id is empty');
        if (typeof payload.text !== 'string' || payload.text.trim() === '')
          return bad('message text is empty');
        if (payload.text.length > MAX_TEXT) return bad('message is too long');
        const markup = payload.reply_markup as { inline_keyboard?: Record<string, string>[][] } | undefined;
        for (const button of markup?.inline_keyboard?.flat() ?? []) {
          if (
            button.callback_data !== undefined &&
            Buffer.byteLength(button.callback_data) > MAX_CALLBACK_BYTES
          ) {
            return bad('BUTTON_DATA_INVALID');
          }
          if (button.url !== undefined && !/^https?:\/\//.test(button.url)) return bad('BUTTON_URL_INVALID');
        }
        return answer(true, 200, {
          ok: true,
          result: { message_id: calls.length + 1, chat: { id: Number(payload.chat_id), type: 'private' } },
        });
      }
      case 'answerCallbackQuery':
        if (typeof payload.callback_query_id !== 'string') return bad('query is too old');
        return answer(true, 200, { ok: true, result: true });
      default:
        return answer(false, 404, { ok: false, error_code: 404, description: 'Not Found' });
    }
  }

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const match = /\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      let payload: Record<string, unknown> = {};
      try {
        payload = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
      } catch {
        payload = {};
      }
      const result = match
        ? handle(decodeURIComponent(match[1] ?? ''), match[2] ?? '', payload)
        : answer(false, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (result.ok && match)
        calls.push({ token: decodeURIComponent(match[1] ?? ''), method: match[2] ?? '', payload });
      response.writeHead(result.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** `TELEGRAM_API_URL` for the app. */
    url: `http://127.0.0.1:${port}/telegram`,
    calls,
    /** The webhook each bot's token has now (`setWebhook`'s payload). */
    webhookOf: (token: string) => webhooks.get(token),
    /** The `sendMessage` payloads sent to one chat, in order. */
    sentTo: (chatId: string) =>
      calls
        .filter((call) => call.method === 'sendMessage' && String(call.payload.chat_id) === chatId)
        .map((call) => call.payload),
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
