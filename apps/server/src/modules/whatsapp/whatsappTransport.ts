import type { WhatsAppFailureReason } from '@plubot/contracts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The one seam between Plubot and a WhatsApp client library. Everything above it (pairing,
 * reconnection, conversations, storage) is ours and tested with a fake; everything below it is the
 * Baileys adapter (`baileysTransport.ts`).
 *
 * A factory call opens one socket for one bot. The socket reports what happens through `onEvent`
 * (possibly before the returned promise settles), in the order it happens:
 * - `qr`: a pairing code to show as a QR (a socket without registered credentials; it rotates);
 * - `open`: the number is linked and messages flow;
 * - `message`: an incoming text (`from` is the chat address to answer to);
 * - `close`: the socket is gone for `reason`; it never emits again.
 */
export type WhatsAppTransportFactory = (options: WhatsAppTransportOptions) => Promise<WhatsAppTransport>;

export interface WhatsAppTransportOptions {
  /** Where the socket reads and writes its credentials (sealed in the database by the store). */
  auth: WhatsAppAuthStore;
  onEvent: (event: WhatsAppEvent) => void;
  log: FastifyBaseLogger;
}

/** One live socket. */
export interface WhatsAppTransport {
  /** Sends a text to a chat address taken from a `message` event. */
  sendText(to: string, text: string): Promise<void>;
  /** Unlinks the device from the phone's account; the credentials become useless. */
  logout(): Promise<void>;
  /** Closes the socket and keeps the credentials, so a later socket resumes without a QR. */
  end(): void;
}

/**
 * A socket's credentials as opaque JSON text (`creds`: the account identity; `keys`: the signal
 * keys and sessions). The transport serialises; the store seals and persists, in call order.
 */
export interface WhatsAppAuthStore {
  load(): Promise<{ creds: string | null; keys: string | null }>;
  saveCreds(json: string): Promise<void>;
  saveKeys(json: string): Promise<void>;
}

/**
 * Why a socket closed, in the terms the manager acts on (and, but for `restartRequired`, the
 * reasons the sharing panel explains — `WhatsAppFailureReason` of the contracts):
 * - `loggedOut`: the phone unlinked the device (or the credentials were rejected) → forget them;
 * - `banned`: WhatsApp refuses the number (blocked, suspended) → forget the credentials;
 * - `restartRequired`: WhatsApp asks for a fresh socket (right after a QR is scanned) → reconnect now;
 * - `connectionReplaced`: another client opened these credentials (another server copy) → stand down;
 * - `qrExpired`: nobody scanned the QR in time → the pairing is abandoned;
 * - anything else (`connectionLost`, `badSession`, …) → reconnect with backoff.
 */
export type WhatsAppCloseReason = WhatsAppFailureReason | 'restartRequired';

export type WhatsAppEvent =
  | { type: 'qr'; qr: string }
  | { type: 'open'; phoneNumber: string }
  | {
      type: 'message';
      /** The chat address (JID) the message came from, e.g. `34600111222@s.whatsapp.net`. */
      from: string;
      /** The sender's phone-number address when `from` is a privacy id (`…@lid`). */
      fromPhone?: string;
      fromMe: boolean;
      text: string;
    }
  | { type: 'close'; reason: WhatsAppCloseReason };
