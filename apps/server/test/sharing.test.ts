import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plubots, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

describe.each(testDatabaseKinds)('sharing on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let botId: string;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { APP_ORIGIN: 'https://plubot.example' });
    owner = await createVerifiedUser(ctx.app, 'share@plubot.com');
    stranger = await createVerifiedUser(ctx.app, 'other@plubot.com');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Compartido', tone: 'servicial' },
    });
    botId = created.json().plubot.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const embed = (payload: object | undefined, headers = owner.auth) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${botId}/embed`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('answers the public id and QR address with the defaults of §3', async () => {
    const response = await embed(undefined);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.embed).toEqual({
      theme: 'light',
      position: 'right',
      width: '350px',
      height: '500px',
      primaryColor: '#4facfe',
      welcomeMessage: 'Hola! Soy tu asistente virtual.',
    });
    expect(data.qrCodeUrl).toBe(`https://plubot.example/api/qr/${data.publicId}.png`);
    expect(data.chatUrl).toBe(`https://plubot.example/chat/${data.publicId}`);
    const again = await embed({ theme: 'dark', position: 'left', primaryColor: '#112233' });
    expect(again.json().data.publicId).toBe(data.publicId);
    const publicInfo = await ctx.app.inject({ method: 'GET', url: `/api/public/plubots/${data.publicId}` });
    expect(publicInfo.json().plubot.embed).toMatchObject({
      theme: 'dark',
      position: 'left',
      primaryColor: '#112233',
    });
  });

  it.each([
    [
      { theme: 'neon' },
      'theme',
      'El tema debe ser claro, oscuro, automático o uno premium (galaxia, aurora, nebulosa).',
    ],
    [{ width: 'ancho' }, 'width', 'El tamaño debe ser un número con px, %, vh o vw (p. ej. 350px).'],
    [{ primaryColor: 'blue' }, 'primaryColor', 'El color debe ser un código hexadecimal como #4FACFE.'],
    [
      { welcomeMessage: 'x'.repeat(301) },
      'welcomeMessage',
      'El mensaje de bienvenida no puede exceder los 300 caracteres.',
    ],
  ])('rejects %j', async (payload, field, message) => {
    const response = await embed(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('refuses a premium theme the owner has not unlocked, and keeps the saved look', async () => {
    await embed({ theme: 'dark' });
    const refused = await embed({ theme: 'galaxia', primaryColor: '#123456' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.theme).toEqual([
      'Este tema premium está bloqueado: desbloquéalo con PluCoins antes de usarlo.',
    ]);
    const english = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${botId}/embed`,
      headers: { ...owner.auth, 'accept-language': 'en' },
      payload: { theme: 'aurora' },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.theme).toEqual([
      'This premium theme is locked: unlock it with PluCoins before using it.',
    ]);
    const [row] = await ctx.db.select().from(plubots).where(eq(plubots.id, botId));
    expect(row?.embedConfig).toMatchObject({ theme: 'dark' });
  });

  it('accepts a premium theme once the owner unlocked it with PluCoins, and only that one', async () => {
    await ctx.db.update(users).set({ plucoins: 200 }).where(eq(users.id, owner.user.id));
    const unlocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/unlock',
      headers: owner.auth,
      payload: { kind: 'widget_theme', itemId: 'nebulosa' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const saved = await embed({ theme: 'nebulosa' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.embed.theme).toBe('nebulosa');
    const publicInfo = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/plubots/${saved.json().data.publicId}`,
    });
    expect(publicInfo.json().plubot.embed.theme).toBe('nebulosa');
    expect((await embed({ theme: 'galaxia' })).statusCode).toBe(422);
  });

  it('is owner only', async () => {
    expect((await embed({}, stranger.auth)).statusCode).toBe(404);
  });

  it('draws a 200×200 QR that decodes to the chat link, and an SVG', async () => {
    const { data } = (await embed(undefined)).json();
    const png = await ctx.app.inject({ method: 'GET', url: `/api/qr/${data.publicId}.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(png.rawPayload);
    expect([image.width, image.height]).toEqual([200, 200]);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(`https://plubot.example/chat/${data.publicId}`);

    const svg = await ctx.app.inject({ method: 'GET', url: `/api/qr/${data.publicId}.svg` });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/qr/unknown.png' })).statusCode).toBe(404);
  });
});
