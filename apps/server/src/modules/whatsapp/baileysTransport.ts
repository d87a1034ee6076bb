import type { AuthenticationCreds, ConnectionState, WAMessage } from 'baileys';
import { createBaileysAuthState } from './createBaileysAuthState';
import type {
  WhatsAppCloseReason,
  WhatsAppEvent,
  WhatsAppTransport,
  WhatsAppTransportFactory,
} from './whatsappTransport';

type Baileys = typeof import('baileys');

/**
 * The real WhatsApp transport: a Baileys socket (WhatsApp Web multi-device). Loaded only when a
 * connection starts (`initiate` or reconnect on start-up), never by tests. Socket failures become
 * `close` events, handler failures are logged, and a socket that cannot be made rejects the
 * factory's promise (the manager retries), so nothing here throws into the server.
 */
export const baileysTransport: WhatsAppTransportFactory = async ({ auth, onEvent, log }) => {
  const baileys: Baileys = await import('baileys');
  const { default: makeWASocket, Browsers, DisconnectReason, jidDecode } = baileys;
  const { state, saveCreds } = await createBaileysAuthState(baileys, auth, log);
  const logger = log.child({ module: 'baileys' }, { level: 'warn' });
  const emit = (event: WhatsAppEvent) => {
    try {
      onEvent(event);
    } catch (error) {
      log.error({ err: error }, 'whatsapp event handler failed');
    }
  };

  const socket = makeWASocket({
    auth: state,
    printQRInTerminal: false,
    logger: logger as never,
    browser: Browsers.ubuntu('Plubot'),
    markOnlineOnConnect: false,
    syncFullHistory: false,
    getMessage: async () => undefined,
  });

  let sawQr = false;
  let closed = false;
  socket.ev.on('creds.update', (update: Partial<AuthenticationCreds>) => {
    Object.assign(state.creds, update);
    void saveCreds().catch((error) => log.error({ err: error }, 'whatsapp creds not saved'));
  });
  socket.ev.on('connection.update', (update: Partial<ConnectionState>) => {
    if (update.qr) {
      sawQr = true;
      emit({ type: 'qr', qr: update.qr });
    }
    if (update.connection === 'open') {
      const phoneNumber = jidDecode(socket.user?.id ?? '')?.user ?? '';
      emit({ type: 'open', phoneNumber });
    }
    if (update.connection === 'close' && !closed) {
      closed = true;
      const error = update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined;
      const code = error?.output?.statusCode;
      emit({
        type: 'close',
        reason: toCloseReason(DisconnectReason, code, sawQr && !state.creds.registered),
      });
    }
  });
  socket.ev.on('messages.upsert', ({ messages, type }: { messages: WAMessage[]; type: string }) => {
    if (type !== 'notify') return;
    for (const message of messages) {
      const text = message.message?.conversation ?? message.message?.extendedTextMessage?.text;
      const from = message.key.remoteJid;
      if (!from || typeof text !== 'string') continue;
      emit({
        type: 'message',
        from,
        ...(message.key.remoteJidAlt ? { fromPhone: message.key.remoteJidAlt } : {}),
        fromMe: Boolean(message.key.fromMe),
        text,
      });
    }
  });

  const transport: WhatsAppTransport = {
    async sendText(to, text) {
      await socket.sendMessage(to, { text });
    },
    async logout() {
      await socket.logout();
    },
    end() {
      closed = true;
      socket.ev.removeAllListeners('connection.update');
      socket.ev.removeAllListeners('messages.upsert');
      void socket.end(undefined).catch(() => undefined);
    },
  };
  return transport;
};

function toCloseReason(
  reasons: Baileys['DisconnectReason'],
  code: number | undefined,
  duringPairing: boolean,
): WhatsAppCloseReason {
  switch (code) {
    case reasons.loggedOut:
      return 'loggedOut';
    case reasons.forbidden:
      return 'banned';
    case reasons.restartRequired:
      return 'restartRequired';
    case reasons.connectionReplaced:
      return 'connectionReplaced';
    case reasons.badSession:
    case reasons.multideviceMismatch:
      return 'badSession';
    case reasons.unavailableService:
      return 'unavailable';
    case reasons.timedOut:
      return duringPairing ? 'qrExpired' : 'connectionLost';
    case reasons.connectionClosed:
      return 'connectionLost';
    default:
      return 'unknown';
  }
}
