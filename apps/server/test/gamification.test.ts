import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

describe.each(testDatabaseKinds)('gamification on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    user = await createVerifiedUser(ctx.app, 'game@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });

  it('unlocks an achievement once and rewards it once', async () => {
    const first = await post('/api/gamification/events', { type: 'achievement', id: 'embed_master' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      unlocked: 'embed_master',
      xp: 25,
      pluCoins: 15,
      message: '¡Logro desbloqueado: Maestro del Embed!',
    });
    const again = await post('/api/gamification/events', { type: 'achievement', id: 'embed_master' });
    expect(again.json()).toMatchObject({ unlocked: null, xp: 25, pluCoins: 15 });
    const unknown = await post('/api/gamification/events', { type: 'achievement', id: 'hacker' });
    expect(unknown.statusCode).toBe(422);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/gamification/me', headers: user.auth });
    expect(me.json().achievements.map((a: { id: string }) => a.id)).toEqual(['embed_master']);
    expect(me.json().recentActivities[0]).toMatchObject({ kind: 'achievement' });
  });

  it('gives the daily reward once a day', async () => {
    const first = await post('/api/gamification/daily-reward');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      dailyRewardAvailable: false,
      message: '¡Recompensa diaria reclamada! +10 PluCoins',
    });
    const second = await post('/api/gamification/daily-reward');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Ya reclamaste tu recompensa de hoy. ¡Vuelve mañana!');
  });
});
