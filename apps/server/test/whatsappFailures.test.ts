import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import { whatsappConnections, whatsappFailures } from '../src/db/schema';
import { createFailureStore } from '../src/modules/whatsapp/createFailureStore';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';
import { createFakeWhatsApp } from './whatsappFakeTransport';
import {
  createBot,
  disconnectWhatsApp,
  EVENTUALLY,
  initiateWhatsApp,
  linkNumber,
  whatsappStatus,
} from './whatsappFixtures';

/**
 * Issue #17: why a WhatsApp link failed is stored, so every copy of the server on the same
 * database tells it (and a restart keeps it), until the number links again.
 */
describe.each(testDatabaseKinds)('WhatsApp failure reasons across server copies on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let other: App;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  const first = createFakeWhatsApp();
  const second = createFakeWhatsApp();

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {}, { whatsappTransportFactory: first.factory });
    other = await buildApp({
      config: ctx.config,
      db: ctx.db,
      databaseKind: ctx.app.databaseKind,
      whatsappTransportFactory: second.factory,
    });
    await other.ready();
    owner = await createVerifiedUser(ctx.app, 'wa-failures@plubot.com');
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  const row = async (plubotId: string) =>
    (await ctx.db.select().from(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId)))[0];
  const storedFailures = (plubotId: string) =>
    ctx.db.select().from(whatsappFailures).where(eq(whatsappFailures.plubotId, plubotId));

  it('a pairing that fails on one copy is explained by another, until a new pairing starts', async () => {
    const botId = await createBot(ctx.app, owner);
    await initiateWhatsApp(ctx.app, owner, botId);
    first.latest().close('qrExpired');
    await vi.waitFor(async () => expect(await row(botId)).toBeUndefined(), EVENTUALLY);
    await vi.waitFor(async () => {
      expect((await whatsappStatus(other, owner, botId)).json()).toEqual({
        success: true,
        status: 'not_connected',
        whatsappNumber: null,
        reason: 'qrExpired',
      });
    }, EVENTUALLY);

    expect((await initiateWhatsApp(other, owner, botId)).json().status).toBe('qr');
    expect(await storedFailures(botId)).toEqual([]);
    const status = (await whatsappStatus(ctx.app, owner, botId)).json();
    expect(status.status).toBe('qr');
    expect(status).not.toHaveProperty('reason');
    await disconnectWhatsApp(other, owner, botId);
  });

  it('a linked number that drops on one copy says why on another, and nothing once it links again', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, first, botId, '34600454545');
    const opened = first.sockets.length;
    socket.close('connectionLost');
    await vi.waitFor(async () => {
      expect((await whatsappStatus(other, owner, botId)).json()).toMatchObject({
        status: 'connected',
        whatsappNumber: '+34600454545',
        reason: 'connectionLost',
      });
    }, EVENTUALLY);

    // The first copy reconnects on its own (after a second) with the stored credentials.
    await vi.waitFor(() => expect(first.sockets.length).toBe(opened + 1), EVENTUALLY);
    await vi.waitFor(() => expect(first.latest().openedAs).toBe('34600454545'), EVENTUALLY);
    await vi.waitFor(async () => {
      expect((await whatsappStatus(other, owner, botId)).json()).toEqual({
        success: true,
        status: 'connected',
        whatsappNumber: '+34600454545',
        message: '¡Conexión con WhatsApp establecida!',
      });
    }, EVENTUALLY);
    expect(await storedFailures(botId)).toEqual([]);
    await disconnectWhatsApp(ctx.app, owner, botId);
  });

  it('a number logged out from the phone is explained by a copy started after it happened', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, first, botId, '34600464646');
    socket.close('loggedOut');
    await vi.waitFor(async () => expect(await row(botId)).toBeUndefined(), EVENTUALLY);
    await vi.waitFor(async () => expect(await storedFailures(botId)).toHaveLength(1), EVENTUALLY);

    const late = await buildApp({
      config: ctx.config,
      db: ctx.db,
      databaseKind: ctx.app.databaseKind,
      whatsappTransportFactory: createFakeWhatsApp().factory,
    });
    try {
      await late.ready();
      expect((await whatsappStatus(late, owner, botId)).json()).toEqual({
        success: true,
        status: 'not_connected',
        whatsappNumber: null,
        reason: 'loggedOut',
      });
      // Disconnecting through any copy forgets the reason everywhere.
      expect((await disconnectWhatsApp(late, owner, botId)).statusCode).toBe(200);
    } finally {
      await late.close();
    }
    expect((await whatsappStatus(other, owner, botId)).json()).not.toHaveProperty('reason');
  });

  it('tells a failure only for its time to live (a day unless told), and forgets it with its bot', async () => {
    const botId = await createBot(ctx.app, owner);
    let now = 1_000_000;
    const store = createFailureStore({ db: ctx.db, now: () => now, ttlMs: 100 });
    await store.record(botId, 'banned');
    now += 99;
    expect(await store.read(botId)).toEqual({ reason: 'banned', at: 1_000_000 });
    now += 1;
    expect(await store.read(botId)).toBeUndefined();

    now = Date.now();
    await store.record(botId, 'unknown');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/plubots/${botId}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFailures(botId)).toEqual([]);
  });

  it('writes one bot’s reasons in the order they were asked, and reads after them', async () => {
    const botId = await createBot(ctx.app, owner);
    const store = createFailureStore({ db: ctx.db, now: () => Date.now() });
    void store.record(botId, 'connectionLost');
    void store.clear(botId);
    expect(await store.read(botId)).toBeUndefined();
    void store.clear(botId);
    void store.record(botId, 'connectionReplaced');
    expect((await store.read(botId))?.reason).toBe('connectionReplaced');
    const [stored] = await storedFailures(botId);
    expect(stored?.reason).toBe('connectionReplaced');
  });
});
