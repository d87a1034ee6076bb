import type { WhatsAppFailureReason } from '@plubot/contracts';
import type { Database } from '../../db/client';
import { deleteFailure, findFailure, saveFailure } from './whatsappRepository';

/** One bot's last WhatsApp failure and when it happened (ms since the epoch). */
export interface WhatsAppFailure {
  reason: WhatsAppFailureReason;
  at: number;
}

export interface FailureStoreOptions {
  db: Database;
  now: () => number;
  /** How long a failure is told after it happened. */
  ttlMs?: number;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why each bot's last WhatsApp link failed or dropped, so the sharing panel can say it, whichever
 * server copy saw the failure and whichever answers (`whatsapp_failures`; it outlives the link row,
 * which is deleted on exactly these failures). A failure is told for `ttlMs` after it happened.
 *
 * One bot's writes run in the order they were asked, and `read` first waits for this copy's pending
 * writes of that bot: the copy that saw a failure reports it at once, the others once it is stored.
 */
export function createFailureStore(options: FailureStoreOptions) {
  const { db, now } = options;
  const ttlMs = options.ttlMs ?? ONE_DAY_MS;
  /** The last write asked for each bot, settled (it never rejects). */
  const pending = new Map<string, Promise<void>>();

  function enqueue(plubotId: string, write: () => Promise<void>): Promise<void> {
    const done = (pending.get(plubotId) ?? Promise.resolve()).then(write);
    const settled = done.catch(() => undefined);
    pending.set(plubotId, settled);
    void settled.then(() => {
      if (pending.get(plubotId) === settled) pending.delete(plubotId);
    });
    return done;
  }

  return {
    /** The link failed or dropped now, for `reason`. */
    record(plubotId: string, reason: WhatsAppFailureReason): Promise<void> {
      const failedAt = new Date(now());
      return enqueue(plubotId, () => saveFailure(db, plubotId, reason, failedAt));
    },
    async read(plubotId: string): Promise<WhatsAppFailure | undefined> {
      await pending.get(plubotId);
      const row = await findFailure(db, plubotId, new Date(now() - ttlMs));
      return row ? { reason: row.reason, at: row.failedAt.getTime() } : undefined;
    },
    /** The link is working again, or its owner started over. */
    clear(plubotId: string): Promise<void> {
      return enqueue(plubotId, () => deleteFailure(db, plubotId));
    },
  };
}

export type FailureStore = ReturnType<typeof createFailureStore>;
