import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import { whatsappConnections } from '../src/db/schema';
import { openSecret } from '../src/lib/secretBox';
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
  MENU_GREETING,
  whatsappStatus,
} from './whatsappFixtures';

function decodeQr(dataUrl: string): string | undefined {
  const image = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe.each(testDatabaseKinds)('WhatsApp linking on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  const fake = createFakeWhatsApp();

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {}, { whatsappTransportFactory: fake.factory });
    owner = await createVerifiedUser(ctx.app, 'wa-owner@plubot.com');
    stranger = await createVerifiedUser(ctx.app, 'wa-stranger@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const row = async (plubotId: string) =>
    (await ctx.db.select().from(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId)))[0];

  it('answers only the owner: anyone else gets 404, nobody signed in gets 401', async () => {
    const botId = await createBot(ctx.app, owner);
    const opened = fake.sockets.length;
    expect((await whatsappStatus(ctx.app, stranger, botId)).statusCode).toBe(404);
    expect((await initiateWhatsApp(ctx.app, stranger, botId)).statusCode).toBe(404);
    expect((await disconnectWhatsApp(ctx.app, stranger, botId)).statusCode).toBe(404);
    expect((await whatsappStatus(ctx.app, stranger, 'not-a-uuid')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/whatsapp/status/${botId}` });
    expect(anonymous.statusCode).toBe(401);
    expect(fake.sockets.length).toBe(opened);
    expect(await row(botId)).toBeUndefined();
  });

  it('reports not connected before anything', async () => {
    const botId = await createBot(ctx.app, owner);
    const status = await whatsappStatus(ctx.app, owner, botId);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ success: true, status: 'not_connected', whatsappNumber: null });
  });

  it('initiate answers a QR image of WhatsApp’s pairing code, and status shows it until it is scanned', async () => {
    const botId = await createBot(ctx.app, owner);
    const initiated = await initiateWhatsApp(ctx.app, owner, botId);
    expect(initiated.statusCode).toBe(200);
    const { qrCodeUrl } = initiated.json();
    expect(initiated.json()).toMatchObject({ success: true, status: 'qr', whatsappNumber: null });
    expect(qrCodeUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const socket = fake.latest();
    expect(decodeQr(qrCodeUrl)).toBe(socket.qrs[0]);

    const status = (await whatsappStatus(ctx.app, owner, botId)).json();
    expect(status).toMatchObject({ status: 'qr', whatsappNumber: null, qrCodeUrl });
    const again = await initiateWhatsApp(ctx.app, owner, botId);
    expect(again.json().qrCodeUrl).toBe(qrCodeUrl);
    expect(fake.latest()).toBe(socket);
  });

  it('a scanned QR links the number: a fresh socket opens without a QR and status is connected', async () => {
    const botId = await createBot(ctx.app, owner);
    await initiateWhatsApp(ctx.app, owner, botId);
    const pairing = fake.latest();
    await pairing.scan('34600111222');
    await vi.waitFor(async () => {
      expect((await whatsappStatus(ctx.app, owner, botId)).json()).toEqual({
        success: true,
        status: 'connected',
        whatsappNumber: '+34600111222',
        message: '¡Conexión con WhatsApp establecida!',
      });
    }, EVENTUALLY);
    const linked = fake.openedAs('34600111222');
    expect(linked).not.toBe(pairing);
    expect(linked.qrs).toEqual([]);
    expect(linked.loaded.creds).toBe(pairing.savedCreds);

    const again = await initiateWhatsApp(ctx.app, owner, botId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('WHATSAPP_ALREADY_CONNECTED');
  });

  it('keeps the credentials sealed: the database never holds them in clear', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, fake, botId, '34600333444');
    const stored = await row(botId);
    expect(stored).toMatchObject({ status: 'connected', phoneNumber: '+34600333444' });
    const raw = JSON.stringify(stored);
    expect(socket.loaded.creds).toContain('RAW-SECRET-');
    expect(raw).not.toContain('RAW-SECRET-');
    expect(raw).not.toContain('noiseKey');
    expect(openSecret(ctx.config.ENCRYPTION_KEY, stored?.sealedCreds ?? '')).toBe(socket.loaded.creds);
    expect(openSecret(ctx.config.ENCRYPTION_KEY, stored?.sealedKeys ?? '')).toContain(
      'RAW-SECRET-session-34600333444',
    );
  });

  it('disconnect logs out, forgets the credentials and reports not connected', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, fake, botId, '34600555666');
    const response = await disconnectWhatsApp(ctx.app, owner, botId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'not_connected',
      whatsappNumber: null,
      message: 'Se ha desconectado de WhatsApp.',
    });
    expect(socket.loggedOut).toBe(true);
    expect(socket.ended).toBe(true);
    expect(await row(botId)).toBeUndefined();
    expect((await whatsappStatus(ctx.app, owner, botId)).json()).toMatchObject({ status: 'not_connected' });

    const relinked = await initiateWhatsApp(ctx.app, owner, botId);
    expect(relinked.json().status).toBe('qr');
    expect(fake.latest().loaded).toEqual({ creds: null, keys: null });
  });

  it('forgets the link when the phone unlinks the device', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, fake, botId, '34600777888');
    socket.close('loggedOut');
    await vi.waitFor(async () => expect(await row(botId)).toBeUndefined(), EVENTUALLY);
    expect((await whatsappStatus(ctx.app, owner, botId)).json()).toEqual({
      success: true,
      status: 'not_connected',
      whatsappNumber: null,
      reason: 'loggedOut',
    });
  });

  it('forgets a number WhatsApp refuses, and says so', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, fake, botId, '34600787878');
    const opened = fake.sockets.length;
    socket.close('banned');
    await vi.waitFor(async () => expect(await row(botId)).toBeUndefined(), EVENTUALLY);
    expect((await whatsappStatus(ctx.app, owner, botId)).json()).toMatchObject({
      status: 'not_connected',
      reason: 'banned',
    });
    expect(fake.sockets.length).toBe(opened);
  });

  it('says another session took the number over, and forgets the reason when the owner disconnects', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, fake, botId, '34600797979');
    socket.close('connectionReplaced');
    expect((await whatsappStatus(ctx.app, owner, botId)).json()).toMatchObject({
      status: 'connected',
      whatsappNumber: '+34600797979',
      reason: 'connectionReplaced',
    });
    expect((await disconnectWhatsApp(ctx.app, owner, botId)).statusCode).toBe(200);
    expect((await whatsappStatus(ctx.app, owner, botId)).json()).toEqual({
      success: true,
      status: 'not_connected',
      whatsappNumber: null,
    });
  });

  it.each(['connectionLost', 'badSession', 'unavailable', 'unknown'] as const)(
    'a linked number that drops for %s says why while it reconnects, and nothing once it is back',
    async (reason) => {
      const botId = await createBot(ctx.app, owner);
      const socket = await linkNumber(ctx.app, owner, fake, botId, '34600808080');
      socket.close(reason);
      expect((await whatsappStatus(ctx.app, owner, botId)).json()).toMatchObject({
        status: 'connected',
        reason,
      });
      await vi.waitFor(() => expect(fake.latest()).not.toBe(socket), EVENTUALLY);
      await vi.waitFor(() => expect(fake.latest().openedAs).toBe('34600808080'), EVENTUALLY);
      expect((await whatsappStatus(ctx.app, owner, botId)).json()).toEqual({
        success: true,
        status: 'connected',
        whatsappNumber: '+34600808080',
        message: '¡Conexión con WhatsApp establecida!',
      });
      await disconnectWhatsApp(ctx.app, owner, botId);
    },
  );

  it.each(['qrExpired', 'connectionLost', 'banned', 'connectionReplaced'] as const)(
    'a pairing that ends with %s while its QR is shown says why, until a new QR is generated',
    async (reason) => {
      const botId = await createBot(ctx.app, owner);
      await initiateWhatsApp(ctx.app, owner, botId);
      fake.latest().close(reason);
      await vi.waitFor(async () => expect(await row(botId)).toBeUndefined(), EVENTUALLY);
      expect((await whatsappStatus(ctx.app, owner, botId)).json()).toEqual({
        success: true,
        status: 'not_connected',
        whatsappNumber: null,
        reason,
      });
      const again = await initiateWhatsApp(ctx.app, owner, botId);
      expect(again.json().status).toBe('qr');
      const status = (await whatsappStatus(ctx.app, owner, botId)).json();
      expect(status.status).toBe('qr');
      expect(status).not.toHaveProperty('reason');
      await disconnectWhatsApp(ctx.app, owner, botId);
    },
  );

  it('reconnects with the same credentials after the connection drops, and keeps answering', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, fake, botId, '34600999000');
    const before = fake.sockets.length;
    // Only the manager's timers are faked; the database keeps real time and real I/O.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      socket.close('connectionLost');
      expect((await whatsappStatus(ctx.app, owner, botId)).json()).toMatchObject({
        status: 'connected',
        reason: 'connectionLost',
      });
      // The first retry waits a second, then opens a new socket.
      await vi.advanceTimersByTimeAsync(999);
      expect(fake.sockets.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(fake.sockets.length).toBe(before + 1), EVENTUALLY);
    const reopened = fake.latest();
    expect(reopened.loaded.creds).toBe(socket.loaded.creds);
    expect(reopened.qrs).toEqual([]);
    await vi.waitFor(() => expect(reopened.openedAs).toBe('34600999000'), EVENTUALLY);
    reopened.receive({ from: '34611000111@s.whatsapp.net', text: 'hola' });
    await vi.waitFor(
      () => expect(reopened.textsTo('34611000111@s.whatsapp.net')).toEqual(MENU_GREETING),
      EVENTUALLY,
    );
  });

  it('says which step failed when no QR can be had, and keeps nothing', async () => {
    const botId = await createBot(ctx.app, owner);
    fake.failNextConnect();
    const failed = await initiateWhatsApp(ctx.app, owner, botId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ success: false, message: 'Error al iniciar la conexión.' });
    expect(await row(botId)).toBeUndefined();

    fake.closeNextBeforeQr();
    const noQr = await initiateWhatsApp(ctx.app, owner, botId);
    expect(noQr.statusCode).toBe(502);
    expect(noQr.json()).toMatchObject({
      success: false,
      message: 'No se pudo generar el código QR. Inténtalo de nuevo.',
    });
    expect(await row(botId)).toBeUndefined();
    // The socket closed before it showed a QR: the status says why.
    expect((await whatsappStatus(ctx.app, owner, botId)).json()).toMatchObject({
      status: 'not_connected',
      reason: 'connectionLost',
    });
  });

  it('refuses a request without a bot id', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp/initiate',
      headers: owner.auth,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('plubotId');
  });

  it('logs a deleted bot’s number out instead of answering for it', async () => {
    const botId = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, fake, botId, '34600121212');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/plubots/${botId}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(200);
    socket.receive({ from: '34611232323@s.whatsapp.net', text: 'hola' });
    await vi.waitFor(() => expect(socket.loggedOut).toBe(true), EVENTUALLY);
    expect(socket.sent).toEqual([]);
  });

  it('abandons a pairing whose QR expires unscanned', async () => {
    const botId = await createBot(ctx.app, owner);
    await initiateWhatsApp(ctx.app, owner, botId);
    fake.latest().close('qrExpired');
    await vi.waitFor(async () => expect(await row(botId)).toBeUndefined(), EVENTUALLY);
    expect((await whatsappStatus(ctx.app, owner, botId)).json()).toMatchObject({ status: 'not_connected' });
  });
});

describe.each(testDatabaseKinds)('WhatsApp after a restart on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let restarted: App | undefined;

  afterAll(async () => {
    await restarted?.close();
    await ctx?.close();
  });

  it('reopens every linked number with its stored credentials, without a new QR', async () => {
    const before = createFakeWhatsApp();
    ctx = await buildTestApp(kind, {}, { whatsappTransportFactory: before.factory });
    const owner = await createVerifiedUser(ctx.app, 'wa-restart@plubot.com');
    const linkedBot = await createBot(ctx.app, owner);
    const pairingBot = await createBot(ctx.app, owner, { name: 'Orion' });
    const socket = await linkNumber(ctx.app, owner, before, linkedBot, '34622000333');
    await initiateWhatsApp(ctx.app, owner, pairingBot);
    const savedCreds = socket.loaded.creds;
    await ctx.app.close();
    expect(socket.ended).toBe(true);
    expect(socket.loggedOut).toBe(false);

    const after = createFakeWhatsApp();
    restarted = await buildApp({
      config: ctx.config,
      db: ctx.db,
      databaseKind: ctx.app.databaseKind,
      whatsappTransportFactory: after.factory,
    });
    await restarted.ready();
    await vi.waitFor(() => expect(after.sockets[0]?.openedAs).toBe('34622000333'), EVENTUALLY);
    expect(after.sockets).toHaveLength(1);
    const reopened = after.openedAs('34622000333');
    expect(reopened.loaded.creds).toBe(savedCreds);
    expect(reopened.qrs).toEqual([]);

    const login = await restarted.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'wa-restart@plubot.com', password: 'Secreta123!' },
    });
    const auth = { auth: { authorization: `Bearer ${login.json().access_token}` } } as typeof owner;
    expect((await whatsappStatus(restarted, auth, linkedBot)).json()).toMatchObject({
      status: 'connected',
      whatsappNumber: '+34622000333',
    });
    reopened.receive({ from: '34633000444@s.whatsapp.net', text: 'hola' });
    await vi.waitFor(
      () => expect(reopened.textsTo('34633000444@s.whatsapp.net')).toEqual(MENU_GREETING),
      EVENTUALLY,
    );
  });
});

describe.each(testDatabaseKinds)('WhatsApp with two server copies on %s', (kind) => {
  const lease = { leaseMs: 500, renewMs: 100 };
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let other: App | undefined;

  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  const row = async (plubotId: string) =>
    (await ctx.db.select().from(whatsappConnections).where(eq(whatsappConnections.plubotId, plubotId)))[0];

  it('one copy serves a number; another takes it over when that copy stops or its lease runs out', async () => {
    const first = createFakeWhatsApp();
    ctx = await buildTestApp(kind, {}, { whatsappTransportFactory: first.factory, whatsappLease: lease });
    const owner = await createVerifiedUser(ctx.app, 'wa-copies@plubot.com');
    const bot = await createBot(ctx.app, owner);
    const socket = await linkNumber(ctx.app, owner, first, bot, '34622000555');

    const second = createFakeWhatsApp();
    other = await buildApp({
      config: ctx.config,
      db: ctx.db,
      databaseKind: ctx.app.databaseKind,
      whatsappTransportFactory: second.factory,
      whatsappLease: lease,
    });
    await other.ready();
    // The first copy keeps renewing its lease: the second never opens the number, even well after
    // the lease it started with would have run out (lease times are the database's own clock).
    const leaseUntil = async () => (await row(bot))?.leaseUntil?.getTime() ?? 0;
    const startingLease = await leaseUntil();
    await vi.waitFor(
      async () =>
        expect(await leaseUntil()).toBeGreaterThan(startingLease + lease.leaseMs + 2 * lease.renewMs),
      EVENTUALLY,
    );
    expect(second.sockets).toHaveLength(0);

    // The first copy stops: it hands the number over, and the second opens it with the stored
    // credentials (no new QR) and answers.
    await ctx.app.close();
    expect(socket.ended).toBe(true);
    await vi.waitFor(() => expect(second.sockets[0]?.openedAs).toBe('34622000555'), EVENTUALLY);
    const takenOver = second.openedAs('34622000555');
    expect(takenOver.qrs).toEqual([]);
    takenOver.receive({ from: '34633000666@s.whatsapp.net', text: 'hola' });
    await vi.waitFor(
      () => expect(takenOver.textsTo('34633000666@s.whatsapp.net')).toEqual(MENU_GREETING),
      EVENTUALLY,
    );

    // Another copy claims the number (as after a network split): this one stands down, and takes
    // the number back once that copy's lease runs out unrenewed.
    await ctx.db
      .update(whatsappConnections)
      .set({ holder: 'a-copy-that-died', leaseUntil: new Date(Date.now() + lease.leaseMs) })
      .where(eq(whatsappConnections.plubotId, bot));
    await vi.waitFor(() => expect(takenOver.ended).toBe(true), EVENTUALLY);
    expect(takenOver.loggedOut).toBe(false);
    await vi.waitFor(() => expect(second.sockets).toHaveLength(2), EVENTUALLY);
    await vi.waitFor(() => expect(second.sockets[1]?.openedAs).toBe('34622000555'), EVENTUALLY);
    expect(second.sockets[1]?.qrs).toEqual([]);

    // Disconnected through another copy (the row is gone): this copy logs the device out.
    await ctx.db.delete(whatsappConnections).where(eq(whatsappConnections.plubotId, bot));
    await vi.waitFor(() => expect(second.sockets[1]?.loggedOut).toBe(true), EVENTUALLY);
  });
});
