import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { followToRedirectUri, startLocalOidcProvider } from './localOidcProvider';
import { testDatabaseKinds } from './testDatabases';

const APP_ORIGIN = 'http://localhost:3999';
const REDIRECT_URI = `${APP_ORIGIN}/auth/google/callback`;

describe.each(testDatabaseKinds)('Google sign-in (OpenID Connect) on %s', (kind) => {
  let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    oidc = await startLocalOidcProvider({
      redirectUri: REDIRECT_URI,
      clientId: 'plubot-web',
      clientSecret: 's3cr3t',
    });
    ctx = await buildTestApp(kind, {
      APP_ORIGIN,
      GOOGLE_CLIENT_ID: 'plubot-web',
      GOOGLE_CLIENT_SECRET: 's3cr3t',
      GOOGLE_ISSUER: oidc.issuer,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await oidc?.close();
  });

  /** The sign-in cookie each started sign-in left in its browser, by state. */
  const browserCookies = new Map<string, string>();

  async function startLogin(clientState?: string) {
    const query = clientState ? `?state=${encodeURIComponent(clientState)}` : '';
    const response = await ctx.app.inject({ method: 'GET', url: `/api/auth/google/login${query}` });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    const cookie = response.cookies.find((candidate) => candidate.name === 'plubot_google_signin');
    browserCookies.set(url.searchParams.get('state') ?? '', `${cookie?.name}=${cookie?.value}`);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    return url;
  }

  function callback(returned: URL, overrides: Record<string, string> = {}) {
    const params = new URLSearchParams(returned.search);
    const cookie = browserCookies.get(params.get('state') ?? '') ?? '';
    for (const [key, value] of Object.entries(overrides)) params.set(key, value);
    return ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?${params}`,
      headers: { cookie },
    });
  }

  it('creates a verified user through the whole code flow and carries the client state', async () => {
    const clientState = Buffer.from(JSON.stringify({ isRegister: true, email: 'nova@gmail.com' })).toString(
      'base64',
    );
    oidc.signInAs({ sub: 'google-1', email: 'Nova@Gmail.com', email_verified: true, name: 'Nova Star' });
    const returned = await followToRedirectUri((await startLogin(clientState)).toString(), REDIRECT_URI);
    expect(returned.searchParams.get('code'), returned.toString()).toBeTruthy();

    const response = await callback(returned);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      status: 'success',
      user: {
        email: 'nova@gmail.com',
        name: 'Nova Star',
        is_verified: true,
        google_linked: true,
        has_password: false,
      },
      state: clientState,
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.statusCode).toBe(200);

    const replay = await callback(returned);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('GOOGLE_INVALID_STATE');
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const existing = await createVerifiedUser(ctx.app, 'linked@plubot.com');
    oidc.signInAs({ sub: 'google-2', email: 'linked@plubot.com', email_verified: true, name: 'Otro Nombre' });
    const returned = await followToRedirectUri((await startLogin()).toString(), REDIRECT_URI);
    const response = await callback(returned);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: existing.user.id,
      google_linked: true,
      has_password: true,
    });
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'linked@plubot.com'));
    expect(rows).toHaveLength(1);
  });

  it('rejects a wrong state and creates nobody', async () => {
    oidc.signInAs({ sub: 'google-3', email: 'wrongstate@gmail.com', email_verified: true, name: 'Mal' });
    const returned = await followToRedirectUri((await startLogin()).toString(), REDIRECT_URI);
    const response = await callback(returned, { state: 'not-the-state-we-issued' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'GOOGLE_INVALID_STATE',
      message: 'La solicitud de inicio de sesión con Google no es válida o ha expirado. Inténtalo de nuevo.',
    });
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'wrongstate@gmail.com'));
    expect(rows).toHaveLength(0);
  });

  it('rejects a forged code', async () => {
    oidc.signInAs({ sub: 'google-4', email: 'forged@gmail.com', email_verified: true, name: 'F' });
    const returned = await followToRedirectUri((await startLogin()).toString(), REDIRECT_URI);
    const response = await callback(returned, { code: 'forged-code' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Error en la autenticación con Google');
  });

  it('refuses an account whose e-mail Google has not verified', async () => {
    oidc.signInAs({ sub: 'google-5', email: 'unverified@gmail.com', email_verified: false, name: 'U' });
    const returned = await followToRedirectUri((await startLogin()).toString(), REDIRECT_URI);
    const response = await callback(returned);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('GOOGLE_EMAIL_UNVERIFIED');
  });

  it('reports a missing code with the spec message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/callback?state=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No se recibió un código de autorización válido.');
  });
});
