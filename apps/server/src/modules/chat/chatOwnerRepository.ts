import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { botRecords, chatMessages, chatResults, chatSessions, leads } from '../../db/schema';

/**
 * One page of a bot's conversations — those the visitor wrote in; a visit that only opened the chat
 * is not one — most recently active first, each with its messages in order, and how many
 * conversations the bot has in all.
 */
export async function listConversations(
  db: Database,
  plubotId: string,
  page: { limit: number; offset: number },
) {
  const [total] = await db
    .select({ value: count() })
    .from(chatSessions)
    .where(and(eq(chatSessions.plubotId, plubotId), eq(chatSessions.engaged, true)));
  const sessions = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.plubotId, plubotId), eq(chatSessions.engaged, true)))
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

/** A bot's contacts, the most recently updated first. */
export function listLeads(db: Database, plubotId: string) {
  return db
    .select()
    .from(leads)
    .where(eq(leads.plubotId, plubotId))
    .orderBy(desc(leads.updatedAt), desc(leads.createdAt));
}

/**
 * What the bot's conversations collected, the most recently updated first, with each one's channel:
 * one page (`limit` from `offset`), or all of them without a limit (the CSV), and how many in all.
 */
export async function listResults(db: Database, plubotId: string, page?: { limit: number; offset: number }) {
  const query = db
    .select({ result: chatResults, channel: chatSessions.channel })
    .from(chatResults)
    .innerJoin(chatSessions, eq(chatSessions.id, chatResults.sessionId))
    .where(eq(chatResults.plubotId, plubotId))
    .orderBy(desc(chatResults.updatedAt), desc(chatResults.sessionId));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ value: count() }).from(chatResults).where(eq(chatResults.plubotId, plubotId)),
  ]);
  return { total: Number(total?.value ?? 0), rows };
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
