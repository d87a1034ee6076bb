import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { createRandomToken, hashToken } from '../../lib/tokens';
import { signAccessToken } from './accessTokens';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** Starts a new session (a refresh-token family) for a user and returns its first token pair. */
export async function startSession(db: Database, secret: string, userId: string): Promise<TokenPair> {
  return issuePair(db, secret, userId, randomUUID());
}

async function issuePair(db: Database, secret: string, userId: string, familyId: string): Promise<TokenPair> {
  const refresh = createRandomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const access = await signAccessToken(secret, { userId, sessionId: familyId });
  return { access_token: access, refresh_token: refresh };
}

export type RotateResult =
  | { ok: true; pair: TokenPair; userId: string }
  | { ok: false; reason: 'invalid' | 'reused' };

/**
 * Exchanges a refresh token for a new pair. A token that was already rotated is a sign of theft:
 * the whole family is revoked and the caller must log in again.
 */
export async function rotateRefreshToken(db: Database, secret: string, token: string): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now())
      return { ok: false, reason: 'invalid' } as const;
    if (row.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false, reason: 'reused' } as const;
    }
    await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const pair = await issuePair(tx as unknown as Database, secret, row.userId, row.familyId);
    return { ok: true, pair, userId: row.userId } as const;
  });
}

/** True while the session (refresh family) has a live, unrevoked token. */
export async function isSessionActive(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Revokes one session. */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Revokes every session of a user except `keepSessionId` (none kept when omitted). */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepSessionId) conditions.push(ne(refreshTokens.familyId, keepSessionId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
