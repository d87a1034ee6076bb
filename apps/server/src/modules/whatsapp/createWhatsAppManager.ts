import { randomUUID } from 'node:crypto';
import type { WhatsAppStatusResponse } from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/AppError';
import type { Mailer } from '../../lib/mailer';
import type { ChatDeps } from '../chat/chatService';
import type { SessionCache } from '../chat/sessionCache';
import type { WithSessionLock } from '../chat/sessionLock';
import { createDatabaseAuthStore } from './createDatabaseAuthStore';
import { receiveWhatsAppMessage, type WhatsAppInbox } from './receiveWhatsAppMessage';
import {
  claimLease,
  deleteConnection,
  deleteStalePairings,
  findConnection,
  listUnservedLinks,
  markLinked,
  releaseLease,
  renewLeases,
  startPairing,
  touchPairing,
} from './whatsappRepository';
import type {
  WhatsAppCloseReason,
  WhatsAppEvent,
  WhatsAppTransport,
  WhatsAppTransportFactory,
} from './whatsappTransport';

/** How long `initiate` waits for the first QR. */
const QR_WAIT_MS = 20_000;
/**
 * A pairing whose QR has not rotated within this time is over: the copy showing it stopped or
 * died (WhatsApp rotates the QR every 20–60 s and each rotation touches the row).
 */
export const PAIRING_TTL_MS = 90_000;
const RECONNECT_BASE_MS = 1_000;

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
const RECONNECT_MAX_MS = 60_000;

export interface WhatsAppManagerOptions {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  transportFactory: WhatsAppTransportFactory;
  withSessionLock: WithSessionLock;
  sessionCache: SessionCache;
  lease?: WhatsAppLeaseOptions;
}

type Status = Omit<WhatsAppStatusResponse, 'success' | 'message'>;

/** One bot's socket in this process, across reconnections. */
interface Link {
  plubotId: string;
  log: FastifyBaseLogger;
  /** Grows with every socket opened or stopped; events of older sockets are ignored. */
  generation: number;
  transport: WhatsAppTransport | null;
  /** True once the number is linked (the row says 'connected'); false while pairing. */
  linked: boolean;
  qrCodeUrl: string | null;
  attempts: number;
  timer: NodeJS.Timeout | null;
  /** The `initiate` call waiting for the first QR. */
  waiter: { resolve: (status: Status) => void; reject: (error: AppError) => void } | null;
  inbox: WhatsAppInbox;
}

const qrFailed = () => new AppError('WHATSAPP_QR_FAILED');
const initiateFailed = () => new AppError('WHATSAPP_INITIATE_FAILED');
const disconnectFailed = () => new AppError('WHATSAPP_DISCONNECT_FAILED');

/**
 * Links bots to WhatsApp numbers and answers their messages with the bot's flow. The live sockets
 * are in this process (a WhatsApp socket is a connection); the status, number and sealed
 * credentials are in the database, so a restart reopens every linked number without a new QR.
 *
 * Pairing, linking and forgetting run one at a time per bot; messages run one at a time per
 * contact in arrival order, each answered completely before the next is read.
 */
export function createWhatsAppManager(options: WhatsAppManagerOptions) {
  const { db, config, log, transportFactory, withSessionLock } = options;
  const links = new Map<string, Link>();
  const lease = options.lease ?? DEFAULT_WHATSAPP_LEASE;
  /** This copy, as the holder of the numbers it serves. */
  const holder = randomUUID();
  let keeper: NodeJS.Timeout | null = null;
  /** The lease upkeep running now, awaited on close so nothing opens after it. */
  let upkeep: Promise<void> | null = null;
  let closing = false;
  const chatDeps: ChatDeps = {
    config,
    db,
    mailer: options.mailer,
    log,
    withSessionLock,
    sessionCache: options.sessionCache,
    language: 'es',
  };

  /** Runs pairing, linking and forgetting of one bot one at a time (across copies with Redis). */
  async function control<T>(plubotId: string, run: () => Promise<T>, busy = initiateFailed): Promise<T> {
    const result = await withSessionLock(`whatsapp-link:${plubotId}`, async () => ({ value: await run() }));
    if (!result) throw busy();
    return result.value;
  }
  const isCurrent = (link: Link) => links.get(link.plubotId) === link;

  function createLink(plubotId: string, linked: boolean): Link {
    const linkLog = log.child({ plubotId, channel: 'whatsapp' });
    const link: Link = {
      plubotId,
      log: linkLog,
      generation: 0,
      transport: null,
      linked,
      qrCodeUrl: null,
      attempts: 0,
      timer: null,
      waiter: null,
      inbox: {
        plubotId,
        chatDeps: { ...chatDeps, log: linkLog },
        log: linkLog,
        transport: () => link.transport,
        onUnlinked: async () => {
          if (isCurrent(link)) await stop(link, true);
        },
      },
    };
    links.set(plubotId, link);
    return link;
  }

  /** Stops a link's socket (logging the device out first when asked); the row is left as it is. */
  async function stop(link: Link, logout = false) {
    if (isCurrent(link)) links.delete(link.plubotId);
    link.generation += 1;
    if (link.timer) clearTimeout(link.timer);
    link.timer = null;
    link.waiter?.reject(qrFailed());
    link.waiter = null;
    const transport = link.transport;
    link.transport = null;
    if (!transport) return;
    if (logout)
      await transport.logout().catch((error) => link.log.warn({ err: error }, 'whatsapp logout failed'));
    try {
      transport.end();
    } catch (error) {
      link.log.warn({ err: error }, 'whatsapp end failed');
    }
  }

  /** The link's credentials are no longer valid or wanted: stop and delete the row. */
  function forget(link: Link, logout = false) {
    void control(link.plubotId, async () => {
      if (!isCurrent(link)) return;
      await stop(link, logout);
      await deleteConnection(db, link.plubotId);
    }).catch((error) => link.log.error({ err: error }, 'whatsapp forget failed'));
  }

  async function connect(link: Link): Promise<void> {
    link.generation += 1;
    const generation = link.generation;
    const live = () => isCurrent(link) && link.generation === generation;
    let closed = false;
    const auth = createDatabaseAuthStore({
      db,
      encryptionKey: config.ENCRYPTION_KEY,
      plubotId: link.plubotId,
      isCurrent: live,
      onForgotten: () => {
        if (live()) void stop(link, true);
      },
    });
    const onEvent = (event: WhatsAppEvent) => {
      if (!live()) return;
      if (event.type === 'close') closed = true;
      try {
        handleEvent(link, event);
      } catch (error) {
        link.log.error({ err: error }, 'whatsapp event failed');
      }
    };
    try {
      const transport = await transportFactory({ auth, onEvent, log: link.log });
      if (live() && !closed) link.transport = transport;
      else transport.end();
    } catch (error) {
      link.log.error({ err: error }, 'whatsapp connect failed');
      if (!live()) return;
      if (link.waiter) link.waiter.reject(initiateFailed());
      else if (link.linked) scheduleReconnect(link, false);
      else forget(link);
    }
  }

  function scheduleReconnect(link: Link, immediately: boolean) {
    const delay = immediately ? 0 : Math.min(RECONNECT_BASE_MS * 2 ** link.attempts, RECONNECT_MAX_MS);
    link.attempts += 1;
    if (link.timer) clearTimeout(link.timer);
    link.timer = setTimeout(() => {
      link.timer = null;
      if (isCurrent(link)) void connect(link);
    }, delay);
    link.timer.unref?.();
  }

  function handleEvent(link: Link, event: WhatsAppEvent) {
    switch (event.type) {
      case 'qr':
        void showQr(link, event.qr);
        return;
      case 'open':
        onOpen(link, event.phoneNumber);
        return;
      case 'message':
        receiveWhatsAppMessage(link.inbox, event);
        return;
      case 'close':
        onClose(link, event.reason);
        return;
    }
  }

  async function showQr(link: Link, qr: string) {
    const generation = link.generation;
    try {
      const qrCodeUrl = await QRCode.toDataURL(qr, { width: 264, margin: 1, errorCorrectionLevel: 'M' });
      if (link.generation !== generation || link.linked) return;
      link.qrCodeUrl = qrCodeUrl;
      link.waiter?.resolve({ status: 'qr', whatsappNumber: null, qrCodeUrl });
      link.waiter = null;
      void touchPairing(db, link.plubotId).catch((error) =>
        link.log.warn({ err: error }, 'whatsapp pairing not touched'),
      );
    } catch (error) {
      link.log.error({ err: error }, 'whatsapp QR rendering failed');
      link.waiter?.reject(qrFailed());
      link.waiter = null;
    }
  }

  function onOpen(link: Link, phoneNumber: string) {
    const whatsappNumber = `+${phoneNumber.replace(/\D/g, '')}`;
    link.linked = true;
    link.attempts = 0;
    link.qrCodeUrl = null;
    link.waiter?.resolve({ status: 'connected', whatsappNumber });
    link.waiter = null;
    link.log.info({ whatsappNumber }, 'whatsapp connected');
    void markLinked(db, link.plubotId, whatsappNumber)
      .then((kept) => {
        if (!kept && isCurrent(link)) void stop(link, true);
      })
      .catch((error) => link.log.error({ err: error }, 'whatsapp link not recorded'));
  }

  function onClose(link: Link, reason: WhatsAppCloseReason) {
    link.transport = null;
    link.log.info({ reason }, 'whatsapp socket closed');
    if (reason === 'restartRequired') return scheduleReconnect(link, true);
    // `initiate` is still waiting for the first QR: it answers the failure and cleans up.
    if (link.waiter) return link.waiter.reject(qrFailed());
    // Unlinked from the phone, or a pairing nobody finished: the credentials are of no use.
    if (reason === 'loggedOut' || !link.linked) return forget(link);
    if (reason === 'connectionReplaced') {
      link.log.warn('whatsapp credentials opened elsewhere; this copy stands down');
      void stop(link)
        .then(() => releaseLease(db, link.plubotId, holder))
        .catch(() => undefined);
      return;
    }
    scheduleReconnect(link, false);
  }

  /** Opens the socket of every linked number no live copy serves, taking its lease first. */
  async function serveUnservedLinks() {
    for (const plubotId of await listUnservedLinks(db)) {
      if (closing || links.has(plubotId)) continue;
      if (!(await claimLease(db, plubotId, holder, lease.leaseMs))) continue;
      if (closing || links.has(plubotId)) {
        await releaseLease(db, plubotId, holder);
        continue;
      }
      log.info({ plubotId }, 'whatsapp number taken over by this copy');
      void connect(createLink(plubotId, true));
    }
  }

  /** Renews this copy's leases, stands down where one was lost, and takes over abandoned numbers. */
  function keepLeases() {
    if (closing || upkeep) return;
    upkeep = renewAndTakeOver().finally(() => {
      upkeep = null;
    });
  }

  async function renewAndTakeOver() {
    try {
      const held = [...links.keys()];
      const renewed = await renewLeases(db, held, holder, lease.leaseMs);
      for (const plubotId of held) {
        const link = links.get(plubotId);
        if (!link || renewed.has(plubotId)) continue;
        if (await findConnection(db, plubotId)) {
          link.log.warn('whatsapp lease lost to another copy; this copy stands down');
          await stop(link);
        } else {
          // Forgotten meanwhile (disconnected through another copy, or the bot deleted): log out.
          await stop(link, true);
        }
      }
      await serveUnservedLinks();
    } catch (error) {
      log.error({ err: error }, 'whatsapp lease upkeep failed');
    }
  }

  return {
    /** Starts pairing a number: answers the first QR (a PNG data URL) to scan with the phone. */
    initiate(plubotId: string): Promise<Status> {
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
        if (current) await stop(current, current.linked);
        await startPairing(db, plubotId, holder, lease.leaseMs);
        const link = createLink(plubotId, false);
        const first = new Promise<Status>((resolve, reject) => {
          link.waiter = { resolve, reject };
        });
        const timeout = setTimeout(() => link.waiter?.reject(qrFailed()), QR_WAIT_MS);
        try {
          void connect(link);
          return await first;
        } catch (error) {
          await stop(link);
          await deleteConnection(db, plubotId);
          throw error instanceof AppError ? error : initiateFailed();
        } finally {
          clearTimeout(timeout);
          link.waiter = null;
        }
      });
    },

    /** The link as the sharing panel shows it. */
    async getStatus(plubotId: string): Promise<Status> {
      const row = await findConnection(db, plubotId);
      if (!row) return { status: 'not_connected', whatsappNumber: null };
      if (row.status === 'connected') return { status: 'connected', whatsappNumber: row.phoneNumber };
      const link = links.get(plubotId);
      if (link?.qrCodeUrl) return { status: 'qr', whatsappNumber: null, qrCodeUrl: link.qrCodeUrl };
      // A pairing held by another copy of the server is still on until it expires.
      if (link || Date.now() - row.updatedAt.getTime() < PAIRING_TTL_MS)
        return { status: 'qr', whatsappNumber: null };
      return { status: 'not_connected', whatsappNumber: null };
    },

    /** Logs the number out and forgets its credentials. */
    disconnect(plubotId: string): Promise<void> {
      return control(
        plubotId,
        async () => {
          const link = links.get(plubotId);
          if (link) await stop(link, true);
          await deleteConnection(db, plubotId);
        },
        disconnectFailed,
      );
    },

    /** Reopens every linked number with its stored credentials (at start-up); never throws. */
    async reconnectLinked(): Promise<void> {
      try {
        await deleteStalePairings(db, new Date(Date.now() - PAIRING_TTL_MS));
        await serveUnservedLinks();
      } catch (error) {
        log.error({ err: error }, 'whatsapp reconnect on start failed');
      }
      if (!keeper) {
        keeper = setInterval(keepLeases, lease.renewMs);
        keeper.unref?.();
      }
    },

    /** Closes every socket of this process and keeps the credentials (server shutdown). */
    async close(): Promise<void> {
      closing = true;
      if (keeper) clearInterval(keeper);
      keeper = null;
      await upkeep;
      const open = [...links.values()];
      await Promise.all(open.map((link) => stop(link)));
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
