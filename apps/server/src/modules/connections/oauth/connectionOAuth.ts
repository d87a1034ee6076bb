import {
  type Connection,
  isOAuthService,
  OAUTH_PROVIDER_OF,
  OAUTH_PROVIDER_TITLES,
  type OAuthCredentials,
  type OAuthService,
} from '@plubot/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { oauthStates } from '../../../db/schema';
import { type Language, translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import { assertBelowLimit, connectChecked } from '../connectionService';
import { CONNECTORS } from '../services';
import {
  connectionRedirectUri,
  discoverProvider,
  getOAuthProvider,
  grantsScopesAsAsked,
  hasInstanceUrl,
  hasRealmId,
  OAUTH_CLIENT_VARIABLES,
  OAUTH_SCOPES,
  type OAuthProvider,
} from './oauthProviders';
import { expiryOf, readInstanceUrl } from './oauthTokens';

type Deps = { db: Database; config: Config; language: Language };

/** How long a started connection (its state) may wait for the owner's consent. */
export const CONNECTION_OAUTH_TTL_MS = 10 * 60 * 1000;

/**
 * A 422 the owner reads, in their language: `connections.oauth.<key>`, naming the service and
 * its provider (whose consent page they saw: Google, Salesforce).
 */
function refuse(
  language: Language,
  service: OAuthService,
  key: string,
  params?: Record<string, string>,
): AppError {
  const message = translate(language, `connections.oauth.${key}`, {
    service: CONNECTORS[service].title,
    provider: OAUTH_PROVIDER_TITLES[OAUTH_PROVIDER_OF[service]],
    ...params,
  });
  return new AppError('VALIDATION_ERROR', { fieldErrors: { _: [message] }, extra: { message } });
}

/** The provider of an OAuth service on this server, or a 422 saying it cannot connect here. */
function providerOf(deps: Deps, service: string): { service: OAuthService; provider: OAuthProvider } {
  if (!isOAuthService(service)) throw new AppError('NOT_FOUND');
  const provider = getOAuthProvider(deps.config, service);
  if (!provider) {
    throw refuse(deps.language, service, 'notConfigured', OAUTH_CLIENT_VARIABLES[OAUTH_PROVIDER_OF[service]]);
  }
  return { service, provider };
}

async function discover(
  deps: Deps,
  known: { service: OAuthService; provider: OAuthProvider },
): Promise<oidc.Configuration> {
  try {
    return await discoverProvider(known.provider);
  } catch {
    throw refuse(deps.language, known.service, 'providerUnavailable');
  }
}

/**
 * Starts connecting `service` for `userId` ('Conectar con Google', 'Conectar con Salesforce'): the
 * authorisation code flow with PKCE, the state (naming the service, see `oauthServiceOfState`)
 * bound to this owner for 10 minutes. Answers the provider's consent page. 422 when its client is
 * not configured or the owner keeps the most connections of it; 404 for a service that does not
 * connect this way.
 */
export async function startConnectionOAuth(
  deps: Deps,
  userId: string,
  service: string,
  name: string | undefined,
): Promise<string> {
  const known = providerOf(deps, service);
  await assertBelowLimit(deps.db, userId, known.service, deps.language);
  const issuer = await discover(deps, known);
  const state = `${known.service}.${oidc.randomState()}`;
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await deps.db.insert(oauthStates).values({
    state,
    purpose: 'connection',
    userId,
    nonce,
    codeVerifier,
    clientState: name ?? null,
    expiresAt: new Date(Date.now() + CONNECTION_OAUTH_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(issuer, {
    redirect_uri: connectionRedirectUri(deps.config),
    scope: known.provider.scopes.join(' '),
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...known.provider.params,
  });
  return url.toString();
}

/**
 * Finishes connecting: the state must be one this owner started for `service` (single use, 10
 * minutes), the code is exchanged with the PKCE verifier, every scope the service needs must have
 * been granted (Google lets a person untick some) and a refresh token given (Salesforce also names
 * the org's API host, `instance_url`, which the connection keeps; Intuit sends the QuickBooks
 * company's `realmId` with the code, which the connection keeps too); the service then checks the
 * tokens like any connection's (`connectChecked`), which stores them sealed.
 */
export async function completeConnectionOAuth(
  deps: Deps,
  userId: string,
  service: string,
  params: { code: string; state: string; iss?: string | undefined; realmId?: string | undefined },
): Promise<Connection> {
  const known = providerOf(deps, service);
  const mine = and(
    eq(oauthStates.state, params.state),
    eq(oauthStates.purpose, 'connection'),
    eq(oauthStates.userId, userId),
    gt(oauthStates.expiresAt, new Date()),
  );
  const [pending] = await deps.db.delete(oauthStates).where(mine).returning();
  if (!pending || !params.state.startsWith(`${known.service}.`)) {
    throw refuse(deps.language, known.service, 'invalidState');
  }
  // QuickBooks: the company the owner chose, which Intuit names only in the redirect.
  const realmId = hasRealmId(known.service) ? params.realmId : undefined;
  if (hasRealmId(known.service) && !realmId) throw refuse(deps.language, known.service, 'realmMissing');
  const issuer = await discover(deps, known);
  const callbackUrl = new URL(connectionRedirectUri(deps.config));
  callbackUrl.searchParams.set('code', params.code);
  callbackUrl.searchParams.set('state', params.state);
  if (params.iss) callbackUrl.searchParams.set('iss', params.iss);

  let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  try {
    tokens = await oidc.authorizationCodeGrant(issuer, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    const reason = error instanceof oidc.ResponseBodyError ? error.error : 'exchange_failed';
    throw refuse(deps.language, known.service, 'exchangeFailed', { reason });
  }
  // Intuit's answer names no scope: what was asked was granted.
  const scope = tokens.scope ?? (grantsScopesAsAsked(known.service) ? known.provider.scopes.join(' ') : '');
  const granted = new Set(scope.split(/\s+/));
  if (OAUTH_SCOPES[known.service].some((needed) => !granted.has(needed))) {
    throw refuse(deps.language, known.service, 'scopeMissing');
  }
  if (!tokens.refresh_token) throw refuse(deps.language, known.service, 'noRefreshToken');
  // Salesforce: the org's own API host, which every call of the connection goes to.
  const instanceUrl = hasInstanceUrl(known.service)
    ? readInstanceUrl(deps.config, tokens.instance_url)
    : undefined;
  if (hasInstanceUrl(known.service) && !instanceUrl) {
    throw refuse(deps.language, known.service, 'instanceMissing');
  }
  const account = await accountOf(issuer, tokens);
  const credentials: OAuthCredentials = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: expiryOf(tokens.expires_in),
    scope,
    account,
    ...(instanceUrl ? { instanceUrl } : {}),
    ...(realmId ? { realmId } : {}),
  };
  const name = pending.clientState ?? (account ? account : undefined);
  return connectChecked(deps, userId, known.service, name?.slice(0, 60), credentials);
}

/**
 * The account the tokens belong to, shown to the owner: the ID token's e-mail (Google's,
 * Salesforce's), or else the one the provider's userinfo gives (Intuit's ID token names none);
 * empty when neither says.
 */
async function accountOf(
  issuer: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<string> {
  const claims = tokens.claims();
  if (typeof claims?.email === 'string') return claims.email.slice(0, 320);
  if (!claims?.sub || !issuer.serverMetadata().userinfo_endpoint) return '';
  try {
    const info = await oidc.fetchUserInfo(issuer, tokens.access_token, claims.sub);
    return typeof info.email === 'string' ? info.email.slice(0, 320) : '';
  } catch {
    return '';
  }
}
