import type { FastifyBaseLogger } from 'fastify';
import { unrefTimer, type WhatsAppClock } from './whatsappClock';

/** The leases of linked numbers as this copy (one fixed holder) sees them in the database. */
export interface WhatsAppLeaseStore {
  /** Linked numbers no live copy serves. */
  listUnserved(): Promise<string[]>;
  /** Takes a number for this copy; `true` when it is ours. */
  claim(plubotId: string): Promise<boolean>;
  /** Extends this copy's leases; answers the numbers still held. */
  renew(plubotIds: string[]): Promise<Set<string>>;
  /** Gives a number back so another copy may take it at once. */
  release(plubotId: string): Promise<void>;
  /** Whether the number is still linked at all (its row exists). */
  isLinked(plubotId: string): Promise<boolean>;
}

/** What the lease keeper needs from the sockets (`L`, one per number) this copy serves. */
export interface LeaseKeeperOptions<L> {
  leases: WhatsAppLeaseStore;
  clock: WhatsAppClock;
  renewMs: number;
  log: FastifyBaseLogger;
  /** The numbers this copy serves now. */
  served(): string[];
  /** The socket serving a number in this copy, if any. */
  find(plubotId: string): L | undefined;
  /** Opens the socket of a number just taken over. */
  serve(plubotId: string): void;
  /** Stops serving a number whose lease was lost; `logout` when its link was deleted elsewhere. */
  standDown(link: L, logout: boolean): Promise<void>;
}

/**
 * Makes exactly one server copy serve each linked number: every `renewMs` it renews this copy's
 * leases, stands down where a lease was lost (logging out where the link was deleted meanwhile),
 * and takes over the numbers no live copy serves.
 */
export function createLeaseKeeper<L>(options: LeaseKeeperOptions<L>) {
  const { leases, clock, log } = options;
  let interval: unknown = null;
  /** The upkeep running now, awaited on close so nothing opens after it. */
  let upkeep: Promise<void> | null = null;
  let closing = false;

  /** Opens the socket of every linked number no live copy serves, taking its lease first. */
  async function serveUnserved() {
    for (const plubotId of await leases.listUnserved()) {
      if (closing || options.find(plubotId)) continue;
      if (!(await leases.claim(plubotId))) continue;
      if (closing || options.find(plubotId)) {
        await leases.release(plubotId);
        continue;
      }
      log.info({ plubotId }, 'whatsapp number taken over by this copy');
      options.serve(plubotId);
    }
  }

  function keepLeases() {
    if (closing || upkeep) return;
    upkeep = renewAndTakeOver().finally(() => {
      upkeep = null;
    });
  }

  async function renewAndTakeOver() {
    try {
      const held = options.served();
      const renewed = await leases.renew(held);
      for (const plubotId of held) {
        const link = options.find(plubotId);
        if (!link || renewed.has(plubotId)) continue;
        // A number forgotten meanwhile (disconnected through another copy, or the bot deleted) is
        // logged out; one taken by another copy is only let go.
        await options.standDown(link, !(await leases.isLinked(plubotId)));
      }
      await serveUnserved();
    } catch (error) {
      log.error({ err: error }, 'whatsapp lease upkeep failed');
    }
  }

  return {
    /** Takes over the numbers no live copy serves now (at start-up); throws what the store throws. */
    serveUnserved,

    /** Starts renewing every `renewMs` (once; later calls do nothing). */
    start() {
      if (interval) return;
      interval = clock.setInterval(keepLeases, options.renewMs);
      unrefTimer(interval);
    },

    /** Stops renewing and taking over, once the upkeep running now has finished. */
    async close() {
      closing = true;
      if (interval) clock.clearInterval(interval);
      interval = null;
      await upkeep;
    },
  };
}

/** The lease keeper of one manager. */
export type LeaseKeeper = ReturnType<typeof createLeaseKeeper>;
