import { and, eq, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { oauthStates, users } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import type { UserRow } from './presentUser';

const STATE_TTL_MS = 10 * 60 * 1000;

let cachedIssuer: { key: string; config: Promise<oidc.Configuration> } | undefined;

/** True when the Google client id and secret are configured. */
export function isGoogleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function notConfigured() {
  return new AppError('GOOGLE_NOT_CONFIGURED');
}

async function getIssuerConfig(config: Config): Promise<oidc.Configuration> {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) throw notConfigured();
  const key = `${config.GOOGLE_ISSUER}|${config.GOOGLE_CLIENT_ID}`;
  if (cachedIssuer?.key !== key) {
    const issuer = new URL(config.GOOGLE_ISSUER);
    const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
    const promise = oidc.discovery(
      issuer,
      config.GOOGLE_CLIENT_ID,
      undefined,
      oidc.ClientSecretPost(config.GOOGLE_CLIENT_SECRET),
      options,
    );
    cachedIssuer = { key, config: promise };
    promise.catch(() => {
      if (cachedIssuer?.config === promise) cachedIssuer = undefined;
    });
  }
  try {
    return await cachedIssuer.config;
  } catch {
    throw new AppError('GOOGLE_UNAVAILABLE');
  }
}

/** Where the provider sends the browser back: the SPA's callback screen. */
export function googleRedirectUri(config: Config): string {
  return `${config.APP_ORIGIN}/auth/google/callback`;
}

/**
 * Starts the authorisation code flow with PKCE: stores the verifier, nonce and the client's own
 * state under a fresh random `state`, and returns the provider URL.
 */
export async function createGoogleAuthorizationUrl(db: Database, config: Config, clientState?: string) {
  const issuer = await getIssuerConfig(config);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.insert(oauthStates).values({
    state,
    nonce,
    codeVerifier,
    clientState: clientState ?? null,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(issuer, {
    redirect_uri: googleRedirectUri(config),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.toString();
}

/**
 * Finishes the flow: the `state` must be one we issued (single use, 10 minutes), the code is
 * exchanged with the PKCE verifier, and the ID token's verified e-mail creates or links the user.
 */
export async function completeGoogleSignIn(
  db: Database,
  config: Config,
  params: { code: string; state: string; iss?: string | undefined },
): Promise<{ user: UserRow; clientState: string | null }> {
  const issuer = await getIssuerConfig(config);
  const [pending] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, params.state), gt(oauthStates.expiresAt, new Date())))
    .returning();
  if (!pending) throw new AppError('GOOGLE_INVALID_STATE');

  const callbackUrl = new URL(googleRedirectUri(config));
  callbackUrl.searchParams.set('code', params.code);
  callbackUrl.searchParams.set('state', params.state);
  if (params.iss) callbackUrl.searchParams.set('iss', params.iss);

  let claims: Record<string, unknown> & { sub: string };
  try {
    const tokens = await oidc.authorizationCodeGrant(issuer, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    claims = { ...idClaims };
    // Google puts the e-mail in the ID token; other providers keep scope claims for userinfo.
    if (typeof claims.email !== 'string') {
      claims = { ...claims, ...(await oidc.fetchUserInfo(issuer, tokens.access_token, idClaims.sub)) };
    }
  } catch {
    throw new AppError('GOOGLE_EXCHANGE_FAILED');
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) {
    throw new AppError('GOOGLE_EMAIL_UNVERIFIED');
  }
  const user = await findOrCreateGoogleUser(db, {
    sub: claims.sub,
    email,
    name:
      typeof claims.name === 'string' && claims.name.trim()
        ? claims.name.trim().slice(0, 80)
        : (email.split('@')[0] ?? email),
    picture: typeof claims.picture === 'string' ? claims.picture : null,
  });
  return { user, clientState: pending.clientState };
}

async function findOrCreateGoogleUser(
  db: Database,
  profile: { sub: string; email: string; name: string; picture: string | null },
): Promise<UserRow> {
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, profile.sub));
  if (bySub) return bySub;
  const [byEmail] = await db.select().from(users).where(eq(users.email, profile.email));
  if (byEmail) {
    const [linked] = await db
      .update(users)
      .set({
        googleSub: profile.sub,
        isVerified: true,
        profilePicture: byEmail.profilePicture ?? profile.picture,
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    return linked ?? byEmail;
  }
  const [created] = await db
    .insert(users)
    .values({
      name: profile.name,
      email: profile.email,
      googleSub: profile.sub,
      isVerified: true,
      profilePicture: profile.picture,
    })
    .returning();
  if (!created) throw new AppError('GOOGLE_USER_FAILED');
  return created;
}
