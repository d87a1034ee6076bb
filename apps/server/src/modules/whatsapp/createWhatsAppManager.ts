import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/AppError';
import type { Mailer } from '../../lib/mailer';
import type { ChatDeps } from '../chat/chatService';
import type { SessionCache } from '../chat/sessionCache';
import type { WithSessionLock } from '../chat/sessionLock';
import type { LiveBus } from '../live/liveBus';
import { createFailureStore } from './createFailureStore';
import { createLeaseKeeper } from './createLeaseKeeper';
import { createLinkSessions, type WhatsAppLinkStatus } from './createLinkSessions';
import { deliverInboxMessages } from './deliverInboxMessages';
import { systemClock, type WhatsAppClock } from './whatsappClock';
import { disconnectFailed, initiateFailed, qrFailed } from './whatsappErrors';
import {
  claimLease,
  deleteConnection,
  deleteStalePairings,
  findConnection,
  listUnservedLinks,
  releaseLease,
  renewLeases,
  startPairing,
} from './whatsappRepository';
import type { WhatsAppTransportFactory } from './whatsappTransport';

/** How long `initiate` waits for the first QR. */
const QR_WAIT_MS = 20_000;
/**
 * A pairing whose QR has not rotated within this time is over: the copy showing it stopped or
 * died (WhatsApp rotates the QR every 20–60 s and each rotation touches the row).
 */
export const PAIRING_TTL_MS = 90_000;

/**
 * Only one server copy opens a number's socket: it holds the number's lease, renews it every
 * `renewMs` and gives it back when it stops. A copy that dies stops renewing; once its lease runs
 * out (`leaseMs`), the next copy to look takes the number over with the stored credentials.
 */
export interface WhatsAppLeaseOptions {
  leaseMs: number;
  renewMs: number;
}
export const DEFAULT_WHATSAPP_LEASE: WhatsAppLeaseOptions = { leaseMs: 60_000, renewMs: 15_000 };

export interface WhatsAppManagerOptions {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  transportFactory: WhatsAppTransportFactory;
  withSessionLock: WithSessionLock;
  sessionCache: SessionCache;
  /** Tells the live inbox of conversations a person is asked for or answers (issue #29). */
  bus?: LiveBus;
  /** Runs the power actions a conversation queued (issue #31) right after its turn. */
  kickIntegrations?: () => void;
  lease?: WhatsAppLeaseOptions;
  /** The time and timers the manager uses; the real ones unless a test drives them. */
  clock?: WhatsAppClock;
}

/**
 * Links bots to WhatsApp numbers and answers their messages with the bot's flow. The live sockets
 * are in this process (a WhatsApp socket is a connection); the status, number and sealed
 * credentials are in the database, so a restart reopens every linked number without a new QR.
 *
 * Pairing, linking and forgetting run one at a time per bot; messages run one at a time per
 * contact in arrival order, each answered completely before the next is read.
 */
export function createWhatsAppManager(options: WhatsAppManagerOptions) {
  const { db, config, log, withSessionLock } = options;
  const lease = options.lease ?? DEFAULT_WHATSAPP_LEASE;
  const clock = options.clock ?? systemClock;
  /** This copy, as the holder of the numbers it serves. */
  const holder = randomUUID();
  const chatDeps: ChatDeps = {
    config,
    db,
    mailer: options.mailer,
    log,
    withSessionLock,
    sessionCache: options.sessionCache,
    language: 'es',
    bus: options.bus,
    ...(options.kickIntegrations ? { kickIntegrations: options.kickIntegrations } : {}),
  };

  /** Runs pairing, linking and forgetting of one bot one at a time (across copies with Redis). */
  async function control<T>(plubotId: string, run: () => Promise<T>, busy = initiateFailed): Promise<T> {
    const result = await withSessionLock(`whatsapp-link:${plubotId}`, async () => ({ value: await run() }));
    if (!result) throw busy();
    return result.value;
  }

  const failures = createFailureStore({ db, now: () => clock.now() });

  const sessions = createLinkSessions({
    db,
    config,
    log,
    transportFactory: options.transportFactory,
    chatDeps,
    clock,
    control: (plubotId, run) => control(plubotId, run),
    releaseLease: (plubotId) => releaseLease(db, plubotId, holder),
    failures,
  });
  const { links } = sessions;
  const stopDelivery = options.bus
    ? deliverInboxMessages({ db, bus: options.bus, links, log })
    : () => undefined;

  const keeper = createLeaseKeeper({
    leases: {
      listUnserved: () => listUnservedLinks(db),
      claim: (plubotId) => claimLease(db, plubotId, holder, lease.leaseMs),
      renew: (plubotIds) => renewLeases(db, plubotIds, holder, lease.leaseMs),
      release: (plubotId) => releaseLease(db, plubotId, holder),
      isLinked: async (plubotId) => Boolean(await findConnection(db, plubotId)),
    },
    clock,
    renewMs: lease.renewMs,
    log,
    served: () => [...links.keys()],
    find: (plubotId) => links.get(plubotId),
    serve: (plubotId) => void sessions.connect(sessions.createLink(plubotId, true)),
    standDown: async (link, logout) => {
      if (!logout) link.log.warn('whatsapp lease lost to another copy; this copy stands down');
      await sessions.stop(link, logout);
    },
  });

  return {
    /** Starts pairing a number: answers the first QR (a PNG data URL) to scan with the phone. */
    initiate(plubotId: string): Promise<WhatsAppLinkStatus> {
      return control(plubotId, async () => {
        const current = links.get(plubotId);
        if (current?.qrCodeUrl && !current.linked) {
          return { status: 'qr' as const, whatsappNumber: null, qrCodeUrl: current.qrCodeUrl };
        }
        const row = await findConnection(db, plubotId);
        if (row?.status === 'connected') {
          throw new AppError('WHATSAPP_ALREADY_CONNECTED');
        }
        // A socket whose row is gone (forgotten by another copy) is logged out before pairing again.
        if (current) await sessions.stop(current, current.linked);
        await failures.clear(plubotId);
        await startPairing(db, plubotId, holder, lease.leaseMs);
        const link = sessions.createLink(plubotId, false);
        const first = new Promise<WhatsAppLinkStatus>((resolve, reject) => {
          link.waiter = { resolve, reject };
        });
        const timeout = clock.setTimeout(() => link.waiter?.reject(qrFailed()), QR_WAIT_MS);
        try {
          void sessions.connect(link);
          return await first;
        } catch (error) {
          await sessions.stop(link);
          await deleteConnection(db, plubotId);
          throw error instanceof AppError ? error : initiateFailed();
        } finally {
          clock.clearTimeout(timeout);
          link.waiter = null;
        }
      });
    },

    /**
     * The link as the sharing panel shows it, with the reason of the last failure any copy recorded:
     * why the link was lost (not connected) or why a linked number is reconnecting (connected —
     * unless the link recorded something since, e.g. another copy reopened it).
     */
    async getStatus(plubotId: string): Promise<WhatsAppLinkStatus> {
      const [row, failure] = await Promise.all([findConnection(db, plubotId), failures.read(plubotId)]);
      if (!row) {
        return {
          status: 'not_connected',
          whatsappNumber: null,
          ...(failure ? { reason: failure.reason } : {}),
        };
      }
      if (row.status === 'connected') {
        const dropped = failure && failure.at >= row.updatedAt.getTime();
        return {
          status: 'connected',
          whatsappNumber: row.phoneNumber,
          ...(dropped ? { reason: failure.reason } : {}),
        };
      }
      const link = links.get(plubotId);
      if (link?.qrCodeUrl) return { status: 'qr', whatsappNumber: null, qrCodeUrl: link.qrCodeUrl };
      // A pairing held by another copy of the server is still on until it expires.
      if (link || clock.now() - row.updatedAt.getTime() < PAIRING_TTL_MS)
        return { status: 'qr', whatsappNumber: null };
      return { status: 'not_connected', whatsappNumber: null };
    },

    /** Logs the number out and forgets its credentials. */
    disconnect(plubotId: string): Promise<void> {
      return control(
        plubotId,
        async () => {
          const link = links.get(plubotId);
          if (link) await sessions.stop(link, true);
          await deleteConnection(db, plubotId);
          await failures.clear(plubotId);
        },
        disconnectFailed,
      );
    },

    /** Reopens every linked number with its stored credentials (at start-up); never throws. */
    async reconnectLinked(): Promise<void> {
      try {
        await deleteStalePairings(db, new Date(clock.now() - PAIRING_TTL_MS));
        await keeper.serveUnserved();
      } catch (error) {
        log.error({ err: error }, 'whatsapp reconnect on start failed');
      }
      keeper.start();
    },

    /** Closes every socket of this process and keeps the credentials (server shutdown). */
    async close(): Promise<void> {
      stopDelivery();
      await keeper.close();
      const open = [...links.values()];
      await Promise.all(open.map((link) => sessions.stop(link)));
      // Hand the numbers over now rather than when the leases run out.
      await Promise.all(
        open.map((link) =>
          releaseLease(db, link.plubotId, holder).catch((error) =>
            link.log.warn({ err: error }, 'whatsapp lease not released'),
          ),
        ),
      );
    },
  };
}

export type WhatsAppManager = ReturnType<typeof createWhatsAppManager>;
