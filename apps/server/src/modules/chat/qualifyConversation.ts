import { COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY } from '@plubot/contracts';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSessions, visitorUsage } from '../../db/schema';
import { recordConversationMilestones } from '../gamification/progressLedger';
import { notifyOwner } from '../notifications/notifyOwner';
import { getVisitorPeriods } from './usageService';

export interface ConversationToQualify {
  sessionId: string;
  plubotId: string;
  ownerId: string;
  botName: string;
  visitorKey: string;
}

/**
 * Decides, at a visitor's first reply, whether their conversation counts as received: it does
 * while the visitor has had fewer than `COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY` counted with this
 * bot today (UTC). A counted conversation is marked (`chat_sessions.counted`, which challenges and
 * featured bots read) and pays the owner's conversation milestones — the first one also tells the
 * owner (`notifyOwner`) — in one transaction. The caller
 * leaves out the owner's own conversations. True when it counted.
 */
export async function qualifyConversation(
  db: Database,
  conversation: ConversationToQualify,
  now = new Date(),
): Promise<boolean> {
  const counted = db.transaction(async (tx) => {
    const [slot] = await tx
      .insert(visitorUsage)
      .values({
        plubotId: conversation.plubotId,
        period: getVisitorPeriods(now).day,
        visitorKey: conversation.visitorKey,
        counted: 1,
      })
      .onConflictDoUpdate({
        target: [visitorUsage.plubotId, visitorUsage.period, visitorUsage.visitorKey],
        set: { counted: sql`${visitorUsage.counted} + 1` },
        setWhere: sql`${visitorUsage.counted} < ${COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY}`,
      })
      .returning({ counted: visitorUsage.counted });
    if (!slot) return false;
    const [marked] = await tx
      .update(chatSessions)
      .set({ counted: true })
      .where(
        and(
          eq(chatSessions.id, conversation.sessionId),
          eq(chatSessions.counted, false),
          eq(chatSessions.byOwner, false),
        ),
      )
      .returning({ id: chatSessions.id });
    if (!marked) {
      tx.rollback();
      return false;
    }
    const milestones = await recordConversationMilestones(tx, conversation.ownerId);
    if (milestones.some((milestone) => milestone.reason === 'first_conversation')) {
      await notifyOwner(tx, conversation.ownerId, {
        kind: 'first_conversation',
        plubotId: conversation.plubotId,
        botName: conversation.botName,
      });
    }
    return true;
  });
  // A conversation already marked (never expected: the first reply runs once) gives its slot back.
  return counted.catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  });
}
