import type { AccountExport, DeleteAccountBody } from '@plubot/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  achievements,
  activities,
  chatMessages,
  chatSessions,
  flowBackups,
  flows,
  flowVersions,
  leads,
  plubots,
  subscribers,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { getUser } from './authService';
import { verifyPassword } from './passwordHasher';

/**
 * Everything an account owns, for 'Descargar mis datos': the account (without its password hash),
 * each bot with its flow, versions, backups, conversations and leads, and its achievements and
 * activity. WhatsApp credentials and session tokens are secrets and stay out.
 */
export async function exportAccount(db: Database, userId: string, now = new Date()): Promise<AccountExport> {
  const user = await getUser(db, userId);
  const bots = await db
    .select()
    .from(plubots)
    .where(eq(plubots.ownerId, user.id))
    .orderBy(asc(plubots.createdAt));
  const botIds = bots.map((bot) => bot.id);
  const byBot =
    <T extends { plubotId: string }>(rows: T[]) =>
    (id: string) =>
      rows.filter((row) => row.plubotId === id);
  const none = botIds.length === 0;
  const flowRows = none ? [] : await db.select().from(flows).where(inArray(flows.plubotId, botIds));
  const versionRows = none
    ? []
    : await db
        .select()
        .from(flowVersions)
        .where(inArray(flowVersions.plubotId, botIds))
        .orderBy(asc(flowVersions.revision));
  const backupRows = none
    ? []
    : await db.select().from(flowBackups).where(inArray(flowBackups.plubotId, botIds));
  const sessionRows = none
    ? []
    : await db
        .select()
        .from(chatSessions)
        .where(inArray(chatSessions.plubotId, botIds))
        .orderBy(asc(chatSessions.createdAt));
  const sessionIds = sessionRows.map((session) => session.id);
  const messageRows =
    sessionIds.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.sessionId, sessionIds))
          .orderBy(asc(chatMessages.sessionId), asc(chatMessages.seq));
  const leadRows = none
    ? []
    : await db.select().from(leads).where(inArray(leads.plubotId, botIds)).orderBy(asc(leads.createdAt));

  const { passwordHash: _secret, googleSub, ...account } = user;
  return {
    format: 'plubot-account-export',
    version: 1,
    exportedAt: now.toISOString(),
    account: { ...account, signsInWithGoogle: googleSub !== null, hasPassword: user.passwordHash !== null },
    plubots: bots.map((bot) => ({
      ...bot,
      flow: byBot(flowRows)(bot.id)[0] ?? null,
      versions: byBot(versionRows)(bot.id),
      backups: byBot(backupRows)(bot.id),
      conversations: byBot(sessionRows)(bot.id).map(({ state: _state, ...session }) => ({
        ...session,
        messages: messageRows.filter((message) => message.sessionId === session.id),
      })),
      leads: byBot(leadRows)(bot.id),
    })),
    achievements: await db.select().from(achievements).where(eq(achievements.userId, user.id)),
    activities: await db.select().from(activities).where(eq(activities.userId, user.id)),
  };
}

/**
 * Erases the account after it is confirmed — by its password, or by typing its e-mail when it signs
 * in only with Google. Every bot, flow, version, backup, conversation, lead, upload, session and
 * WhatsApp link goes with it (the database cascades from the account), and so does a newsletter
 * subscription of its e-mail.
 */
export async function deleteAccount(db: Database, userId: string, body: DeleteAccountBody): Promise<void> {
  const user = await getUser(db, userId);
  if (user.passwordHash) {
    if (!body.password || !(await verifyPassword(user.passwordHash, body.password))) {
      throw new AppError('ACCOUNT_PASSWORD_WRONG', { fieldErrors: { password: ['ACCOUNT_PASSWORD_WRONG'] } });
    }
  } else if ((body.confirm_email ?? '').toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('ACCOUNT_CONFIRMATION_MISMATCH', {
      fieldErrors: { confirm_email: ['ACCOUNT_CONFIRMATION_MISMATCH'] },
    });
  }
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(subscribers).where(eq(subscribers.email, user.email));
  });
}
