import type { Plubot } from '@plubot/contracts';
import type { StoredPlubot } from '../types';
import type { CreatePlubotInput } from './plubotApi';
import {
  belongsTo,
  type KeyValueStorage,
  readLocalPlubots,
  readUserPlubotsBackup,
  writeLocalPlubots,
  writeUserPlubotsBackup,
} from './plubotBackups';
import { toCreatePlubotBody } from './toCreatePlubotBody';

/** What syncing one bot did (spec §4, Bot synchronisation). */
export type PlubotSyncResult =
  | { status: 'synced'; plubot: StoredPlubot }
  | { status: 'unchanged' }
  | { status: 'nothing' }
  | { status: 'failed'; error: string };

/** The server side of a sync; the app passes the API, tests a fake. */
export interface PlubotSyncTarget {
  create: (body: CreatePlubotInput) => Promise<Plubot>;
  /** Runs after a bot reached the server (copies its starting flow); failures are ignored. */
  afterCreate?: (plubot: Plubot, local: StoredPlubot) => Promise<void>;
  /** The message of a failed create; empty falls back to `fallbackError`. */
  describeError: (error: unknown) => string;
  fallbackError: string;
  now: () => Date;
}

/**
 * Syncs one bot: one created offline or pending recovery is posted (with its `_localId`, so a
 * repeated sync never duplicates it) and comes back with the server id, its offline and recovery
 * flags cleared and marked synced; one with only pending changes reports a success that sends
 * nothing; one without flags has nothing to sync.
 */
export async function syncPlubot(plubot: StoredPlubot, target: PlubotSyncTarget): Promise<PlubotSyncResult> {
  if (plubot._offlineCreated || plubot._recoveryPending) {
    try {
      const created = await target.create(toCreatePlubotBody(plubot));
      if (target.afterCreate) await target.afterCreate(created, plubot).catch(() => undefined);
      const { _flow, ...rest } = plubot;
      return {
        status: 'synced',
        plubot: {
          ...rest,
          ...created,
          _localId: plubot._localId ?? plubot.id,
          _offlineCreated: false,
          _recoveryPending: false,
          _synced: true,
          _syncedAt: target.now().toISOString(),
        },
      };
    } catch (error) {
      return { status: 'failed', error: target.describeError(error) || target.fallbackError };
    }
  }
  if (plubot._pendingChanges) return { status: 'unchanged' };
  return { status: 'nothing' };
}

/** The outcome of a whole sync run. */
export interface SyncRunOutcome {
  /** How many bots had something to send. */
  attempted: number;
  synced: StoredPlubot[];
  errors: string[];
}

/**
 * Posts every bot of `userId` waiting in `local_plubots_backup`. Each one that reaches the server
 * leaves the local list and replaces its entry in `user_plubots_backup`; failed ones stay for the
 * next run, with their error.
 */
export async function syncLocalPlubots(
  userId: string | null,
  target: PlubotSyncTarget,
  storage: KeyValueStorage = localStorage,
): Promise<SyncRunOutcome> {
  const outcome: SyncRunOutcome = { attempted: 0, synced: [], errors: [] };
  const queue = readLocalPlubots(storage).filter((bot) => belongsTo(bot, userId));
  for (const bot of queue) {
    const result = await syncPlubot(bot, target);
    // Only bots that had something to send count: an idle run must not announce itself.
    if (result.status === 'nothing' || result.status === 'unchanged') continue;
    outcome.attempted += 1;
    if (result.status === 'failed') {
      outcome.errors.push(`${bot.name}: ${result.error}`);
    } else if (result.status === 'synced') {
      outcome.synced.push(result.plubot);
      recordSynced(bot, result.plubot, userId, storage);
    }
  }
  return outcome;
}

/** Moves a synced bot out of the local list and into the user's list backup. */
function recordSynced(
  local: StoredPlubot,
  synced: StoredPlubot,
  userId: string | null,
  storage: KeyValueStorage,
): void {
  const localId = local._localId ?? local.id;
  // Re-read: the user may have created another bot while this request was running.
  writeLocalPlubots(
    readLocalPlubots(storage).filter((bot) => (bot._localId ?? bot.id) !== localId),
    storage,
  );
  const list = readUserPlubotsBackup(userId, storage).filter(
    (bot) => bot.id !== local.id && bot.id !== synced.id && bot._localId !== localId,
  );
  writeUserPlubotsBackup(userId, [synced, ...list], storage);
}
