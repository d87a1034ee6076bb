import type { BotMessage } from '@plubot/engine';
import { getMonthlyReplyLimit, getUsageWarning, getVisitorHourlyLimits } from '@plubot/flow';
import type { Language } from '../../i18n/translate';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import type { ChatEffectsContext } from './createChatEffects';
import { notifyUsageWarning } from './notifyUsageWarning';
import {
  getVisitorPeriods,
  pickUsageShard,
  releaseReply,
  releaseVisitorTurn,
  reserveTurn,
  type SessionToOpen,
} from './usageService';

/** What counting a turn needs: the database, the mail and log for the owner's warnings, the language. */
type CountDeps = Pick<ChatEffectsContext, 'db' | 'mailer' | 'log' | 'config'> & { language: Language };

/** The notice a visitor gets instead of an answer when the owner's month is used up. */
export function limitNotice(deps: Pick<CountDeps, 'language'>, turn: number): BotMessage {
  return { id: `${turn}-limit`, nodeId: '', text: translate(deps.language, 'chat.limitReached') };
}

export interface TurnToCount {
  ownerId: string;
  plubotId: string;
  botName: string;
  plan: string;
  visitorKey: string | null;
  opensConversation: boolean;
  /**
   * The bot answers something the visitor wrote: one of the owner's monthly replies. Opening the
   * page or the widget is only a view — the visitor's hourly limits count it, the month does not.
   */
  billable: boolean;
  /** The conversation this turn opens: inserted with the reservation (see reserveTurn). */
  session?: SessionToOpen;
}

export interface TurnCount {
  /** False when the owner's month is used up: the visitor gets the limit notice instead. */
  allowed: boolean;
  /** A reply of an owner without a monthly limit, counted with the turn itself (persistTurn). */
  countForOwner: { ownerId: string; shard: number } | undefined;
  /** Gives the counted turn back (it failed before answering). */
  release: () => Promise<void>;
  /** The conversation opened with the reservation; null when nothing was reserved. */
  sessionId: string | null;
}

/**
 * Counts a bot turn before it runs, in one statement (reserveTurn): the visitor's turn — and new
 * conversation — of this hour under `VISITOR_HOURLY_LIMITS` (past them the turn is refused with a
 * 429 that tells the visitor so, and nothing is stored), then, when the bot answers the visitor's
 * message (`billable`), the owner's monthly reply under the plan's limit. The reply that reaches
 * 80 % or 100 % of the month tells the owner.
 */
export async function countTurn(deps: CountDeps, turn: TurnToCount): Promise<TurnCount> {
  const monthlyLimit = turn.billable ? getMonthlyReplyLimit(turn.plan) : null;
  const countWithTurn = turn.billable ? { ownerId: turn.ownerId, shard: pickUsageShard() } : undefined;
  if (monthlyLimit === null && turn.visitorKey === null) {
    return { allowed: true, countForOwner: countWithTurn, release: async () => {}, sessionId: null };
  }
  const visitorLimits = getVisitorHourlyLimits(turn.plan);
  const reserved = { ...turn, monthlyLimit, visitorLimits, ...getVisitorPeriods() };
  const reservation = await reserveTurn(deps.db, reserved);
  if (!reservation.visitorAllowed) {
    const tooManyConversations =
      turn.opensConversation && reservation.conversationsBefore >= visitorLimits.conversations;
    throw tooManyConversations
      ? new AppError('CHAT_VISITOR_CONVERSATION_LIMIT', { params: { max: visitorLimits.conversations } })
      : new AppError('CHAT_VISITOR_REPLY_LIMIT', { params: { max: visitorLimits.replies } });
  }
  const allowed = monthlyLimit === null || reservation.monthReplies !== null;
  const warning =
    reservation.monthReplies === null ? null : getUsageWarning(reservation.monthReplies, monthlyLimit);
  if (warning !== null && monthlyLimit !== null) {
    await notifyUsageWarning(
      { db: deps.db, mailer: deps.mailer, log: deps.log, origin: deps.config.APP_ORIGIN },
      { id: turn.ownerId, plubotId: turn.plubotId, botName: turn.botName },
      warning,
      monthlyLimit,
    );
  }
  return {
    allowed,
    sessionId: reservation.sessionId,
    countForOwner: monthlyLimit === null ? countWithTurn : undefined,
    release: async () => {
      await releaseVisitorTurn(deps.db, reserved);
      if (monthlyLimit !== null && allowed) await releaseReply(deps.db, turn.ownerId);
    },
  };
}
