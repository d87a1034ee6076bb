import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, tokenFromLink } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

// Issue #24, point 2: registering again over an address nobody verified yet. A verification link
// confirms the password chosen in the registration that sent it, and a newer registration voids
// the older links — so a stranger's password is never confirmed by the mailbox owner's click.
describe.each(testDatabaseKinds)('registering over an unverified account on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const verify = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const register = (email: string, password: string, name: string) =>
    post('/api/auth/register', { name, email, password });

  it('stranger first, owner second: the owner’s link confirms the owner’s password only', async () => {
    const email = `primero-intruso-${kind}@plubot.com`;
    expect((await register(email, 'ClaveDelIntruso1!', 'Soporte')).statusCode).toBe(201);
    const strangerLink = tokenFromLink(lastMailTo(ctx.app, email).link);
    expect((await register(email, 'ClaveDeVera1!', 'Vera')).statusCode).toBe(201);
    const { mail, link } = lastMailTo(ctx.app, email);
    expect(mail.subject).toBe('Nuevo registro con tu correo en Plubot');

    const stale = await verify(strangerLink);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('VERIFICATION_TOKEN_INVALID');
    expect((await verify(tokenFromLink(link))).statusCode).toBe(200);

    const owner = await login(email, 'ClaveDeVera1!');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.name).toBe('Vera');
    const stranger = await login(email, 'ClaveDelIntruso1!');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('owner first, stranger second: the owner’s older link no longer verifies anything', async () => {
    const email = `primero-dueno-${kind}@plubot.com`;
    await register(email, 'ClaveDeOlga1!', 'Olga');
    const ownerLink = tokenFromLink(lastMailTo(ctx.app, email).link);
    await register(email, 'ClaveDelIntruso1!', 'Soporte');
    const strangerMail = lastMailTo(ctx.app, email);
    expect(strangerMail.mail.subject).toBe('Nuevo registro con tu correo en Plubot');
    expect(strangerMail.mail.text).toContain('Los enlaces de verificación anteriores ya no funcionan');

    const stale = await verify(ownerLink);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('VERIFICATION_TOKEN_INVALID');
    const stranger = await login(email, 'ClaveDelIntruso1!');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('EMAIL_NOT_VERIFIED');

    // The owner takes the account with a reset link; the stranger's pending link dies with it.
    await post('/api/auth/forgot-password', { email });
    const reset = tokenFromLink(lastMailTo(ctx.app, email).link);
    expect(
      (await post('/api/auth/reset-password', { token: reset, new_password: 'ClaveNueva1!' })).statusCode,
    ).toBe(200);
    expect((await verify(tokenFromLink(strangerMail.link))).statusCode).toBe(400);
    expect((await login(email, 'ClaveNueva1!')).statusCode).toBe(200);
    expect((await login(email, 'ClaveDelIntruso1!')).statusCode).toBe(401);
  });

  it('a resent link confirms the latest registration’s password', async () => {
    const email = `reenvio-${kind}@plubot.com`;
    await register(email, 'ClaveVieja1!', 'Primero');
    await register(email, 'ClaveUltima1!', 'Ultimo');
    await post('/api/auth/resend-verification', { email });
    expect((await verify(tokenFromLink(lastMailTo(ctx.app, email).link))).statusCode).toBe(200);
    expect((await login(email, 'ClaveUltima1!')).statusCode).toBe(200);
    expect((await login(email, 'ClaveVieja1!')).statusCode).toBe(401);
  });
});
