import type { Config } from '../../config';
import { safeHttpRequest } from '../../lib/safeHttpRequest';

/** What Discord said about a bot token. */
export type DiscordTokenCheck =
  | { ok: true; username: string }
  | { ok: false; kind: 'refused'; reason: string }
  | { ok: false; kind: 'unreachable'; reason: string };

/**
 * Asks Discord who the bot of `token` is (`GET {DISCORD_API_URL}/users/@me` with `Authorization:
 * Bot {token}`) through the SSRF-safe client. A 401/403 is a refused token with Discord's own
 * reason; no answer or a 5xx means Discord could not be asked now.
 */
export async function checkDiscordToken(
  config: Pick<Config, 'DISCORD_API_URL' | 'HTTP_ALLOWED_HOSTS'>,
  token: string,
): Promise<DiscordTokenCheck> {
  const result = await safeHttpRequest(
    {
      method: 'GET',
      url: `${config.DISCORD_API_URL.replace(/\/+$/, '')}/users/@me`,
      headers: { authorization: `Bot ${token}`, accept: 'application/json' },
      timeoutMs: 8000,
    },
    { allowedHosts: config.HTTP_ALLOWED_HOSTS, maxResponseBytes: 64 * 1024 },
  );
  if (!result.ok) return { ok: false, kind: 'unreachable', reason: result.error };
  const body = parseJson(result.body);
  if (result.status >= 200 && result.status < 300) {
    const username = typeof body?.username === 'string' ? body.username : '';
    return { ok: true, username };
  }
  const reason =
    typeof body?.message === 'string' && body.message.trim() ? body.message.trim() : `HTTP ${result.status}`;
  if (result.status >= 500) return { ok: false, kind: 'unreachable', reason };
  return { ok: false, kind: 'refused', reason: reason.slice(0, 200) };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
