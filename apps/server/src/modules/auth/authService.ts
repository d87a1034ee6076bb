import type { ChangePasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '@plubot/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import type { Language } from '../../i18n/translate';
import { AppError, unauthorized } from '../../lib/AppError';
import type { Mailer } from '../../lib/mailer';
import { createRandomToken, hashToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/authenticate';
import {
  sendAlreadyRegisteredMail,
  sendPasswordChangedMail,
  sendRegisteredAgainMail,
  sendResetMail,
  sendVerificationMail,
} from './authMails';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHasher';
import type { UserRow } from './presentUser';
import { revokeOtherSessions, startSession, type TokenPair } from './sessions';

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  jwtSecret: string;
  origin: string;
  language: Language;
}

export type TokenPurpose = 'verify_email' | 'reset_password';

/**
 * Creates an account (or, for a known e-mail, quietly mails its owner) — the answer is the same.
 * A registration for an address that is not verified yet replaces the pending one: its name and
 * password become the account's, the older verification links stop working, and the new link
 * confirms only this registration's password — so whoever registered first cannot have their
 * password confirmed by the mailbox owner's click.
 */
export async function register(deps: AuthDeps, body: RegisterBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const outcome = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const inserted = await tx
      .insert(users)
      .values({ name: body.name, email: body.email, passwordHash, preferences: { language: deps.language } })
      .onConflictDoNothing()
      .returning();
    const created = inserted[0];
    if (created) {
      return { mail: 'verify', user: created, token: await createVerifyToken(db, created.id) } as const;
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, body.email)).for('update');
    if (!existing) throw new Error('registration conflict without an account');
    if (existing.isVerified) return { mail: 'alreadyRegistered', user: existing } as const;
    const [replaced] = await tx
      .update(users)
      .set({
        name: body.name,
        passwordHash,
        preferences: { ...existing.preferences, language: deps.language },
      })
      .where(eq(users.id, existing.id))
      .returning();
    await voidPendingAuthTokens(db, existing.id, ['verify_email']);
    const user = replaced ?? existing;
    return { mail: 'verifyAgain', user, token: await createVerifyToken(db, user.id) } as const;
  });
  const { user } = outcome;
  const target = mailTarget(deps, user);
  if (outcome.mail === 'verify') await sendVerificationMail(target, user.email, user.name, outcome.token);
  else if (outcome.mail === 'verifyAgain') {
    await sendRegisteredAgainMail(target, user.email, user.name, outcome.token);
  } else await sendAlreadyRegisteredMail(target, user.email, user.name);
}

/** Marks the e-mail verified. A token works once, for 24 hours. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findAuthToken(tx as unknown as Database, token, 'verify_email');
    if (!row || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError('VERIFICATION_TOKEN_INVALID');
    }
    if (row.usedAt) {
      const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
      if (owner?.isVerified) throw new AppError('ALREADY_VERIFIED');
      throw new AppError('VERIFICATION_TOKEN_INVALID');
    }
    await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, row.id));
    await tx.update(users).set({ isVerified: true }).where(eq(users.id, row.userId));
  });
}

/** Sends a new verification link to an unverified account; silent otherwise. */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isVerified) return;
  const token = await createVerifyToken(deps.db, user.id);
  await sendVerificationMail(mailTarget(deps, user), user.email, user.name, token);
}

/** Checks the credentials and opens a session. */
export async function login(deps: AuthDeps, body: LoginBody): Promise<{ user: UserRow; tokens: TokenPair }> {
  const user = await findUserByEmail(deps.db, body.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid) throw unauthorized('INVALID_CREDENTIALS');
  if (!user.isVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  return { user, tokens: await startSession(deps.db, deps.jwtSecret, user.id) };
}

/** Mails a reset link (valid 1 hour) when the account exists; silent otherwise. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await createAuthToken(deps.db, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
  await sendResetMail(mailTarget(deps, user), user.email, user.name, token);
}

/** Sets a new password from a reset link; every session of the account is closed. */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.new_password);
  const user = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const row = await findAuthToken(db, body.token, 'reset_password');
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError('RESET_TOKEN_INVALID');
    }
    await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, row.id));
    // The link arrived by e-mail, so the address is proven too: pending verification links go.
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, isVerified: true })
      .where(eq(users.id, row.userId))
      .returning();
    await voidPendingAuthTokens(db, row.userId, ['verify_email']);
    await revokeOtherSessions(db, row.userId);
    return updated;
  });
  if (user) await sendPasswordChangedMail(mailTarget(deps, user), user.email, user.name);
}

/** Changes the password of the signed-in user; the other sessions are closed. */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  body: ChangePasswordBody,
): Promise<void> {
  const user = await getUser(deps.db, auth.userId);
  if (!user.passwordHash) throw new AppError('NO_PASSWORD');
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw new AppError('WRONG_PASSWORD', { fieldErrors: { current_password: ['WRONG_PASSWORD'] } });
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.new_password) })
    .where(eq(users.id, user.id));
  await revokeOtherSessions(deps.db, user.id, auth.sessionId);
  await sendPasswordChangedMail(mailTarget(deps, user), user.email, user.name);
}

/** The signed-in user's row; a deleted account counts as signed out. */
export async function getUser(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized('USER_NOT_FOUND');
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * Deletes the account's unused links of the given purposes, so none of them works any more (a
 * deleted link reads as unknown, like one that never existed).
 */
export async function voidPendingAuthTokens(db: Database, userId: string, purposes: TokenPurpose[]) {
  await db
    .delete(authTokens)
    .where(
      and(eq(authTokens.userId, userId), inArray(authTokens.purpose, purposes), isNull(authTokens.usedAt)),
    );
}

function createVerifyToken(db: Database, userId: string) {
  return createAuthToken(db, userId, 'verify_email', VERIFY_TOKEN_TTL_MS);
}

async function createAuthToken(db: Database, userId: string, purpose: TokenPurpose, ttlMs: number) {
  const token = createRandomToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

async function findAuthToken(db: Database, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)))
    .for('update');
  return row;
}

function mailTarget(deps: AuthDeps, user: UserRow) {
  return { mailer: deps.mailer, origin: deps.origin, language: user.preferences?.language ?? deps.language };
}
