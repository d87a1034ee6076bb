import { createHash } from 'node:crypto';
import type { shopifyCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { type ActionFailure, readServiceAnswer, trimBaseUrl, unexpectedAnswer } from './readServiceAnswer';
import type { ConnectorContext } from './serviceConnector';

export type ShopifyCredentials = z.output<typeof shopifyCredentialsSchema>;

/** A token is renewed this long before Shopify says it ends, so no call goes out with a dying one. */
const RENEW_BEFORE_MS = 5 * 60_000;

/** Most tokens kept at once (one a connection in use); the oldest goes first past it. */
const MAX_CACHED_TOKENS = 500;

const tokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().optional(),
});

/** The access tokens got with a Dev Dashboard app's client credentials, until shortly before they end. */
const cachedTokens = new Map<string, { token: string; renewAt: number }>();

/**
 * The store's base address: `SHOPIFY_API_URL` when set (tests), else the store's own
 * `https://{tienda}.myshopify.com` (its handle was checked to be one DNS label).
 */
export function shopifyBaseOf(ctx: ConnectorContext, credentials: ShopifyCredentials): string {
  return trimBaseUrl(ctx.config.SHOPIFY_API_URL ?? `https://${credentials.shop}`);
}

/** Which cached token a connection uses: its store, app and secret (hashed: no secret as a key). */
function cacheKeyOf(credentials: ShopifyCredentials): string {
  const secret = createHash('sha256').update(credentials.token).digest('hex');
  return `${credentials.shop}|${credentials.clientId ?? ''}|${secret}`;
}

/** Forgets a connection's cached token (Shopify refused it before its time: the app was uninstalled). */
export function forgetShopifyToken(credentials: ShopifyCredentials): void {
  cachedTokens.delete(cacheKeyOf(credentials));
}

/**
 * The access token the Admin API is called with: an admin-made app's own token as it is; for a Dev
 * Dashboard app, one got with its client ID and secret (`POST /admin/oauth/access_token`,
 * `grant_type=client_credentials`) and kept until shortly before it ends (Shopify's last a day). A
 * refusal there (a wrong secret, the app not installed on the store: Shopify's 400 or 401) marks
 * the connection refused; the errors never hold the secret. `fromCache` says whether the token was
 * kept from before (worth one fresh try if Shopify refuses it).
 */
export async function shopifyAccessToken(
  ctx: ConnectorContext,
  credentials: ShopifyCredentials,
  now = Date.now(),
): Promise<{ ok: true; token: string; fromCache: boolean } | ActionFailure> {
  if (credentials.clientId === undefined) return { ok: true, token: credentials.token, fromCache: false };
  const key = cacheKeyOf(credentials);
  const cached = cachedTokens.get(key);
  if (cached && cached.renewAt > now) return { ok: true, token: cached.token, fromCache: true };
  const result = await ctx.http({
    method: 'POST',
    url: `${shopifyBaseOf(ctx, credentials)}/admin/oauth/access_token`,
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.token,
    }).toString(),
  });
  const answer = readServiceAnswer(result, { messageField: 'error', secret: credentials.token });
  if (!answer.ok) {
    // Shopify answers a wrong client or an app the store has not installed with a 400.
    const refused = result.ok && result.status === 400;
    return refused ? { ...answer, refused: true } : answer;
  }
  const parsed = tokenAnswerSchema.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const lifetimeMs = (parsed.data.expires_in ?? 86_399) * 1000;
  cachedTokens.delete(key);
  if (cachedTokens.size >= MAX_CACHED_TOKENS) {
    const oldest = cachedTokens.keys().next().value;
    if (oldest !== undefined) cachedTokens.delete(oldest);
  }
  cachedTokens.set(key, { token: parsed.data.access_token, renewAt: now + lifetimeMs - RENEW_BEFORE_MS });
  return { ok: true, token: parsed.data.access_token, fromCache: false };
}
