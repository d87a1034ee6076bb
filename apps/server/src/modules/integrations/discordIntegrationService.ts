import {
  type CreateDiscordIntegrationBody,
  type DiscordIntegration,
  MAX_DISCORD_INTEGRATIONS,
} from '@plubot/contracts';
import { SECRET_MASK } from '@plubot/flow';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { discordIntegrations, users } from '../../db/schema';
import { type Language, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { openSecret, sealSecret } from '../../lib/secretBox';
import { checkDiscordToken } from './discordClient';

type IntegrationRow = typeof discordIntegrations.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The integration's status once Discord refused its token (a column value, not an HTTP answer). */
const TOKEN_REFUSED = 'error' as const;
/** The caller's Discord integrations, oldest first, each token shown only as '••••' and its end. */
export async function listDiscordIntegrations(
  db: Database,
  encryptionKey: string,
  userId: string,
): Promise<DiscordIntegration[]> {
  const rows = await db
    .select()
    .from(discordIntegrations)
    .where(eq(discordIntegrations.userId, userId))
    .orderBy(asc(discordIntegrations.createdAt), asc(discordIntegrations.id));
  return rows.map((row) => presentIntegration(row, encryptionKey));
}

/**
 * Connects a Discord bot: the token is checked with Discord first and stored sealed only when
 * Discord accepts it. A refused or unverifiable token answers 422 with the reason and stores nothing.
 */
export async function createDiscordIntegration(
  deps: { db: Database; config: Config; language: Language },
  userId: string,
  body: CreateDiscordIntegrationBody,
): Promise<DiscordIntegration> {
  const { db, config, language } = deps;
  await assertBelowLimit(db, userId, language);
  const check = await checkDiscordToken(config, body.botToken);
  if (!check.ok) {
    const key =
      check.kind === 'refused'
        ? 'discordIntegrations.tokenRefused'
        : 'discordIntegrations.discordUnreachable';
    throw fieldError('botToken', translate(language, key, { reason: check.reason }));
  }
  const row = await db.transaction(async (tx) => {
    // The owner's row is locked so two simultaneous connections cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await assertBelowLimit(tx, userId, language);
    const [inserted] = await tx
      .insert(discordIntegrations)
      .values({
        userId,
        name: body.name,
        sealedToken: sealSecret(config.ENCRYPTION_KEY, body.botToken),
        status: 'active',
        botUsername: check.username || null,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new AppError('INTERNAL_ERROR');
  return presentIntegration(row, config.ENCRYPTION_KEY);
}

/** Removes one of the caller's integrations; anyone else's (or an unknown id) is NOT_FOUND. */
export async function deleteDiscordIntegration(db: Database, userId: string, id: string): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND');
  const removed = await db
    .delete(discordIntegrations)
    .where(and(eq(discordIntegrations.id, id), eq(discordIntegrations.userId, userId)))
    .returning({ id: discordIntegrations.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * The token a Discord node without its own token posts with: the owner's first active integration
 * (oldest first), opened; `null` when there is none.
 */
export async function findActiveDiscordToken(
  db: Database,
  encryptionKey: string,
  userId: string,
): Promise<{ id: string; token: string } | null> {
  const rows = await db
    .select({ id: discordIntegrations.id, sealedToken: discordIntegrations.sealedToken })
    .from(discordIntegrations)
    .where(and(eq(discordIntegrations.userId, userId), eq(discordIntegrations.status, 'active')))
    .orderBy(asc(discordIntegrations.createdAt), asc(discordIntegrations.id));
  for (const row of rows) {
    const token = openSecret(encryptionKey, row.sealedToken);
    if (token) return { id: row.id, token };
  }
  return null;
}

/** Marks an integration whose token Discord stopped accepting, so the owner sees it in the profile. */
export async function markDiscordIntegrationRefused(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(discordIntegrations)
    .set({ status: TOKEN_REFUSED, tokenError: reason.slice(0, 200), updatedAt: new Date() })
    .where(eq(discordIntegrations.id, id));
}

/** An integration as its owner sees it. */
function presentIntegration(row: IntegrationRow, encryptionKey: string): DiscordIntegration {
  const token = openSecret(encryptionKey, row.sealedToken);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    botUsername: row.botUsername,
    maskedToken: token ? `${SECRET_MASK}${token.slice(-4)}` : SECRET_MASK,
    tokenError: row.tokenError,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertBelowLimit(db: Pick<Database, 'select'>, userId: string, language: Language) {
  const [total] = await db
    .select({ value: count() })
    .from(discordIntegrations)
    .where(eq(discordIntegrations.userId, userId));
  if (Number(total?.value ?? 0) >= MAX_DISCORD_INTEGRATIONS) {
    throw fieldError(
      '_',
      translate(language, 'discordIntegrations.limitReached', { limit: String(MAX_DISCORD_INTEGRATIONS) }),
    );
  }
}

/** A 422 whose message (and field message) is the text given, already in the caller's language. */
function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { fieldErrors: { [field]: [message] }, extra: { message } });
}
