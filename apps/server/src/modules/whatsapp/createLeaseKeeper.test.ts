import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeaseKeeper, type WhatsAppLeaseStore } from './createLeaseKeeper';
import { systemClock } from './whatsappClock';

const LEASE_MS = 60_000;
const RENEW_MS = 15_000;
const ME = 'this-copy';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** The lease columns of `whatsapp_connections` in memory, with the repository's rules. */
function createFakeLeases() {
  const rows = new Map<string, { holder: string | null; until: number }>();
  const isFree = (row: { holder: string | null; until: number }) =>
    row.holder === null || row.until < Date.now();
  const store: WhatsAppLeaseStore = {
    listUnserved: async () => [...rows].filter(([, row]) => isFree(row)).map(([plubotId]) => plubotId),
    claim: async (plubotId) => {
      const row = rows.get(plubotId);
      if (!row || !(isFree(row) || row.holder === ME)) return false;
      Object.assign(row, { holder: ME, until: Date.now() + LEASE_MS });
      return true;
    },
    renew: async (plubotIds) =>
      new Set(
        plubotIds.filter((plubotId) => {
          const row = rows.get(plubotId);
          if (row?.holder !== ME) return false;
          row.until = Date.now() + LEASE_MS;
          return true;
        }),
      ),
    release: async (plubotId) => {
      const row = rows.get(plubotId);
      if (row?.holder === ME) Object.assign(row, { holder: null, until: 0 });
    },
    isLinked: async (plubotId) => rows.has(plubotId),
  };
  return { rows, store };
}

/** A keeper over fake leases; `served` are the numbers whose socket this copy has open. */
function setUp() {
  const leases = createFakeLeases();
  const served = new Set<string>();
  const stoodDown: { plubotId: string; logout: boolean }[] = [];
  const keeper = createLeaseKeeper<string>({
    leases: leases.store,
    clock: systemClock,
    renewMs: RENEW_MS,
    log: silentLog,
    served: () => [...served],
    find: (plubotId) => (served.has(plubotId) ? plubotId : undefined),
    serve: (plubotId) => void served.add(plubotId),
    standDown: async (plubotId, logout) => {
      served.delete(plubotId);
      stoodDown.push({ plubotId, logout });
    },
  });
  return { ...leases, served, stoodDown, keeper };
}

describe('createLeaseKeeper', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes over free numbers and keeps them by renewing before the lease runs out', async () => {
    const { rows, served, keeper } = setUp();
    rows.set('free', { holder: null, until: 0 });
    rows.set('held-elsewhere', { holder: 'other-copy', until: Date.now() + LEASE_MS });
    await keeper.serveUnserved();
    keeper.start();
    expect([...served]).toEqual(['free']);

    await vi.advanceTimersByTimeAsync(LEASE_MS * 3);
    expect(rows.get('free')).toEqual({ holder: ME, until: Date.now() + LEASE_MS });
    // The other copy stopped renewing two minutes ago: its number is taken over too.
    expect([...served].sort()).toEqual(['free', 'held-elsewhere']);
    await keeper.close();
  });

  it('stands down when another copy takes the lease, and takes it back once that lease runs out', async () => {
    const { rows, served, stoodDown, keeper } = setUp();
    rows.set('bot', { holder: null, until: 0 });
    await keeper.serveUnserved();
    keeper.start();
    rows.set('bot', { holder: 'other-copy', until: Date.now() + LEASE_MS });

    await vi.advanceTimersByTimeAsync(RENEW_MS);
    expect(stoodDown).toEqual([{ plubotId: 'bot', logout: false }]);
    expect(served.size).toBe(0);

    await vi.advanceTimersByTimeAsync(LEASE_MS - RENEW_MS);
    expect(served.size).toBe(0);
    await vi.advanceTimersByTimeAsync(RENEW_MS);
    expect([...served]).toEqual(['bot']);
    expect(rows.get('bot')?.holder).toBe(ME);
    await keeper.close();
  });

  it('logs out a number whose link was deleted through another copy', async () => {
    const { rows, served, stoodDown, keeper } = setUp();
    rows.set('bot', { holder: null, until: 0 });
    await keeper.serveUnserved();
    keeper.start();
    rows.delete('bot');

    await vi.advanceTimersByTimeAsync(RENEW_MS);
    expect(stoodDown).toEqual([{ plubotId: 'bot', logout: true }]);
    expect(served.size).toBe(0);
    await keeper.close();
  });

  it('after close it neither renews nor takes over, and waits for the upkeep under way', async () => {
    const { rows, served, keeper, store } = setUp();
    rows.set('bot', { holder: null, until: 0 });
    await keeper.serveUnserved();
    keeper.start();
    let finishRenewal = () => {};
    store.renew = (plubotIds) =>
      new Promise((resolve) => {
        finishRenewal = () => resolve(new Set(plubotIds));
      });

    await vi.advanceTimersByTimeAsync(RENEW_MS);
    let closed = false;
    const closing = keeper.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    finishRenewal();
    await closing;

    served.clear();
    rows.set('free', { holder: null, until: 0 });
    await vi.advanceTimersByTimeAsync(LEASE_MS * 2);
    expect(served.size).toBe(0);
    expect(rows.get('free')?.holder).toBeNull();
  });
});
