import { randomBytes } from 'node:crypto';
import type {
  WhatsAppAuthStore,
  WhatsAppCloseReason,
  WhatsAppEvent,
  WhatsAppTransportFactory,
} from '../src/modules/whatsapp/whatsappTransport';

export interface FakeIncoming {
  from: string;
  text: string;
  fromMe?: boolean;
  fromPhone?: string;
}

interface FakeCreds {
  registered: boolean;
  noiseKey: string;
  me?: string;
}

/**
 * A WhatsApp transport that behaves like Baileys, driven by the test: a socket without registered
 * credentials creates and saves fresh ones and shows a QR; `scan` registers them, saves keys and
 * closes with `restartRequired` (as WhatsApp does after a scan); a socket with registered
 * credentials opens without a QR. Secrets carry a `RAW-SECRET-` marker to look for in the database.
 */
export function createFakeWhatsApp() {
  const sockets: FakeSocket[] = [];
  const state = { failNextConnect: false, closeNextBeforeQr: false };

  const factory: WhatsAppTransportFactory = async ({ auth, onEvent }) => {
    if (state.failNextConnect) {
      state.failNextConnect = false;
      throw new Error('fake socket could not be made');
    }
    const loaded = await auth.load();
    const socket = new FakeSocket(sockets.length, auth, onEvent, loaded);
    sockets.push(socket);
    const closeBeforeQr = state.closeNextBeforeQr;
    state.closeNextBeforeQr = false;
    setImmediate(() => void socket.boot(closeBeforeQr));
    return socket;
  };

  return {
    factory,
    sockets,
    /** Makes the next factory call throw (the socket cannot be made). */
    failNextConnect: () => {
      state.failNextConnect = true;
    },
    /** Makes the next socket close before it shows a QR. */
    closeNextBeforeQr: () => {
      state.closeNextBeforeQr = true;
    },
    latest: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no fake WhatsApp socket was opened');
      return socket;
    },
    /** The newest socket that opened with `phoneNumber` (digits). */
    openedAs: (phoneNumber: string) => {
      const socket = sockets.findLast((s) => s.openedAs === phoneNumber);
      if (!socket) throw new Error(`no fake WhatsApp socket opened as ${phoneNumber}`);
      return socket;
    },
  };
}

export type FakeWhatsApp = ReturnType<typeof createFakeWhatsApp>;

export class FakeSocket {
  readonly sent: { to: string; text: string }[] = [];
  readonly qrs: string[] = [];
  openedAs: string | null = null;
  savedCreds: string | null = null;
  savedKeys: string | null = null;
  loggedOut = false;
  ended = false;

  constructor(
    readonly index: number,
    private readonly auth: WhatsAppAuthStore,
    private readonly onEvent: (event: WhatsAppEvent) => void,
    readonly loaded: { creds: string | null; keys: string | null },
  ) {}

  async boot(closeBeforeQr: boolean) {
    if (closeBeforeQr) return this.close('connectionLost');
    const creds = this.loaded.creds ? (JSON.parse(this.loaded.creds) as FakeCreds) : null;
    if (creds?.registered && creds.me) {
      this.openedAs = creds.me;
      return this.emit({ type: 'open', phoneNumber: creds.me });
    }
    await this.saveCreds({ registered: false, noiseKey: `RAW-SECRET-${randomBytes(8).toString('hex')}` });
    const qr = `2@fake-ref-${this.index},${randomBytes(6).toString('base64')}`;
    this.qrs.push(qr);
    this.emit({ type: 'qr', qr });
  }

  /** The phone scans the QR: credentials are registered and WhatsApp asks for a new socket. */
  async scan(phoneNumber: string) {
    const creds = JSON.parse(this.savedCreds ?? '{}') as FakeCreds;
    await this.saveCreds({ ...creds, registered: true, me: phoneNumber });
    this.savedKeys = JSON.stringify({
      session: { [`${phoneNumber}.0`]: `RAW-SECRET-session-${phoneNumber}` },
    });
    await this.auth.saveKeys(this.savedKeys);
    this.close('restartRequired');
  }

  /** Messages arriving in one batch, delivered in order without waiting. */
  receive(...messages: FakeIncoming[]) {
    for (const message of messages) {
      this.emit({ type: 'message', fromMe: false, ...message });
    }
  }

  close(reason: WhatsAppCloseReason) {
    this.emit({ type: 'close', reason });
  }

  textsTo(to: string) {
    return this.sent.filter((message) => message.to === to).map((message) => message.text);
  }

  async sendText(to: string, text: string) {
    if (this.ended) throw new Error('socket closed');
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push({ to, text });
  }

  async logout() {
    this.loggedOut = true;
  }

  end() {
    this.ended = true;
  }

  private async saveCreds(creds: FakeCreds) {
    this.savedCreds = JSON.stringify(creds);
    await this.auth.saveCreds(this.savedCreds);
  }

  private emit(event: WhatsAppEvent) {
    if (this.ended) return;
    this.onEvent(event);
  }
}
