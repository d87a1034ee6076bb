import type { ChallengeId } from '@plubot/contracts';
import { and, count, eq, gt, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chatSessions,
  flowVersions,
  gamificationFacts,
  leads,
  plubots,
  progressEvents,
  whatsappConnections,
} from '../../db/schema';
import type { IsoWeek } from './isoWeek';

type Window = Pick<IsoWeek, 'start' | 'end'>;

/** `column` within the week: from Monday 00:00 UTC (inclusive) to the next Monday (exclusive). */
function within(column: Parameters<typeof gte>[0], week: Window): SQL | undefined {
  return and(gte(column, week.start), lt(column, week.end));
}

/**
 * How far the user got this week in one challenge, counted from their own stored data only:
 * conversations their bots received (those counted as received: real visitors', see
 * `chat_sessions.counted`), leads captured, flows saved with a decision, shares,
 * publications, academy lessons, daily rewards and bots created.
 */
export async function measureChallenge(
  db: Database,
  userId: string,
  id: ChallengeId,
  week: Window,
): Promise<number> {
  switch (id) {
    case 'receive_conversations':
    case 'receive_many_conversations':
      return countRows(
        db
          .select({ n: count() })
          .from(chatSessions)
          .innerJoin(plubots, eq(plubots.id, chatSessions.plubotId))
          .where(
            and(
              eq(plubots.ownerId, userId),
              eq(chatSessions.counted, true),
              within(chatSessions.createdAt, week),
            ),
          ),
      );
    case 'capture_lead':
      return countRows(
        db
          .select({ n: count() })
          .from(leads)
          .innerJoin(plubots, eq(plubots.id, leads.plubotId))
          .where(and(eq(plubots.ownerId, userId), within(leads.createdAt, week))),
      );
    case 'decision_flow':
      // A save is a revision after the first (which createPlubot writes with the bot).
      return countRows(
        db
          .select({ n: count() })
          .from(flowVersions)
          .innerJoin(plubots, eq(plubots.id, flowVersions.plubotId))
          .where(
            and(
              eq(plubots.ownerId, userId),
              gt(flowVersions.revision, 1),
              within(flowVersions.createdAt, week),
              sql`${flowVersions.nodes} @> '[{"type":"decision"}]'::jsonb`,
            ),
          ),
      );
    case 'share_bot':
      return (await countShares(db, userId, week)) + (await countWhatsAppLinks(db, userId, week));
    case 'publish_bot':
      return countRows(
        db
          .select({ n: count() })
          .from(plubots)
          .where(and(eq(plubots.ownerId, userId), within(plubots.publishedAt, week))),
      );
    case 'academy_lesson':
      return countLedger(db, userId, week, eq(progressEvents.reason, 'lesson'));
    case 'daily_reward_days':
      return countLedger(db, userId, week, like(progressEvents.key, 'daily:%'));
    case 'create_bot':
      return countRows(
        db
          .select({ n: count() })
          .from(plubots)
          .where(and(eq(plubots.ownerId, userId), within(plubots.createdAt, week))),
      );
  }
}

async function countRows(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

function countShares(db: Database, userId: string, week: Window) {
  return countRows(
    db
      .select({ n: count() })
      .from(gamificationFacts)
      .where(
        and(
          eq(gamificationFacts.userId, userId),
          eq(gamificationFacts.kind, 'share_copy'),
          within(gamificationFacts.createdAt, week),
        ),
      ),
  );
}

/** WhatsApp numbers linked to the user's bots this week. */
function countWhatsAppLinks(db: Database, userId: string, week: Window) {
  return countRows(
    db
      .select({ n: count() })
      .from(whatsappConnections)
      .innerJoin(plubots, eq(plubots.id, whatsappConnections.plubotId))
      .where(
        and(
          eq(plubots.ownerId, userId),
          eq(whatsappConnections.status, 'connected'),
          within(whatsappConnections.updatedAt, week),
        ),
      ),
  );
}

function countLedger(db: Database, userId: string, week: Window, condition: SQL) {
  return countRows(
    db
      .select({ n: count() })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), condition, within(progressEvents.createdAt, week))),
  );
}
