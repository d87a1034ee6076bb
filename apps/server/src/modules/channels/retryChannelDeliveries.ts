import type { SupportedChannel } from '@plubot/contracts';
import { answerChannelDelivery, type ChannelTurnDeps } from './answerChannelDelivery';
import {
  type DueDelivery,
  failDelivery,
  giveUpAbandonedDeliveries,
  pruneDeliveries,
  takeDueDeliveries,
} from './channelDeliveryRepository';
import { findChannelConnection } from './channelRepository';
import { tellGivenUp } from './settleChannelDelivery';

/** Most updates one sweep runs again. */
const RETRY_BATCH = 20;

/**
 * One sweep of the channels' incoming updates (issue #33), on any server copy: deletes what
 * exactly-once no longer needs (`pruneDeliveries`), gives up abandoned last runs (the owner told by
 * the channel's error), then takes the updates due to run again — failed turns whose wait is over,
 * and turns abandoned mid-way by a copy that died — each for this copy only, and runs each through
 * its channel's receiver (`answerChannelDelivery`: the contact's lock and order, the same outcome
 * rules). Answers how many ran.
 */
export async function retryChannelDeliveries(deps: ChannelTurnDeps, now = new Date()): Promise<number> {
  const { db, log } = deps;
  const pruned = await pruneDeliveries(db, now);
  if (pruned > 0) log.info({ pruned }, 'channel deliveries pruned');
  for (const abandoned of await giveUpAbandonedDeliveries(db, now)) {
    await tellGivenUp(db, abandoned.plubotId, abandoned.channel as SupportedChannel);
  }
  const due = await takeDueDeliveries(db, now, RETRY_BATCH);
  for (const delivery of due) await runAgain(deps, delivery);
  return due.length;
}

async function runAgain(deps: ChannelTurnDeps, due: DueDelivery): Promise<void> {
  const { payload, ...delivery } = due;
  const channel = delivery.channel as SupportedChannel;
  const connection = await findChannelConnection(deps.db, delivery.plubotId, channel);
  if (!connection || !payload) {
    // The channel was disconnected (or the row holds no event): nobody left to answer.
    await failDelivery(deps.db, delivery, 'gone', { giveUp: true }).catch((error) =>
      deps.log.error({ err: error, channel }, 'channel delivery not given up'),
    );
    return;
  }
  await answerChannelDelivery(deps, connection, delivery, payload);
}
