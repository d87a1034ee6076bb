import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plubots, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

// Issue #24 point 18: the chat page's `?theme=` and the widget's `data-theme` reach the server as
// `GET /api/public/plubots/:publicId?theme=…`; the theme answered is one the bot's owner unlocked.
describe.each(testDatabaseKinds)('premium widget themes decided by the server on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Owner;
  let botId: string;
  let publicId: string;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000', RATE_LIMIT_FACTS_MAX: '100000' });
    owner = await createVerifiedUser(ctx.app, `themes-${kind}@plubot.com`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Nova', tone: 'neutral' },
    });
    ({ id: botId, public_id: publicId } = created.json().plubot);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${botId}/embed`,
      headers: owner.auth,
      payload: { theme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const themeFor = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/public/plubots/${publicId}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().plubot.embed.theme as string;
  };
  const unlock = async (who: Owner, theme: string) => {
    await ctx.db.update(users).set({ plucoins: 1000 }).where(eq(users.id, who.user.id));
    const unlocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/unlock',
      headers: who.auth,
      payload: { kind: 'widget_theme', itemId: theme },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
  };

  it('answers the saved theme when the page asks for a premium theme the owner has not unlocked', async () => {
    expect(await themeFor('')).toBe('dark');
    for (const premium of ['galaxia', 'aurora', 'nebulosa']) {
      expect(await themeFor(`?theme=${premium}`)).toBe('dark');
    }
    // Free themes are everyone's; anything unknown is ignored.
    expect(await themeFor('?theme=light')).toBe('light');
    expect(await themeFor('?theme=auto')).toBe('auto');
    expect(await themeFor('?theme=arcoiris')).toBe('dark');
  });

  it('does not count another user’s unlock', async () => {
    const stranger = await createVerifiedUser(ctx.app, `themes-stranger-${kind}@plubot.com`);
    await unlock(stranger, 'galaxia');
    expect(await themeFor('?theme=galaxia')).toBe('dark');
  });

  it('falls back to the free default when a premium theme was stored without being unlocked', async () => {
    await ctx.db
      .update(plubots)
      .set({ embedConfig: sql`${JSON.stringify({ theme: 'aurora' })}::jsonb` })
      .where(eq(plubots.id, botId));
    expect(await themeFor('')).toBe('light');
    expect(await themeFor('?theme=aurora')).toBe('light');
    expect(await themeFor('?theme=dark')).toBe('dark');
  });

  it('answers a premium theme once the owner unlocked it, and only that one', async () => {
    await unlock(owner, 'galaxia');
    expect(await themeFor('?theme=galaxia')).toBe('galaxia');
    expect(await themeFor('?theme=nebulosa')).toBe('light');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${botId}/embed`,
      headers: owner.auth,
      payload: { theme: 'galaxia' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await themeFor('')).toBe('galaxia');
    expect(await themeFor('?theme=nebulosa')).toBe('galaxia');
  });

  it('refuses an over-long theme query as a bad request', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/plubots/${publicId}?theme=${'x'.repeat(41)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
