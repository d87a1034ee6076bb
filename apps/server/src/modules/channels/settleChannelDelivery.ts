import type { SupportedChannel } from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { type ClaimedDelivery, failDelivery, finishDelivery } from './channelDeliveryRepository';
import { setChannelError } from './channelRepository';
import { MAX_DELIVERY_ATTEMPTS } from './decideDeliveryRetry';

/**
 * How one run of an incoming update's turn ended:
 * - `answered`: the turn ran and its replies went out (or there was nothing to answer);
 * - `notSent`: the turn was saved but its replies were not sent (`channelError` says why, in the
 *   provider's words): never run again, which would answer twice;
 * - `failed`: nothing of the turn was saved (the database failed, the contact was busy on another
 *   copy): run again later.
 */
export type ChannelTurnOutcome =
  | { kind: 'answered' }
  | { kind: 'notSent'; channelError: string }
  | { kind: 'failed'; error: unknown };

/**
 * Records how an update's run ended: done (the channel's error cleared when answered, or set when
 * the replies were not sent), or failed — to run again later,
 * or after the last attempt given up and the channel's error saying a message from a contact could
 * not be answered. Never throws.
 */
export async function settleChannelDelivery(
  deps: { db: Database; log: FastifyBaseLogger },
  delivery: ClaimedDelivery,
  outcome: ChannelTurnOutcome,
): Promise<void> {
  const { db, log } = deps;
  const channel = delivery.channel as SupportedChannel;
  try {
    if (outcome.kind === 'answered') {
      await finishDelivery(db, delivery);
      if (delivery.channelInError !== false) await setChannelError(db, delivery.plubotId, channel, null);
      return;
    }
    if (outcome.kind === 'notSent') {
      await finishDelivery(db, delivery, 'notSent');
      await setChannelError(db, delivery.plubotId, channel, outcome.channelError);
      return;
    }
    log.warn({ err: outcome.error, channel, attempt: delivery.attempt }, 'channel update not answered');
    const failed = await failDelivery(db, delivery, describeFailure(outcome.error));
    if (failed === 'gaveUp') await tellGivenUp(db, delivery.plubotId, channel);
  } catch (error) {
    log.error({ err: error, channel }, 'channel update outcome not stored');
  }
}

/** The channel's error once an update of a contact is given up. */
export function tellGivenUp(db: Database, plubotId: string, channel: SupportedChannel): Promise<void> {
  return setChannelError(
    db,
    plubotId,
    channel,
    translate('es', 'channels.delivery.notAnswered', { attempts: MAX_DELIVERY_ATTEMPTS }),
  );
}

/** What failed, as stored: an error's code, never its text (it may quote what the contact wrote). */
export function describeFailure(error: unknown): string {
  if (error instanceof AppError) return error.code;
  if (error instanceof ContactBusyError) return 'busy';
  // A failed query (Drizzle's error, caused by the driver's): its SQLSTATE.
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `database ${code}`;
    cause = (cause as { cause?: unknown }).cause;
  }
  return 'internal';
}

/** The contact's turn lock was held elsewhere too long (another copy answering them). */
export class ContactBusyError extends Error {
  constructor() {
    super('contact busy elsewhere');
  }
}
