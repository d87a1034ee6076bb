import { and, eq, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { oauthStates, users } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { discoverOidcIssuer } from '../../lib/oidcIssuer';
import { voidPendingAuthTokens } from './authService';
import { isSameBrowserState } from './googleSignInCookie';
import type { UserRow } from './presentUser';
import { revokeOtherSessions } from './sessions';

/** How long a started sign-in (its state row and its browser cookie) stays usable. */
export const GOOGLE_STATE_TTL_MS = 10 * 60 * 1000;

/** True when the Google client id and secret are configured. */
export function isGoogleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function notConfigured() {
  return new AppError('GOOGLE_NOT_CONFIGURED');
}

async function getIssuerConfig(config: Config): Promise<oidc.Configuration> {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) throw notConfigured();
  try {
    return await discoverOidcIssuer(
      config.GOOGLE_ISSUER,
      config.GOOGLE_CLIENT_ID,
      config.GOOGLE_CLIENT_SECRET,
    );
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
 * state under a fresh random `state`, and returns the provider URL and that `state` (which the
 * caller binds to the browser, see `googleSignInCookie.ts`).
 */
export async function createGoogleAuthorizationUrl(
  db: Database,
  config: Config,
  clientState?: string,
): Promise<{ url: string; state: string }> {
  const issuer = await getIssuerConfig(config);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.insert(oauthStates).values({
    state,
    nonce,
    codeVerifier,
    clientState: clientState ?? null,
    expiresAt: new Date(Date.now() + GOOGLE_STATE_TTL_MS),
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
  return { url: url.toString(), state };
}

/**
 * Finishes the flow: the `state` must be one we issued (single use, 10 minutes) to this browser —
 * `browserState` is the state its cookie holds — the code is exchanged with the PKCE verifier, and
 * the ID token's verified e-mail creates or links the user.
 */
export async function completeGoogleSignIn(
  db: Database,
  config: Config,
  params: { code: string; state: string; iss?: string | undefined },
  browserState: string | undefined,
): Promise<{ user: UserRow; clientState: string | null }> {
  const issuer = await getIssuerConfig(config);
  const live = and(
    eq(oauthStates.state, params.state),
    eq(oauthStates.purpose, 'signIn'),
    gt(oauthStates.expiresAt, new Date()),
  );
  const [issued] = await db.select({ state: oauthStates.state }).from(oauthStates).where(live);
  if (!issued) throw new AppError('GOOGLE_INVALID_STATE');
  // Left in place: the sign-in still belongs to the browser that started it.
  if (!isSameBrowserState(browserState, params.state)) throw new AppError('GOOGLE_BROWSER_MISMATCH');
  const [pending] = await db.delete(oauthStates).where(live).returning();
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

/**
 * The account of a Google identity: the one already linked to it, else the account with its
 * verified e-mail, else a new one. An existing account that verified its e-mail is linked as it
 * is. One that never did is taken over clean, in one transaction: nobody proved the password it
 * was registered with, so the password goes, every session is revoked and every pending link
 * voided (its owner can set a password later with 'Olvidé mi contraseña').
 */
async function findOrCreateGoogleUser(
  db: Database,
  profile: { sub: string; email: string; name: string; picture: string | null },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const [bySub] = await tx.select().from(users).where(eq(users.googleSub, profile.sub));
    if (bySub) return bySub;
    const [byEmail] = await tx.select().from(users).where(eq(users.email, profile.email)).for('update');
    if (byEmail) {
      const unverifiedCredentials = byEmail.isVerified ? {} : { passwordHash: null, name: profile.name };
      const [linked] = await tx
        .update(users)
        .set({
          ...unverifiedCredentials,
          googleSub: profile.sub,
          isVerified: true,
          profilePicture: byEmail.profilePicture ?? profile.picture,
        })
        .where(eq(users.id, byEmail.id))
        .returning();
      if (!byEmail.isVerified) {
        await revokeOtherSessions(txDb, byEmail.id);
        await voidPendingAuthTokens(txDb, byEmail.id, ['verify_email', 'reset_password']);
      }
      return linked ?? byEmail;
    }
    const [created] = await tx
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
  });
}
