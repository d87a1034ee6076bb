import { ACHIEVEMENTS, PROGRESS_REWARDS, UNLOCK_COSTS } from '@plubot/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationFacts, progressEvents, unlocks, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

async function me(ctx: Ctx, owner: Owner) {
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/gamification/me', headers: owner.auth });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    xp: number;
    pluCoins: number;
    level: number;
    levelName: string;
    streak: number;
    dailyRewardAvailable: boolean;
    achievements: { id: string }[];
    recentActivities: { kind: string }[];
    unlocks: { kind: string; itemId: string; expiresAt: string | null }[];
  };
}

async function ledgerKeys(ctx: Ctx, owner: Owner): Promise<string[]> {
  const rows = await ctx.app.db
    .select({ key: progressEvents.key })
    .from(progressEvents)
    .where(eq(progressEvents.userId, owner.user.id));
  return rows.map((row) => row.key).sort();
}

/** Sets a user's PluCoins directly (a test's starting balance). */
async function setCoins(ctx: Ctx, owner: Owner, plucoins: number) {
  await ctx.app.db.update(users).set({ plucoins }).where(eq(users.id, owner.user.id));
}

describe.each(testDatabaseKinds)('gamification on %s', (kind) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000', RATE_LIMIT_FACTS_MAX: '100000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const post = (owner: Owner, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: owner.auth, ...(payload ? { payload } : {}) });

  it('no longer takes an achievement from the browser', async () => {
    const owner = await createVerifiedUser(ctx.app, `noevents-${kind}@plubot.com`);
    const answer = await post(owner, '/api/gamification/events', { type: 'achievement', id: 'embed_master' });
    expect(answer.statusCode).toBe(404);
    expect((await me(ctx, owner)).achievements).toEqual([]);
  });

  it('pays a bot created, a flow saved with an End, conversations received and a lead, once each', async () => {
    const owner = await createVerifiedUser(ctx.app, `builder-${kind}@plubot.com`);
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
    let state = await me(ctx, owner);
    expect(state.achievements.map((a) => a.id)).toEqual(['first_plubot']);
    // first_bot 50 + first_plubot 20 + first_flow_with_end 50
    expect(state.xp).toBe(120);
    expect(state.level).toBe(2);
    expect(state.levelName).toBe('Arquitecto de Flujos');

    // Saving again with an End pays nothing more.
    const again = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Otra',
      initial_message: 'Hola',
    });
    expect(again.id).not.toBe(bot.id);
    expect((await me(ctx, owner)).xp).toBe(120);

    // Ten visitors, each opening a conversation and replying once: ten conversations received.
    for (let i = 0; i < 10; i += 1) {
      const remoteAddress = nextVisitorAddress();
      const start = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/${bot.publicId}/start`,
        remoteAddress,
      });
      expect(start.statusCode).toBe(200);
      const reply = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${start.json().sessionId}/reply`,
        headers: visitorHeaders(start.json()),
        payload: { text: 'Ana' },
        remoteAddress,
      });
      expect(reply.statusCode).toBe(200);
    }
    state = await me(ctx, owner);
    expect(state.achievements.map((a) => a.id).sort()).toEqual(['first_conversation', 'first_plubot']);
    expect(await ledgerKeys(ctx, owner)).toEqual(
      [
        'achievement:first_conversation',
        'achievement:first_plubot',
        'conversations_10',
        'first_bot',
        'first_conversation',
        'first_flow_with_end',
      ].sort(),
    );
    expect(state.xp).toBe(
      120 + PROGRESS_REWARDS.first_conversation.xp + 20 + PROGRESS_REWARDS.conversations_10.xp,
    );
  });

  it('pays the first lead in the transaction that stores it', async () => {
    const owner = await createVerifiedUser(ctx.app, `leads-${kind}@plubot.com`);
    const created = await post(owner, '/api/plubots/create', {
      name: 'Trattoria',
      tone: 'servicial',
      templateId: 'reservas-restaurante',
    });
    const publicId = created.json().plubot.public_id as string;
    const start = await ctx.app.inject({ method: 'POST', url: `/api/chat/${publicId}/start` });
    let sessionId: string = start.json().sessionId;
    for (const text of ['Familia Ruiz', '4', 'viernes 14', '20:30', '+34 600 111 222']) {
      const turn = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(start.json()),
        payload: { text },
      });
      sessionId = turn.json().sessionId ?? sessionId;
    }
    const state = await me(ctx, owner);
    expect(state.achievements.map((a) => a.id)).toContain('lead_hunter');
    expect(await ledgerKeys(ctx, owner)).toContain('first_lead');
  });

  it('derives the sharing achievements from reported facts on the user’s own bots', async () => {
    const owner = await createVerifiedUser(ctx.app, `share-${kind}@plubot.com`);
    const stranger = await createVerifiedUser(ctx.app, `stranger-${kind}@plubot.com`);
    const bot = (await post(owner, '/api/plubots/create', { name: 'Eco', tone: 'servicial' })).json().plubot;

    const foreign = await post(stranger, '/api/gamification/facts', {
      kind: 'share_copy',
      plubotId: bot.id,
      channel: 'link',
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await post(owner, '/api/gamification/facts', {
      kind: 'share_copy',
      plubotId: bot.id,
      channel: 'paloma',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBeTruthy();

    const first = await post(owner, '/api/gamification/facts', {
      kind: 'share_copy',
      plubotId: bot.id,
      channel: 'link',
    });
    expect(first.json()).toMatchObject({
      unlocked: 'first_share',
      message: '¡Logro desbloqueado: Primer envío!',
    });
    for (let copy = 2; copy <= 4; copy += 1) {
      const next = await post(owner, '/api/gamification/facts', {
        kind: 'share_copy',
        plubotId: bot.id,
        channel: 'embed',
      });
      expect(next.json().unlocked).toBeNull();
    }
    const fifth = await post(owner, '/api/gamification/facts', {
      kind: 'share_copy',
      plubotId: bot.id,
      channel: 'embed',
    });
    expect(fifth.json()).toMatchObject({ unlocked: 'embed_master' });
    expect((await me(ctx, stranger)).achievements).toEqual([]);
  });

  it('gives «Personalizador» for saving a changed widget look, once, and never for opening the tab', async () => {
    const owner = await createVerifiedUser(ctx.app, `customizer-${kind}@plubot.com`);
    const bot = (await post(owner, '/api/plubots/create', { name: 'Tinte', tone: 'servicial' })).json()
      .plubot;
    const achievementIds = async () => (await me(ctx, owner)).achievements.map((a) => a.id);
    const start = await me(ctx, owner);

    // The browser can no longer report that the Personalizar tab was opened.
    const opened = await post(owner, '/api/gamification/facts', {
      kind: 'customize_opened',
      plubotId: bot.id,
    });
    expect(opened.statusCode).toBe(422);
    expect(await achievementIds()).not.toContain('customizer');

    // Saving the default look (what «Guardar» sends untouched) earns nothing.
    const untouched = await post(owner, `/api/plubots/${bot.id}/embed`, {});
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().data.unlocked).toBeNull();
    expect(await achievementIds()).not.toContain('customizer');

    // A look that differs from the defaults unlocks it, paid with the save.
    const look = { theme: 'dark', primaryColor: '#ff00aa', welcomeMessage: '¡Hola desde Tinte!' };
    const changed = await post(owner, `/api/plubots/${bot.id}/embed`, look);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ unlocked: 'customizer', embed: look });
    const after = await me(ctx, owner);
    expect(after.achievements.map((a) => a.id)).toContain('customizer');
    expect(after.xp - start.xp).toBeGreaterThanOrEqual(ACHIEVEMENTS.customizer.xp);

    // Saving the same look again, or another changed one, pays nothing more.
    const same = await post(owner, `/api/plubots/${bot.id}/embed`, look);
    expect(same.json().data.unlocked).toBeNull();
    const other = await post(owner, `/api/plubots/${bot.id}/embed`, { ...look, position: 'left' });
    expect(other.json().data.unlocked).toBeNull();
    const end = await me(ctx, owner);
    expect(end.xp).toBe(after.xp);
    expect(end.pluCoins).toBe(after.pluCoins);
    expect((await ledgerKeys(ctx, owner)).filter((key) => key === 'widget_customized')).toHaveLength(1);

    // A look refused by the server (a premium theme not unlocked) is neither saved nor rewarded.
    const second = await createVerifiedUser(ctx.app, `customizer-locked-${kind}@plubot.com`);
    const secondBot = (await post(second, '/api/plubots/create', { name: 'Gris', tone: 'servicial' })).json()
      .plubot;
    const locked = await post(second, `/api/plubots/${secondBot.id}/embed`, { theme: 'galaxia' });
    expect(locked.statusCode).not.toBe(200);
    expect((await me(ctx, second)).achievements.map((a) => a.id)).not.toContain('customizer');
  });

  it('pays each guide once and each post at 50 % and at 100 %', async () => {
    const owner = await createVerifiedUser(ctx.app, `reader-${kind}@plubot.com`);
    const fact = (payload: object) => post(owner, '/api/gamification/facts', payload);
    // Opened long enough ago to have been read (security.farmedRewards.test.ts times the readings).
    await fact({ kind: 'tutorial_started', slug: 'flujos' });
    await fact({ kind: 'blog_started', slug: 'comparte-tu-bot' });
    await ctx.app.db
      .update(gamificationFacts)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(gamificationFacts.userId, owner.user.id));
    expect((await fact({ kind: 'tutorial_finished', slug: 'flujos' })).statusCode).toBe(200);
    expect((await fact({ kind: 'tutorial_finished', slug: 'flujos' })).statusCode).toBe(200);
    expect((await fact({ kind: 'tutorial_finished', slug: 'no-existe' })).statusCode).toBe(422);
    await fact({ kind: 'blog_read', slug: 'comparte-tu-bot', percent: 50 });
    await fact({ kind: 'blog_read', slug: 'comparte-tu-bot', percent: 100 });
    await fact({ kind: 'blog_read', slug: 'comparte-tu-bot', percent: 100 });
    expect((await fact({ kind: 'blog_read', slug: 'comparte-tu-bot', percent: 70 })).statusCode).toBe(422);
    expect((await me(ctx, owner)).xp).toBe(PROGRESS_REWARDS.tutorial.xp + 2 * PROGRESS_REWARDS.blog_read.xp);
  });

  it('pays the daily reward once per day, even to ten claims at once, and counts the streak', async () => {
    const owner = await createVerifiedUser(ctx.app, `daily-${kind}@plubot.com`);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(owner, '/api/gamification/daily-reward', { timeZone: 'America/Bogota' }),
      ),
    );
    const paid = claims.filter((claim) => claim.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(claims.filter((claim) => claim.statusCode === 409)).toHaveLength(9);
    expect(claims.find((claim) => claim.statusCode === 409)?.json().message).toBe(
      'Ya reclamaste tu recompensa de hoy. ¡Vuelve mañana!',
    );
    expect(paid[0]?.json()).toMatchObject({
      dailyRewardAvailable: false,
      streak: 1,
      pluCoins: 100,
      message: '¡Recompensa diaria reclamada! +100 PluCoins',
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row?.timeZone).toBe('America/Bogota');

    // Yesterday's claim keeps the row going: move the stored day back and claim "today" again.
    await ctx.app.db
      .update(users)
      .set({ lastDailyRewardDate: sql`to_char((${row?.lastDailyRewardDate}::date - 1), 'YYYY-MM-DD')` })
      .where(eq(users.id, owner.user.id));
    await ctx.app.db.delete(progressEvents).where(sql`${progressEvents.key} like 'daily:%'`);
    const next = await post(owner, '/api/gamification/daily-reward');
    expect(next.json()).toMatchObject({ streak: 2 });
  });

  it('spends PluCoins: the last coins go once under ten concurrent spends, never below zero', async () => {
    const owner = await createVerifiedUser(ctx.app, `spender-${kind}@plubot.com`);
    await setCoins(ctx, owner, UNLOCK_COSTS.power_trial);
    const trials = [
      'openai',
      'gmail',
      'stripe',
      'paypal',
      'shopify',
      'zendesk',
      'intercom',
      'calendly',
      'figma',
      'salesforce',
    ];
    const spends = await Promise.all(
      trials.map((itemId) => post(owner, '/api/gamification/unlock', { kind: 'power_trial', itemId })),
    );
    expect(spends.filter((spend) => spend.statusCode === 200)).toHaveLength(1);
    const refused = spends.filter((spend) => spend.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.json().message).toBe('No tienes suficientes PluCoins para desbloquear esto.');
    const state = await me(ctx, owner);
    expect(state.pluCoins).toBe(0);
    expect(state.unlocks).toHaveLength(1);
    expect(state.unlocks[0]?.expiresAt).toBeTruthy();

    // The trial lets a free plan give that Pro power to a bot.
    const power = state.unlocks[0]?.itemId ?? '';
    const created = await post(owner, '/api/plubots/create', {
      name: 'Pro',
      tone: 'servicial',
      powers: [power],
    });
    expect(created.statusCode).toBe(201);
    const proBot = created.json().plubot as { id: string };
    // Once the trial ends the bot keeps the power, and other changes still go through …
    await ctx.app.db
      .update(unlocks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(unlocks.userId, owner.user.id));
    const update = (powers: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/plubots/update/${proBot.id}`,
        headers: owner.auth,
        payload: { powers },
      });
    expect((await update([power, 'slack'])).statusCode).toBe(200);
    const other = trials.find((id) => id !== power) ?? '';
    // … but no Pro power can be added any more.
    const proRefused = await update([power, 'slack', other]);
    expect(proRefused.statusCode).toBe(403);
    expect(proRefused.json().code).toBe('PRO_REQUIRED');
    expect(
      (await post(owner, '/api/plubots/create', { name: 'No', tone: 'servicial', powers: [other] }))
        .statusCode,
    ).toBe(422);
  });

  it('refuses unknown items, free powers, items already owned and characters already reached', async () => {
    const owner = await createVerifiedUser(ctx.app, `picky-${kind}@plubot.com`);
    await setCoins(ctx, owner, 1000);
    const unlock = (payload: object) => post(owner, '/api/gamification/unlock', payload);
    expect((await unlock({ kind: 'power_trial', itemId: 'slack' })).statusCode).toBe(404);
    expect((await unlock({ kind: 'widget_theme', itemId: 'arcoiris' })).statusCode).toBe(404);
    expect((await unlock({ kind: 'sombrero', itemId: 'x' })).statusCode).toBe(422);
    expect((await unlock({ kind: 'widget_theme', itemId: 'galaxia' })).statusCode).toBe(200);
    const twice = await unlock({ kind: 'widget_theme', itemId: 'galaxia' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya desbloqueaste esto.');
    expect((await me(ctx, owner)).pluCoins).toBe(1000 - UNLOCK_COSTS.widget_theme);
    expect((await unlock({ kind: 'character', itemId: 'ada-lovelace' })).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ xp: 5000 }).where(eq(users.id, owner.user.id));
    expect((await unlock({ kind: 'character', itemId: 'alan-turing' })).statusCode).toBe(409);
    const timeline = await ctx.app.inject({
      method: 'GET',
      url: '/api/gamification/timeline',
      headers: owner.auth,
    });
    expect(
      timeline
        .json()
        .events.map((event: { key: string }) => event.key)
        .sort(),
    ).toEqual(['unlock:character:ada-lovelace', 'unlock:widget_theme:galaxia']);
  });
});
