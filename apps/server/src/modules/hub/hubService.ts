import type { HubBot, HubResponse } from '@plubot/contracts';
import { getMonthlyReplyLimit, toPlanId } from '@plubot/flow';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chatSessions,
  flows,
  gamificationFacts,
  leads,
  plubots,
  progressEvents,
  whatsappConnections,
} from '../../db/schema';
import { getUser } from '../auth/authService';
import { getRepliesThisMonth, getUsageMonth } from '../chat/usageService';
import { toLocalDate } from '../gamification/gamificationService';
import { pickNextStep } from './pickNextStep';

/** The first instant of `date`'s usage month (UTC), where "this month" counts start. */
export function getMonthStart(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/**
 * What `GET /api/pluniverse` answers: the caller's bots with this month's conversations and leads,
 * the plan's replies used and left this month, and the next suggested step.
 */
export async function readHub(db: Database, userId: string, now = new Date()): Promise<HubResponse> {
  const user = await getUser(db, userId);
  const [bots, ledger, repliesUsed] = await Promise.all([
    readHubBots(db, userId, getMonthStart(now)),
    readLedgerFacts(db, userId),
    getRepliesThisMonth(db, userId),
  ]);
  const plan = toPlanId(user.plan);
  const limit = getMonthlyReplyLimit(plan);
  const today = toLocalDate(now, user.timeZone ?? 'UTC');
  const published = await db
    .select({ id: plubots.id })
    .from(plubots)
    .where(and(eq(plubots.ownerId, userId), sql`${plubots.publishedAt} is not null`))
    .limit(1);
  const nextStep = pickNextStep({
    bots,
    hasContact: ledger.has('first_lead'),
    hasLesson: ledger.has('lesson'),
    dailyRewardAvailable: user.lastDailyRewardDate !== today,
    hasPublishedBot: published.length > 0,
    hasChallenge: ledger.has('challenge'),
  });
  return {
    success: true,
    month: getUsageMonth(now),
    bots,
    replies: {
      used: repliesUsed,
      limit,
      left: limit === null ? null : Math.max(limit - repliesUsed, 0),
      plan,
    },
    nextStep,
  };
}

/** The ledger reasons the step picker reads, present at least once for the user. */
async function readLedgerFacts(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ reason: progressEvents.reason })
    .from(progressEvents)
    .where(
      and(
        eq(progressEvents.userId, userId),
        inArray(progressEvents.reason, ['first_lead', 'lesson', 'challenge']),
      ),
    );
  return new Set(rows.map((row) => row.reason));
}

/** The user's bots, newest first, with this month's counts and whether each is finished and shared. */
async function readHubBots(db: Database, userId: string, monthStart: Date): Promise<HubBot[]> {
  const rows = await db
    .select({
      id: plubots.id,
      name: plubots.name,
      color: plubots.color,
      publicId: plubots.publicId,
      publishedAt: plubots.publishedAt,
    })
    .from(plubots)
    .where(eq(plubots.ownerId, userId))
    .orderBy(desc(plubots.createdAt), desc(plubots.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [sessions, monthLeads, withEnd, copied, whatsapp] = await Promise.all([
    db
      .select({
        plubotId: chatSessions.plubotId,
        total: sql<number>`count(*)::int`,
        // Conversations: the visitor wrote. A mere visit still shows the bot was shared.
        thisMonth: sql<number>`(count(*) filter (where ${chatSessions.engaged} and ${chatSessions.createdAt} >= ${monthStart.toISOString()}))::int`,
      })
      .from(chatSessions)
      .where(and(inArray(chatSessions.plubotId, ids), ne(chatSessions.channel, 'simulation')))
      .groupBy(chatSessions.plubotId),
    db
      .select({ plubotId: leads.plubotId, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(inArray(leads.plubotId, ids), gte(leads.createdAt, monthStart)))
      .groupBy(leads.plubotId),
    db
      .select({ plubotId: flows.plubotId })
      .from(flows)
      .where(and(inArray(flows.plubotId, ids), sql`${flows.nodes} @> '[{"type":"end"}]'::jsonb`)),
    db
      .selectDistinct({ plubotId: gamificationFacts.plubotId })
      .from(gamificationFacts)
      .where(and(eq(gamificationFacts.userId, userId), eq(gamificationFacts.kind, 'share_copy'))),
    db
      .select({ plubotId: whatsappConnections.plubotId })
      .from(whatsappConnections)
      .where(and(inArray(whatsappConnections.plubotId, ids), eq(whatsappConnections.status, 'connected'))),
  ]);
  const sessionsOf = new Map(sessions.map((row) => [row.plubotId, row]));
  const leadsOf = new Map(monthLeads.map((row) => [row.plubotId, Number(row.count)]));
  const finished = new Set(withEnd.map((row) => row.plubotId));
  const sharedIds = new Set<string | null>([
    ...copied.map((row) => row.plubotId),
    ...whatsapp.map((row) => row.plubotId),
  ]);
  return rows.map((row) => {
    const chats = sessionsOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      color: row.color,
      publicId: row.publicId,
      conversationsThisMonth: Number(chats?.thisMonth ?? 0),
      leadsThisMonth: leadsOf.get(row.id) ?? 0,
      shared: sharedIds.has(row.id) || row.publishedAt !== null || Number(chats?.total ?? 0) > 0,
      hasEnd: finished.has(row.id),
    };
  });
}
