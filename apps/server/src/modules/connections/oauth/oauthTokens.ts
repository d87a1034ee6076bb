import type { OAuthCredentials, OAuthService } from '@plubot/contracts';
import * as oidc from 'openid-client';
import type { Config } from '../../../config';
import { discoverProvider, getOAuthProvider, hasInstanceUrl } from './oauthProviders';

/** An access token this close to its end is refreshed before it is used. */
const REFRESH_MARGIN_MS = 60_000;

/** What refreshing gave: new credentials, the provider refusing (revoked access), or no answer. */
export type RefreshOutcome =
  | { ok: true; credentials: OAuthCredentials }
  | { ok: false; refused: boolean; error: string };

/** Whether an access token is expired or about to be. */
export function needsRefresh(credentials: OAuthCredentials, now = Date.now()): boolean {
  return credentials.expiresAt - now <= REFRESH_MARGIN_MS;
}

/** When a token given now for `expiresIn` seconds ends (an hour when the provider does not say). */
export function expiryOf(expiresIn: number | undefined, now = Date.now()): number {
  return now + Math.max(0, expiresIn ?? 3600) * 1000;
}

/**
 * The API host of the owner's organisation a token answer names (Salesforce's `instance_url`), as
 * an origin (`https://empresa.my.salesforce.com`); `undefined` when absent, unreadable, or not https
 * in production (only a local stand-in speaks plain HTTP).
 */
export function readInstanceUrl(config: Pick<Config, 'NODE_ENV'>, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const allowed = config.NODE_ENV === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol) || url.username || url.password) return undefined;
  return url.origin;
}

/**
 * Refreshes an OAuth connection's access token with its refresh token (the provider may rotate the
 * refresh token too; the old one is kept when it does not — Salesforce never does). `invalid_grant`
 * — the owner revoked the access, or the token expired — is a refusal; anything else (the provider
 * down) may pass.
 */
export async function refreshOAuthCredentials(
  config: Config,
  service: OAuthService,
  credentials: OAuthCredentials,
): Promise<RefreshOutcome> {
  const provider = getOAuthProvider(config, service);
  if (!provider || !credentials.refreshToken) {
    return { ok: false, refused: true, error: 'refresh_unavailable' };
  }
  try {
    const issuer = await discoverProvider(provider);
    const tokens = await oidc.refreshTokenGrant(issuer, credentials.refreshToken);
    // Salesforce names the org's host again: an org moved to another instance is followed.
    const instanceUrl = hasInstanceUrl(service)
      ? (readInstanceUrl(config, tokens.instance_url) ?? credentials.instanceUrl)
      : undefined;
    return {
      ok: true,
      credentials: {
        ...credentials,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? credentials.refreshToken,
        expiresAt: expiryOf(tokens.expires_in),
        scope: tokens.scope ?? credentials.scope,
        ...(instanceUrl ? { instanceUrl } : {}),
      },
    };
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError) {
      const refused = error.error === 'invalid_grant' || error.error === 'unauthorized_client';
      return {
        ok: false,
        refused,
        error: `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`,
      };
    }
    return { ok: false, refused: false, error: error instanceof Error ? error.message : String(error) };
  }
}
