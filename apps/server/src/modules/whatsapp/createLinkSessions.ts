import type { WhatsAppStatusResponse } from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AppError } from '../../lib/AppError';
import type { ChatDeps } from '../chat/chatService';
import { createDatabaseAuthStore } from './createDatabaseAuthStore';
import type { FailureStore } from './createFailureStore';
import { receiveWhatsAppMessage, type WhatsAppInbox } from './receiveWhatsAppMessage';
import { unrefTimer, type WhatsAppClock } from './whatsappClock';
import { initiateFailed, qrFailed } from './whatsappErrors';
import { deleteConnection, markLinked, touchPairing } from './whatsappRepository';
import type {
  WhatsAppCloseReason,
  WhatsAppEvent,
  WhatsAppTransport,
  WhatsAppTransportFactory,
} from './whatsappTransport';

const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 60_000;

/** A link's state as the sharing panel shows it. */
export type WhatsAppLinkStatus = Omit<WhatsAppStatusResponse, 'success' | 'message'>;

/** One bot's socket in this process, across reconnections. */
export interface WhatsAppLink {
  plubotId: string;
  log: FastifyBaseLogger;
  /** Grows with every socket opened or stopped; events of older sockets are ignored. */
  generation: number;
  transport: WhatsAppTransport | null;
  /** True once the number is linked (the row says 'connected'); false while pairing. */
  linked: boolean;
  qrCodeUrl: string | null;
  attempts: number;
  timer: unknown;
  /** The `initiate` call waiting for the first QR. */
  waiter: { resolve: (status: WhatsAppLinkStatus) => void; reject: (error: AppError) => void } | null;
  inbox: WhatsAppInbox;
}

/** What the sockets of one manager share. */
export interface LinkSessionsOptions {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  transportFactory: WhatsAppTransportFactory;
  chatDeps: ChatDeps;
  clock: WhatsAppClock;
  /** Runs pairing, linking and forgetting of one bot one at a time. */
  control: (plubotId: string, run: () => Promise<void>) => Promise<void>;
  /** Gives a number's lease back (this copy stands down). */
  releaseLease: (plubotId: string) => Promise<void>;
  /** Where the reason of a failed link or a dropped number is kept for the sharing panel. */
  failures: Pick<FailureStore, 'record' | 'clear'>;
}

/**
 * The sockets of the numbers this copy serves, one per bot: opening (QR while pairing, open once
 * linked), the reasons a socket closes, and reconnecting with backoff. The rows in the database
 * are only touched to record what the socket said (QR shown, number linked, link forgotten).
 */
export function createLinkSessions(options: LinkSessionsOptions) {
  const { db, config, log, transportFactory, chatDeps, clock, control, failures } = options;
  const links = new Map<string, WhatsAppLink>();
  const isCurrent = (link: WhatsAppLink) => links.get(link.plubotId) === link;

  function createLink(plubotId: string, linked: boolean): WhatsAppLink {
    const linkLog = log.child({ plubotId, channel: 'whatsapp' });
    const link: WhatsAppLink = {
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
  async function stop(link: WhatsAppLink, logout = false) {
    if (isCurrent(link)) links.delete(link.plubotId);
    link.generation += 1;
    if (link.timer) clock.clearTimeout(link.timer);
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
  function forget(link: WhatsAppLink, logout = false) {
    void control(link.plubotId, async () => {
      if (!isCurrent(link)) return;
      await stop(link, logout);
      await deleteConnection(db, link.plubotId);
    }).catch((error) => link.log.error({ err: error }, 'whatsapp forget failed'));
  }

  async function connect(link: WhatsAppLink): Promise<void> {
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

  function scheduleReconnect(link: WhatsAppLink, immediately: boolean) {
    const delay = immediately ? 0 : Math.min(RECONNECT_BASE_MS * 2 ** link.attempts, RECONNECT_MAX_MS);
    link.attempts += 1;
    if (link.timer) clock.clearTimeout(link.timer);
    link.timer = clock.setTimeout(() => {
      link.timer = null;
      if (isCurrent(link)) void connect(link);
    }, delay);
    unrefTimer(link.timer);
  }

  function handleEvent(link: WhatsAppLink, event: WhatsAppEvent) {
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

  async function showQr(link: WhatsAppLink, qr: string) {
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

  function onOpen(link: WhatsAppLink, phoneNumber: string) {
    const whatsappNumber = `+${phoneNumber.replace(/\D/g, '')}`;
    link.linked = true;
    link.attempts = 0;
    link.qrCodeUrl = null;
    void failures
      .clear(link.plubotId)
      .catch((error) => link.log.error({ err: error }, 'whatsapp failure not cleared'));
    link.waiter?.resolve({ status: 'connected', whatsappNumber });
    link.waiter = null;
    link.log.info({ whatsappNumber }, 'whatsapp connected');
    void markLinked(db, link.plubotId, whatsappNumber)
      .then((kept) => {
        if (!kept && isCurrent(link)) void stop(link, true);
      })
      .catch((error) => link.log.error({ err: error }, 'whatsapp link not recorded'));
  }

  function onClose(link: WhatsAppLink, reason: WhatsAppCloseReason) {
    link.transport = null;
    link.log.info({ reason }, 'whatsapp socket closed');
    if (reason === 'restartRequired') return scheduleReconnect(link, true);
    void failures
      .record(link.plubotId, reason)
      .catch((error) => link.log.error({ err: error, reason }, 'whatsapp failure not recorded'));
    // `initiate` is still waiting for the first QR: it answers the failure and cleans up.
    if (link.waiter) return link.waiter.reject(qrFailed());
    // Unlinked from the phone, refused by WhatsApp, or a pairing nobody finished: the credentials
    // are of no use.
    if (reason === 'loggedOut' || reason === 'banned' || !link.linked) return forget(link);
    if (reason === 'connectionReplaced') {
      link.log.warn('whatsapp credentials opened elsewhere; this copy stands down');
      void stop(link)
        .then(() => options.releaseLease(link.plubotId))
        .catch(() => undefined);
      return;
    }
    scheduleReconnect(link, false);
  }

  return {
    /** The sockets of this copy, by bot id. */
    links,
    /** Registers a bot's socket (not opened yet); `linked` is false while pairing. */
    createLink,
    /** Opens (or reopens) a link's socket. */
    connect,
    stop,
  };
}

/** The sockets of one manager. */
export type LinkSessions = ReturnType<typeof createLinkSessions>;
