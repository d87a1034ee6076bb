import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema';
import { createVerifiedUser, lastMailTo, tokenFromLink } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

describe.each(testDatabaseKinds)('accounts on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('register', () => {
    it.each([
      [{ name: '', email: 'a@b.com', password: 'Secreta123' }, 'name', 'Por favor completa todos los campos'],
      [{ name: 'Ana', email: '', password: 'Secreta123' }, 'email', 'Por favor completa todos los campos'],
      [{ name: 'Ana', email: 'a@b.com' }, 'password', 'Por favor completa todos los campos'],
      [
        { name: 'Ana', email: 'a@b.com', password: 'corta' },
        'password',
        'La contraseña debe tener al menos 8 caracteres',
      ],
      [
        { name: 'Ana', email: 'no-es-email', password: 'Secreta123' },
        'email',
        'Por favor ingresa un email válido',
      ],
      [
        { name: 'Ana', email: 'a b@c.com', password: 'Secreta123' },
        'email',
        'Por favor ingresa un email válido',
      ],
      [
        { name: 'Ana', email: `${'a'.repeat(65)}@c.com`, password: 'Secreta123' },
        'email',
        'Por favor ingresa un email válido',
      ],
      [{ name: 'Ana', email: 'a@c.c', password: 'Secreta123' }, 'email', 'Por favor ingresa un email válido'],
    ])('rejects %j with the message of §5', async (payload, field, message) => {
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toContain(message);
      expect(response.json()).toMatchObject({ success: false, status: 'error', code: 'VALIDATION_ERROR' });
    });

    it('answers in English when asked', async () => {
      const response = await post(
        '/api/auth/register',
        { name: 'Ana', email: 'a@b.com', password: 'x' },
        { 'accept-language': 'en' },
      );
      expect(response.json().errors.password).toContain('The password must have at least 8 characters');
    });

    it('stores the e-mail trimmed and lower-cased and mails a verification link', async () => {
      const response = await post('/api/auth/register', {
        name: 'Ana',
        email: '  Ana.Reg@Plubot.COM ',
        password: 'Secreta123',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        status: 'success',
        message: '¡Registro exitoso! Revisa tu correo para verificar.',
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.email, 'ana.reg@plubot.com'));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.isVerified).toBe(false);
      const { mail, link } = lastMailTo(ctx.app, 'ana.reg@plubot.com');
      expect(mail.subject).toBe('Verifica tu correo en Plubot');
      expect(link).toMatch(/\/auth\/verify-email\/[\w-]{40,}$/);
      expect(mail.html).toContain(link);
      const stored = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, row!.id));
      expect(stored.map((t) => t.tokenHash)).not.toContain(tokenFromLink(link));
    });

    it('answers a known e-mail exactly like a new one and mails the owner instead', async () => {
      const first = await createVerifiedUser(ctx.app, 'dup@plubot.com');
      const again = await post('/api/auth/register', {
        name: 'Intruso',
        email: 'DUP@plubot.com',
        password: 'OtraClave123',
      });
      const fresh = await post('/api/auth/register', {
        name: 'Nuevo',
        email: 'fresh@plubot.com',
        password: 'OtraClave123',
      });
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.json()).toEqual(fresh.json());
      expect(lastMailTo(ctx.app, 'dup@plubot.com').mail.subject).toBe('Intento de registro en Plubot');
      const login = await post('/api/auth/login', { email: 'dup@plubot.com', password: 'Secreta123!' });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.name).toBe(first.user.name);
    });
  });

  describe('verification', () => {
    it('verifies once; the link cannot be used twice', async () => {
      await post('/api/auth/register', { name: 'Vera', email: 'vera@plubot.com', password: 'Secreta123' });
      const token = tokenFromLink(lastMailTo(ctx.app, 'vera@plubot.com').link);
      const first = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe('¡Correo verificado con éxito! Ya puedes iniciar sesión.');
      const second = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('ALREADY_VERIFIED');
    });

    it('refuses an expired or unknown token', async () => {
      await post('/api/auth/register', { name: 'Exp', email: 'exp@plubot.com', password: 'Secreta123' });
      const token = tokenFromLink(lastMailTo(ctx.app, 'exp@plubot.com').link);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, 'exp@plubot.com'));
      await ctx.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, user!.id));
      const expired = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('VERIFICATION_TOKEN_INVALID');
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify-email/nope' });
      expect(unknown.statusCode).toBe(400);
    });

    it('keeps an unverified account out with a code the client can act on, and resends', async () => {
      await post('/api/auth/register', { name: 'Sin', email: 'sin@plubot.com', password: 'Secreta123' });
      const login = await post('/api/auth/login', { email: 'sin@plubot.com', password: 'Secreta123' });
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe('EMAIL_NOT_VERIFIED');
      const before = ctx.app.mailer.listOutbox().length;
      const resend = await post('/api/auth/resend-verification', { email: 'sin@plubot.com' });
      const unknown = await post('/api/auth/resend-verification', { email: 'nadie@plubot.com' });
      expect(resend.json()).toEqual(unknown.json());
      expect(resend.statusCode).toBe(unknown.statusCode);
      expect(ctx.app.mailer.listOutbox().length).toBe(before + 1);
    });

    it('never accepts a verification token as an access token', async () => {
      await post('/api/auth/register', { name: 'Tok', email: 'tok@plubot.com', password: 'Secreta123' });
      const token = tokenFromLink(lastMailTo(ctx.app, 'tok@plubot.com').link);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('login and sessions', () => {
    it('logs in with the body of §7 and reads the profile', async () => {
      const session = await createVerifiedUser(ctx.app, 'login@plubot.com');
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: session.auth,
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        success: true,
        status: 'success',
        user: {
          email: 'login@plubot.com',
          is_verified: true,
          role: 'user',
          plan: 'free',
          level: 1,
          pluCoins: 0,
        },
      });
    });

    it('says "Credenciales inválidas" for a wrong password and for an unknown e-mail alike', async () => {
      await createVerifiedUser(ctx.app, 'wrong@plubot.com');
      const wrong = await post('/api/auth/login', { email: 'wrong@plubot.com', password: 'NoEsLaClave1' });
      const unknown = await post('/api/auth/login', { email: 'ghost@plubot.com', password: 'NoEsLaClave1' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Credenciales inválidas');
      }
    });

    it('rotates refresh tokens and revokes the family when a rotated one is reused', async () => {
      const session = await createVerifiedUser(ctx.app, 'rotate@plubot.com');
      const first = await post('/api/auth/refresh', { refresh_token: session.refreshToken });
      expect(first.statusCode).toBe(200);
      const rotated = first.json();
      expect(rotated.refresh_token).not.toBe(session.refreshToken);
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${rotated.access_token}` },
      });
      expect(profile.statusCode).toBe(200);

      const reuse = await post('/api/auth/refresh', { refresh_token: session.refreshToken });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().code).toBe('REFRESH_REUSED');
      const afterTheft = await post('/api/auth/refresh', { refresh_token: rotated.refresh_token });
      expect(afterTheft.statusCode).toBe(401);
      const revokedAccess = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${rotated.access_token}` },
      });
      expect(revokedAccess.statusCode).toBe(401);
    });

    it('logout ends the session', async () => {
      const session = await createVerifiedUser(ctx.app, 'logout@plubot.com');
      const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.auth });
      expect(logout.statusCode).toBe(200);
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: session.auth,
      });
      expect(profile.statusCode).toBe(401);
      const refresh = await post('/api/auth/refresh', { refresh_token: session.refreshToken });
      expect(refresh.statusCode).toBe(401);
    });

    it('refuses a token signed with another secret', async () => {
      const { signAccessToken } = await import('../src/modules/auth/accessTokens');
      const session = await createVerifiedUser(ctx.app, 'forged@plubot.com');
      const forged = await signAccessToken('x'.repeat(40), {
        userId: session.user.id,
        sessionId: 'whatever',
      });
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('passwords', () => {
    it('changes the password, keeps this session and closes the others', async () => {
      const here = await createVerifiedUser(ctx.app, 'change@plubot.com');
      const other = await post('/api/auth/login', { email: 'change@plubot.com', password: 'Secreta123!' });
      const otherAuth = { authorization: `Bearer ${other.json().access_token}` };

      const missing = await post(
        '/api/auth/change-password',
        { current_password: '', new_password: 'x' },
        here.auth,
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.current_password).toContain('Todos los campos son obligatorios.');

      const wrong = await post(
        '/api/auth/change-password',
        { current_password: 'NoEs12345', new_password: 'NuevaClave123' },
        here.auth,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('La contraseña actual es incorrecta.');

      const ok = await post(
        '/api/auth/change-password',
        { current_password: 'Secreta123!', new_password: 'NuevaClave123' },
        here.auth,
      );
      expect(ok.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: here.auth })).statusCode,
      ).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: otherAuth })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { email: 'change@plubot.com', password: 'NuevaClave123' })).statusCode,
      ).toBe(200);
    });

    it('resets a forgotten password once, within the hour, and closes every session', async () => {
      const session = await createVerifiedUser(ctx.app, 'forgot@plubot.com');
      const known = await post('/api/auth/forgot-password', { email: 'forgot@plubot.com' });
      const unknown = await post('/api/auth/forgot-password', { email: 'nobody@plubot.com' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const { link, mail } = lastMailTo(ctx.app, 'forgot@plubot.com');
      expect(mail.subject).toBe('Restablece tu contraseña de Plubot');
      expect(link).toMatch(/\/reset-password\/[\w-]+$/);
      const token = tokenFromLink(link);

      const short = await post('/api/auth/reset-password', { token, new_password: 'corta' });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.new_password).toContain(
        'La nueva contraseña debe tener al menos 8 caracteres',
      );

      const verifyWithReset = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(verifyWithReset.statusCode).toBe(400);

      const reset = await post('/api/auth/reset-password', { token, new_password: 'Restablecida1' });
      expect(reset.statusCode).toBe(200);
      const again = await post('/api/auth/reset-password', { token, new_password: 'OtraMas12345' });
      expect(again.statusCode).toBe(400);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: session.auth })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { email: 'forgot@plubot.com', password: 'Restablecida1' })).statusCode,
      ).toBe(200);
    });

    it('refuses a reset link older than one hour', async () => {
      await createVerifiedUser(ctx.app, 'late@plubot.com');
      await post('/api/auth/forgot-password', { email: 'late@plubot.com' });
      const token = tokenFromLink(lastMailTo(ctx.app, 'late@plubot.com').link);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, 'late@plubot.com'));
      await ctx.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(authTokens.userId, user!.id));
      const response = await post('/api/auth/reset-password', { token, new_password: 'Restablecida1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('RESET_TOKEN_INVALID');
    });
  });

  describe('profile', () => {
    it('updates only the caller: name, preferences and a checked picture', async () => {
      const ana = await createVerifiedUser(ctx.app, 'ana.profile@plubot.com');
      const bob = await createVerifiedUser(ctx.app, 'bob.profile@plubot.com', 'Secreta123!', 'Bob');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const boundary = '----plubot';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna Nueva\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="preferences"\r\n\r\n{"language":"en","ultraMode":true}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-profile',
        headers: { ...ana.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      const user = response.json().user;
      expect(user).toMatchObject({ name: 'Ana Nueva', preferences: { language: 'en', ultraMode: true } });
      const picture = await ctx.app.inject({ method: 'GET', url: user.profile_picture });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');

      const bobProfile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bob.auth });
      expect(bobProfile.json().user.name).toBe('Bob');
    });

    it('refuses a file that is not an image, whatever its declared type', async () => {
      const ana = await createVerifiedUser(ctx.app, 'fake.pic@plubot.com');
      const boundary = '----plubot';
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-profile',
        headers: { ...ana.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n` +
          `<script>alert(1)</script>\r\n--${boundary}--\r\n`,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.picture).toContain('La imagen debe ser PNG, JPEG, GIF o WebP.');
    });

    it('requires a token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Debes iniciar sesión para continuar.');
    });
  });

  describe('subscribe and Google when not configured', () => {
    it('stores a subscriber once and answers the same for a repeat', async () => {
      const first = await post('/api/subscribe', { email: 'Arq@plubot.com' });
      const again = await post('/api/subscribe', { email: 'arq@plubot.com' });
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const invalid = await post('/api/subscribe', { email: 'nope' });
      expect(invalid.statusCode).toBe(422);
    });

    it('says Google sign-in is not configured instead of faking a login', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/login' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'GOOGLE_NOT_CONFIGURED',
        message: 'El inicio de sesión con Google no está configurado',
      });
    });
  });
});

describe('rate limits', () => {
  it('answers 429 with a Spanish message past the limit', async () => {
    const ctx = await buildTestApp('pglite', { RATE_LIMIT_AUTH_MAX: '3' });
    try {
      const statuses: number[] = [];
      let last: { json: () => { message: string } } | undefined;
      for (let i = 0; i < 5; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@plubot.com', password: 'whatever1' },
        });
        statuses.push(response.statusCode);
        last = response;
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      expect(last?.json().message).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
    } finally {
      await ctx.close();
    }
  });
});
