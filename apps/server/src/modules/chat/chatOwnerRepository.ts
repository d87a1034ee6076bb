import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { botRecords, chatMessages, chatSessions, leads } from '../../db/schema';

/**
 * One page of a bot's conversations, most recently active first, each with its messages in order,
 * and how many conversations the bot has in all.
 */
export async function listConversations(
  db: Database,
  plubotId: string,
  page: { limit: number; offset: number },
) {
  const [total] = await db
    .select({ value: count() })
    .from(chatSessions)
    .where(eq(chatSessions.plubotId, plubotId));
  const sessions = await db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.plubotId, plubotId))
    .orderBy(desc(chatSessions.updatedAt))
    .limit(page.limit)
    .offset(page.offset);
  const messages = sessions.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.sessionId,
            sessions.map((s) => s.id),
          ),
        )
        .orderBy(asc(chatMessages.seq))
    : [];
  return {
    total: total?.value ?? 0,
    conversations: sessions.map((session) => ({
      session,
      messages: messages.filter((m) => m.sessionId === session.id),
    })),
  };
}

/** A bot's leads, newest first. */
export function listLeads(db: Database, plubotId: string) {
  return db.select().from(leads).where(eq(leads.plubotId, plubotId)).orderBy(desc(leads.createdAt));
}

/** The names of a bot's record collections in alphabetical order, with how many records each holds. */
export async function listRecordCollections(db: Database, plubotId: string) {
  const rows = await db
    .select({ name: botRecords.collection, count: count() })
    .from(botRecords)
    .where(eq(botRecords.plubotId, plubotId))
    .groupBy(botRecords.collection)
    .orderBy(asc(botRecords.collection));
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/** The records of one collection of a bot, the most recently updated first, `limit` at most. */
export function listRecentRecords(db: Database, plubotId: string, collection: string, limit: number) {
  return db
    .select()
    .from(botRecords)
    .where(and(eq(botRecords.plubotId, plubotId), eq(botRecords.collection, collection)))
    .orderBy(desc(botRecords.updatedAt))
    .limit(limit);
}

/** Every record of one collection of a bot, oldest first (the CSV export). */
export function listAllRecords(db: Database, plubotId: string, collection: string) {
  return db
    .select()
    .from(botRecords)
    .where(and(eq(botRecords.plubotId, plubotId), eq(botRecords.collection, collection)))
    .orderBy(asc(botRecords.createdAt));
}
