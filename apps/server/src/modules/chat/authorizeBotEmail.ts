import { getDailyBotEmailLimit } from '@plubot/flow';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { botEmailDays, botEmailVisitors, chatMessages, users } from '../../db/schema';

/** Who a bot's e-mail may go to: its owner, or the visitor who typed the address. */
export type BotEmailRecipient = 'owner' | 'visitor';

/** Why a bot's e-mail was not sent: the action fails with this error (the conversation's trace says it). */
export type BotEmailRefusal = 'recipient_not_allowed' | 'visitor_already_mailed' | 'daily_limit';

export interface BotEmailRequest {
  plubotId: string;
  ownerId: string;
  /** The conversation; null outside one (then only the owner may be written to). */
  sessionId: string | null;
  /** The address, already checked to be one. */
  to: string;
  /** What the visitor typed in this turn, not stored yet. */
  visitorReply?: string | null | undefined;
}

export type BotEmailDecision =
  | { ok: true; recipient: BotEmailRecipient; ownerEmail: string }
  | { ok: false; error: BotEmailRefusal };

/** Thrown inside the transaction to undo what it claimed. */
class Refused extends Error {
  constructor(readonly reason: BotEmailRefusal) {
    super(reason);
  }
}

/**
 * Decides whether a bot's sendEmail action may send, and claims what it uses. A bot writes only to
 * its owner's verified address, or to the address the visitor typed as a reply in this very
 * conversation — once per conversation (`bot_email_visitors`); and at most its plan's
 * `dailyBotEmails` a UTC day (`bot_email_days`, counted by one conditional upsert, so the cap holds
 * across server copies). Anything else is refused and nothing is counted.
 */
export async function authorizeBotEmail(
  db: Database,
  request: BotEmailRequest,
  now = new Date(),
): Promise<BotEmailDecision> {
  const [owner] = await db
    .select({ email: users.email, isVerified: users.isVerified, plan: users.plan })
    .from(users)
    .where(eq(users.id, request.ownerId));
  if (!owner) return { ok: false, error: 'recipient_not_allowed' };
  const to = normalize(request.to);
  const recipient: BotEmailRecipient | null =
    owner.isVerified && normalize(owner.email) === to
      ? 'owner'
      : (await visitorTyped(db, request, to))
        ? 'visitor'
        : null;
  if (!recipient) return { ok: false, error: 'recipient_not_allowed' };
  const day = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  try {
    await db.transaction(async (tx) => {
      if (recipient === 'visitor' && request.sessionId) {
        const claimed = await tx
          .insert(botEmailVisitors)
          .values({ sessionId: request.sessionId, recipient: to })
          .onConflictDoNothing()
          .returning({ sessionId: botEmailVisitors.sessionId });
        if (claimed.length === 0) throw new Refused('visitor_already_mailed');
      }
      const limit = getDailyBotEmailLimit(owner.plan);
      const counted = await tx
        .insert(botEmailDays)
        .values({ plubotId: request.plubotId, day, sent: 1 })
        .onConflictDoUpdate({
          target: [botEmailDays.plubotId, botEmailDays.day],
          set: { sent: sql`${botEmailDays.sent} + 1` },
          setWhere: lt(botEmailDays.sent, limit),
        })
        .returning({ sent: botEmailDays.sent });
      if (counted.length === 0 || (counted[0]?.sent ?? 0) > limit) throw new Refused('daily_limit');
      await tx
        .delete(botEmailDays)
        .where(and(eq(botEmailDays.plubotId, request.plubotId), lt(botEmailDays.day, yesterday)));
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.reason };
    throw error;
  }
  return { ok: true, recipient, ownerEmail: owner.email };
}

const normalize = (address: string) => address.trim().toLowerCase();

/** Whether the visitor typed `to` as a reply in this conversation (this turn's or a stored one). */
async function visitorTyped(db: Database, request: BotEmailRequest, to: string): Promise<boolean> {
  if (!request.sessionId) return false;
  if (request.visitorReply && normalize(request.visitorReply) === to) return true;
  const [typed] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, request.sessionId),
        eq(chatMessages.role, 'user'),
        sql`lower(trim(${chatMessages.text})) = ${to}`,
      ),
    )
    .limit(1);
  return typed !== undefined;
}
