import type { Config } from '../../../config';
import { readServiceAnswer, trimBaseUrl } from '../../connections/services/readServiceAnswer';
import { createConnectorContext } from '../../connections/services/serviceConnector';

/** One Bot API method's outcome: its `result`, or why it failed (never holding the token). */
export type TelegramAnswer<T> = { ok: true; result: T } | { ok: false; refused: boolean; error: string };

/** The bot behind a token, as `getMe` answers. */
export interface TelegramBotInfo {
  id: number;
  username?: string;
  first_name?: string;
}

/** What a Telegram channel calls: the Bot API methods it uses, for one bot token. */
export interface TelegramApi {
  call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<TelegramAnswer<T>>;
}

/** Longest a Bot API call may take: a webhook's turn waits for its replies. */
const TELEGRAM_TIMEOUT_MS = 10_000;

/**
 * The Bot API of `token` at `TELEGRAM_API_URL` (`/bot<token>/<method>`, JSON bodies), through the
 * SSRF-safe client. A 401 or 404 means Telegram refused the token (a wrong or revoked one); the
 * network, a 429 or a 5xx mean Telegram could not answer now. Errors carry Telegram's own
 * `description`, never the token.
 */
export function createTelegramApi(config: Config, token: string): TelegramApi {
  const { http } = createConnectorContext(config);
  const base = trimBaseUrl(config.TELEGRAM_API_URL);
  return {
    async call<T>(method: string, payload: Record<string, unknown> = {}): Promise<TelegramAnswer<T>> {
      const result = await http({
        method: 'POST',
        url: `${base}/bot${token}/${method}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        timeoutMs: TELEGRAM_TIMEOUT_MS,
      });
      const answer = readServiceAnswer(result, { messageField: 'description', secret: token });
      if (!answer.ok) {
        const refused = result.ok && (result.status === 401 || result.status === 404);
        return { ok: false, refused, error: answer.error };
      }
      const body = answer.body as { ok?: boolean; result?: T; description?: string } | undefined;
      if (body?.ok !== true) {
        const description = typeof body?.description === 'string' ? body.description : 'not ok';
        return { ok: false, refused: false, error: description.split(token).join('…').slice(0, 300) };
      }
      return { ok: true, result: body.result as T };
    },
  };
}
