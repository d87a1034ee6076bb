import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { startSession } from '../src/modules/auth/sessions';
import { createVerifiedUser, lastMailTo, tokenFromLink } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { followToRedirectUri, type LocalAccount, startLocalOidcProvider } from './localOidcProvider';
import { testDatabaseKinds } from './testDatabases';

const APP_ORIGIN = 'http://localhost:3998';
const REDIRECT_URI = `${APP_ORIGIN}/auth/google/callback`;
const COOKIE = 'plubot_google_signin';

// Issue #24, points 1 and 8: a Google identity never inherits a password nobody verified, and a
// Google callback is only accepted in the browser that started the sign-in.
describe.each(testDatabaseKinds)('Google sign-in against takeovers on %s', (kind) => {
  let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    oidc = await startLocalOidcProvider({
      redirectUri: REDIRECT_URI,
      clientId: 'plubot',
      clientSecret: 's3',
    });
    ctx = await buildTestApp(kind, {
      APP_ORIGIN,
      GOOGLE_CLIENT_ID: 'plubot',
      GOOGLE_CLIENT_SECRET: 's3',
      GOOGLE_ISSUER: oidc.issuer,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await oidc?.close();
  });

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

  /**
   * One browser's trip through Google: it starts the sign-in (keeping the cookie it is given),
   * signs in as `account` on the provider and comes back with the callback's query.
   */
  async function signInOnGoogle(account: LocalAccount) {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    expect(start.statusCode).toBe(200);
    const cookie = start.cookies.find((candidate) => candidate.name === COOKIE);
    expect(cookie).toMatchObject({ path: '/api/auth/google', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    oidc.signInAs(account);
    const returned = await followToRedirectUri(start.json().url, REDIRECT_URI);
    expect(cookie?.value).toBe(returned.searchParams.get('state'));
    return { query: returned.search, cookie: `${COOKIE}=${cookie?.value}` };
  }

  function callback(query: string, headers: Record<string, string> = {}) {
    return ctx.app.inject({ method: 'GET', url: `/api/auth/google/callback${query}`, headers });
  }

  describe('an account registered with the victim’s e-mail and never verified (pre-hijacking)', () => {
    it('is taken over clean: the stranger’s password, sessions and links stop working', async () => {
      const email = `victima-${kind}@gmail.com`;
      const strangerPassword = 'ClaveDelIntruso1!';
      await post('/api/auth/register', { name: 'Soporte', email, password: strangerPassword });
      const oldLink = tokenFromLink(lastMailTo(ctx.app, email).link);
      const [registered] = await ctx.db.select().from(users).where(eq(users.email, email));
      // Should the account hold a session of its own, it must not survive the takeover either.
      const strangerSession = await startSession(ctx.db, ctx.config.JWT_SECRET, registered!.id);

      const google = await signInOnGoogle({
        sub: `g-victim-${kind}`,
        email,
        email_verified: true,
        name: 'Vera',
      });
      const signedIn = await callback(google.query, { cookie: google.cookie });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().user).toMatchObject({
        id: registered!.id,
        name: 'Vera',
        is_verified: true,
        google_linked: true,
        has_password: false,
      });

      const strangerLogin = await post('/api/auth/login', { email, password: strangerPassword });
      expect(strangerLogin.statusCode).toBe(401);
      expect(strangerLogin.json().code).toBe('INVALID_CREDENTIALS');
      const refreshed = await post('/api/auth/refresh', { refresh_token: strangerSession.refresh_token });
      expect(refreshed.statusCode).toBe(401);
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${strangerSession.access_token}` },
      });
      expect(profile.statusCode).toBe(401);
      const verify = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${oldLink}` });
      expect(verify.statusCode).toBe(400);
      expect(verify.json().code).toBe('VERIFICATION_TOKEN_INVALID');

      const victimSession = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${signedIn.json().access_token}` },
      });
      expect(victimSession.statusCode).toBe(200);
    });

    it('lets the owner set a password later through ‘Olvidé mi contraseña’', async () => {
      const email = `sin-clave-${kind}@gmail.com`;
      await post('/api/auth/register', { name: 'Intruso', email, password: 'ClaveDelIntruso1!' });
      const google = await signInOnGoogle({
        sub: `g-later-${kind}`,
        email,
        email_verified: true,
        name: 'Lara',
      });
      expect((await callback(google.query, { cookie: google.cookie })).statusCode).toBe(200);

      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      const resetToken = tokenFromLink(lastMailTo(ctx.app, email).link);
      const reset = await post('/api/auth/reset-password', {
        token: resetToken,
        new_password: 'MiPropiaClave1!',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const login = await post('/api/auth/login', { email, password: 'MiPropiaClave1!' });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ has_password: true, google_linked: true });
    });

    it('links a verified account as it is: its password and sessions go on', async () => {
      const email = `verificada-${kind}@gmail.com`;
      const owner = await createVerifiedUser(ctx.app, email, 'SuClave123!', 'Olga');
      const google = await signInOnGoogle({
        sub: `g-owner-${kind}`,
        email,
        email_verified: true,
        name: 'Otra',
      });
      const signedIn = await callback(google.query, { cookie: google.cookie });
      expect(signedIn.json().user).toMatchObject({ name: 'Olga', has_password: true, google_linked: true });
      expect((await post('/api/auth/login', { email, password: 'SuClave123!' })).statusCode).toBe(200);
      expect((await post('/api/auth/refresh', { refresh_token: owner.refreshToken })).statusCode).toBe(200);
    });
  });

  describe('a callback carried to another browser (login CSRF)', () => {
    it('is refused in a browser that did not start the sign-in, in Spanish or English', async () => {
      const attacker = await signInOnGoogle({
        sub: `g-attacker-${kind}`,
        email: `atacante-${kind}@gmail.com`,
        email_verified: true,
        name: 'Atacante',
      });

      const noCookie = await callback(attacker.query);
      expect(noCookie.statusCode).toBe(400);
      expect(noCookie.json()).toMatchObject({
        code: 'GOOGLE_BROWSER_MISMATCH',
        message:
          'Este inicio de sesión con Google empezó en otro navegador o ha caducado. Vuelve a pulsar «Iniciar sesión con Google» en este navegador.',
      });
      expect(noCookie.json().access_token).toBeUndefined();

      const victim = await signInOnGoogle({
        sub: `g-browser-${kind}`,
        email: `navegador-${kind}@gmail.com`,
        email_verified: true,
        name: 'Nadia',
      });
      const otherBrowser = await callback(attacker.query, { cookie: victim.cookie, 'accept-language': 'en' });
      expect(otherBrowser.statusCode).toBe(400);
      expect(otherBrowser.json()).toMatchObject({
        code: 'GOOGLE_BROWSER_MISMATCH',
        message:
          'This Google sign-in was started in another browser, or it expired. Click “Sign in with Google” again in this browser.',
      });
      const created = await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, `atacante-${kind}@gmail.com`));
      expect(created).toHaveLength(0);

      // The browser that started each sign-in finishes it, and its cookie is cleared.
      const own = await callback(victim.query, { cookie: victim.cookie });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().user.email).toBe(`navegador-${kind}@gmail.com`);
      expect(own.cookies.find((cookie) => cookie.name === COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    });

    it('clears the cookie after a refused callback too, so it is used once', async () => {
      const started = await signInOnGoogle({
        sub: `g-once-${kind}`,
        email: `una-vez-${kind}@gmail.com`,
        email_verified: true,
        name: 'Una',
      });
      const forged = await callback(started.query.replace(/code=[^&]+/, 'code=forged'), {
        cookie: started.cookie,
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe('GOOGLE_EXCHANGE_FAILED');
      expect(forged.cookies.find((cookie) => cookie.name === COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    });
  });
});
