import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'plubot';
const AUDIENCE = 'plubot-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const keyCache = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

/** Signs a short-lived access token (HS256) for a user and the session (refresh family) it belongs to. */
export function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyFor(secret));
}

/**
 * Verifies an access token. Anything else — an expired token, a verification or reset token, a
 * refresh token — gives `null`.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
