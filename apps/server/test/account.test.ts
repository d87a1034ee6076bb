import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions, plubots, subscribers, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';

// 'Descargar mis datos' and 'Eliminar mi cuenta': the owner gets everything the account owns,
// without secrets, and erasing it takes every bot and conversation with it.
describe.each(testDatabaseKinds)('account data on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function ownerWithConversation(email: string) {
    const owner = await createVerifiedUser(ctx.app, email);
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: '¡Hola! Soy Nova.',
    });
    const started = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.publicId}/start` });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${started.json().sessionId}/reply`,
      payload: { text: 'Ana' },
    });
    return { owner, bot };
  }

  it('exports the account, its bots, flows and conversations, and no secret', async () => {
    const { owner, bot } = await ownerWithConversation(`export-${kind}@plubot.com`);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/export', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="plubot-mis-datos-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = response.json();
    expect(data).toMatchObject({
      format: 'plubot-account-export',
      version: 1,
      account: { email: `export-${kind}@plubot.com`, name: 'Ana Estelar', hasPassword: true },
    });
    expect(data.plubots).toHaveLength(1);
    const [exported] = data.plubots;
    expect(exported).toMatchObject({ id: bot.id, name: 'Nova' });
    expect(exported.flow.nodes.length).toBeGreaterThan(3);
    expect(exported.versions.length).toBeGreaterThanOrEqual(1);
    expect(exported.conversations).toHaveLength(1);
    expect(exported.conversations[0].messages.map((message: { text: string }) => message.text)).toContain(
      'Ana',
    );
    const text = response.body;
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(owner.refreshToken);
  });

  it('keeps everything when the password is wrong, and erases everything when it is right', async () => {
    const email = `borrar-${kind}@plubot.com`;
    const { owner, bot } = await ownerWithConversation(email);
    await ctx.db.insert(subscribers).values({ email });

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { password: 'NoEsLaMia1!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'ACCOUNT_PASSWORD_WRONG',
      message: 'La contraseña no es correcta.',
    });
    expect(await ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(1);

    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { password: 'Secreta123!' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().message).toBe('Tu cuenta y todos sus datos se han eliminado.');
    expect(await ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(plubots).where(eq(plubots.id, bot.id))).toHaveLength(0);
    expect(await ctx.db.select().from(chatSessions).where(eq(chatSessions.plubotId, bot.id))).toHaveLength(0);
    expect(await ctx.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(0);

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: owner.auth });
    expect(profile.statusCode).toBe(401);
    const chat = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.publicId}/start` });
    expect(chat.statusCode).toBe(404);
  });

  it('asks an account without a password to type its e-mail instead', async () => {
    const email = `google-${kind}@plubot.com`;
    const owner = await createVerifiedUser(ctx.app, email);
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, owner.user.id));
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { confirm_email: 'otra@plubot.com' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('ACCOUNT_CONFIRMATION_MISMATCH');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: owner.auth,
      payload: { confirm_email: email.toUpperCase() },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses both to anyone signed out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/export' })).statusCode).toBe(401);
    const deleted = await ctx.app.inject({ method: 'POST', url: '/api/auth/delete-account', payload: {} });
    expect(deleted.statusCode).toBe(401);
  });
});
