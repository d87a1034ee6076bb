import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ChatDeps } from '../chat/chatService';
import { createLinkSessions, type LinkSessionsOptions } from './createLinkSessions';
import type { WhatsAppClock } from './whatsappClock';
import type { WhatsAppCloseReason, WhatsAppEvent, WhatsAppTransportFactory } from './whatsappTransport';

const silentLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** A clock whose timeouts only run when the test fires them; `pending` lists their delays. */
function createManualClock() {
  let next = 0;
  const timers = new Map<number, { ms: number; run: () => void }>();
  const clock: WhatsAppClock = {
    now: () => 0,
    setTimeout: (run, ms) => {
      next += 1;
      timers.set(next, { ms, run });
      return next;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    setInterval: () => {
      throw new Error('link sessions set no interval');
    },
    clearInterval: () => {},
  };
  return {
    clock,
    pending: () => [...timers.values()].map((timer) => timer.ms),
    /** Runs every pending timeout (whatever its delay). */
    fire: () => {
      const due = [...timers.values()];
      timers.clear();
      for (const timer of due) timer.run();
    },
  };
}

/** Sockets that only ever close, for `reason`; no database is touched on that path. */
function setUp() {
  const manual = createManualClock();
  const sockets: { close: (reason: WhatsAppCloseReason) => void; ended: boolean }[] = [];
  const transportFactory: WhatsAppTransportFactory = async ({ onEvent }) => {
    const socket = {
      ended: false,
      close: (reason: WhatsAppCloseReason) => onEvent({ type: 'close', reason } satisfies WhatsAppEvent),
    };
    sockets.push(socket);
    return {
      sendText: async () => {},
      logout: async () => {},
      end: () => {
        socket.ended = true;
      },
    };
  };
  /** Every reason recorded, in order (`null` for a clear). */
  const failures: (string | null)[] = [];
  const failureStore: LinkSessionsOptions['failures'] = {
    record: async (_plubotId, reason) => void failures.push(reason),
    clear: async () => void failures.push(null),
  };
  const sessions = createLinkSessions({
    db: {} as Database,
    config: { ENCRYPTION_KEY: 'unused' } as Config,
    log: silentLog,
    transportFactory,
    chatDeps: {} as ChatDeps,
    clock: manual.clock,
    control: async (_plubotId, run) => run(),
    releaseLease: async () => {},
    failures: failureStore,
  });
  return { ...manual, sockets, sessions, failures };
}

describe('createLinkSessions', () => {
  it('reconnects a dropped linked number with a doubling backoff, capped at a minute', async () => {
    const { sessions, sockets, pending, fire } = setUp();
    await sessions.connect(sessions.createLink('bot', true));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      sockets.at(-1)?.close('connectionLost');
      delays.push(...pending());
      fire();
      await Promise.resolve();
      expect(sockets).toHaveLength(attempt + 2);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });

  it('reopens at once when WhatsApp asks for a fresh socket', async () => {
    const { sessions, sockets, pending } = setUp();
    await sessions.connect(sessions.createLink('bot', true));
    sockets[0]?.close('restartRequired');
    expect(pending()).toEqual([0]);
  });

  it('stopping a link cancels its pending reconnection', async () => {
    const { sessions, sockets, pending, fire } = setUp();
    const link = sessions.createLink('bot', true);
    await sessions.connect(link);
    sockets[0]?.close('connectionLost');
    expect(pending()).toEqual([1_000]);
    await sessions.stop(link);
    expect(pending()).toEqual([]);
    fire();
    expect(sockets).toHaveLength(1);
    expect(sessions.links.has('bot')).toBe(false);
  });

  it('keeps why a linked number dropped, but not WhatsApp’s routine request for a fresh socket', async () => {
    const { sessions, sockets, failures, fire } = setUp();
    await sessions.connect(sessions.createLink('bot', true));
    sockets[0]?.close('restartRequired');
    expect(failures).toEqual([]);
    fire();
    await Promise.resolve();
    sockets[1]?.close('unavailable');
    expect(failures).toEqual(['unavailable']);
    fire();
    await Promise.resolve();
    sockets[2]?.close('connectionReplaced');
    expect(failures).toEqual(['unavailable', 'connectionReplaced']);
  });
});
