import { type MyPublication, PUBLIC_DESCRIPTION_MAX, type TowerBot } from '@plubot/contracts';
import { and, count, desc, eq, gte, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSessions, plubots, users } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { getFlow } from '../flows/flowService';
import { readStoredFlow } from '../flows/readStoredFlow';
import { getOwnedPlubot, type PlubotRow } from '../plubots/plubotRepository';
import { getLiveVersion } from '../publishing/publishService';
import { getPublishProblem, type PublishProblem } from './getPublishProblem';

/** Bots listed by one Tower search. */
export const TOWER_PAGE_SIZE = 60;
/** Bots featured in the Coliseum, and the window their conversations are counted in. */
export const FEATURED_SIZE = 6;
export const FEATURED_WINDOW_DAYS = 30;

const isPublished = isNotNull(plubots.publishedAt);

/**
 * Conversations received per bot — those counted as received (real visitors', see
 * `chat_sessions.counted`) — optionally since a date.
 */
function conversationCounts(db: Database, since?: Date) {
  const conditions = [eq(chatSessions.counted, true)];
  if (since) conditions.push(gte(chatSessions.createdAt, since));
  return db
    .select({ plubotId: chatSessions.plubotId, n: count().as('conversations') })
    .from(chatSessions)
    .where(and(...conditions))
    .groupBy(chatSessions.plubotId)
    .as('conversation_counts');
}

/** Published bots matching `where`, each with its owner's public name (never the real one). */
async function selectTowerBots(
  db: Database,
  userId: string,
  options: { where?: SQL | undefined; since?: Date; limit: number; byConversations?: boolean },
): Promise<TowerBot[]> {
  const counts = conversationCounts(db, options.since);
  const conversations = sql<number>`coalesce(${counts.n}, 0)::int`;
  const rows = await db
    .select({
      publicId: plubots.publicId,
      name: plubots.name,
      description: plubots.publicDescription,
      color: plubots.color,
      ownerId: plubots.ownerId,
      ownerDisplayName: users.displayName,
      conversations,
      cloneCount: plubots.cloneCount,
      publishedAt: plubots.publishedAt,
    })
    .from(plubots)
    .innerJoin(users, eq(users.id, plubots.ownerId))
    .leftJoin(counts, eq(counts.plubotId, plubots.id))
    .where(and(isPublished, options.where))
    .orderBy(...(options.byConversations ? [desc(conversations)] : []), desc(plubots.publishedAt))
    .limit(options.limit);
  return rows.map((row) => ({
    publicId: row.publicId,
    name: row.name,
    description: row.description ?? '',
    color: row.color,
    ownerDisplayName: row.ownerDisplayName,
    conversations: Number(row.conversations),
    cloneCount: row.cloneCount,
    publishedAt: (row.publishedAt ?? new Date()).toISOString(),
    isMine: row.ownerId === userId,
  }));
}

/** `%` and `_` typed by the user match themselves, not any text. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The Tower's gallery: published bots, newest first, whose name or description holds `search`. */
export function listTowerBots(db: Database, userId: string, search?: string) {
  const text = search?.trim();
  const where = text
    ? or(ilike(plubots.name, containsPattern(text)), ilike(plubots.publicDescription, containsPattern(text)))
    : undefined;
  return selectTowerBots(db, userId, { where, limit: TOWER_PAGE_SIZE });
}

/** The Coliseum's featured bots: the published bots with most conversations in the last 30 days. */
export async function listFeaturedBots(db: Database, userId: string, now = new Date()) {
  const since = new Date(now.getTime() - FEATURED_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const recent = await selectTowerBots(db, userId, { since, limit: FEATURED_SIZE, byConversations: true });
  return recent.filter((bot) => bot.conversations > 0);
}

function presentPublication(row: PlubotRow): MyPublication {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    publicId: row.publicId,
    published: row.publishedAt !== null,
    description: row.publicDescription ?? '',
    publishedAt: row.publishedAt?.toISOString() ?? null,
    cloneCount: row.cloneCount,
  };
}

/** The caller's bots with their publication in the Tower, newest first. */
export async function listMyPublications(db: Database, userId: string): Promise<MyPublication[]> {
  const rows = await db
    .select()
    .from(plubots)
    .where(eq(plubots.ownerId, userId))
    .orderBy(desc(plubots.createdAt));
  return rows.map(presentPublication);
}

export type PublicationResult =
  | { ok: true; bot: MyPublication; wasPublished: boolean }
  | { ok: false; problem: PublishProblem };

/**
 * Publishes the owner's bot in the Tower (or withdraws it). Only a bot whose live version has an
 * End and a message that says something may be published; re-publishing keeps the first publication date. Anyone
 * but the owner gets the same 404 as for a bot that does not exist.
 */
export async function setPublication(
  db: Database,
  userId: string,
  id: string,
  body: { published: boolean; description: string },
): Promise<PublicationResult> {
  const bot = await getOwnedPlubot(db, userId, id);
  if (body.published) {
    // What the Tower's visitors talk to and clone: the live version, not the draft.
    const live = await getLiveVersion(db, bot.id);
    const problem = getPublishProblem(
      readStoredFlow(live ? live.flow : await getFlow(db, bot.id)).graph.nodes,
    );
    if (problem) return { ok: false, problem };
  }
  const [row] = await db
    .update(plubots)
    .set({
      publishedAt: body.published ? (bot.publishedAt ?? new Date()) : null,
      publicDescription: body.description.slice(0, PUBLIC_DESCRIPTION_MAX) || null,
    })
    .where(eq(plubots.id, bot.id))
    .returning();
  if (!row) throw new AppError('PLUBOT_NOT_FOUND');
  return { ok: true, bot: presentPublication(row), wasPublished: bot.publishedAt !== null };
}

/** A published bot by its public id, or 404 TOWER_BOT_NOT_FOUND (also when it was withdrawn). */
export async function getPublishedBot(db: Database, publicId: string): Promise<PlubotRow> {
  const [row] = await db
    .select()
    .from(plubots)
    .where(and(eq(plubots.publicId, publicId.slice(0, 100)), isPublished));
  if (!row) throw new AppError('TOWER_BOT_NOT_FOUND');
  return row;
}

/** Counts one more clone of a published bot. */
export async function countClone(db: Database, plubotId: string) {
  await db
    .update(plubots)
    .set({ cloneCount: sql`${plubots.cloneCount} + 1` })
    .where(eq(plubots.id, plubotId));
}
