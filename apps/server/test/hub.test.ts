import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions, leads, plubots } from '../src/db/schema';
import { recordProgress } from '../src/modules/gamification/progressLedger';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createNameAndChoiceFlow, visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

interface Hub {
  month: string;
  bots: {
    id: string;
    name: string;
    publicId: string;
    conversationsThisMonth: number;
    leadsThisMonth: number;
    shared: boolean;
    hasEnd: boolean;
  }[];
  replies: { used: number; limit: number | null; left: number | null; plan: string };
  nextStep: { id: string; route: string; plubotId: string | null; plubotName: string | null };
}

/** A date in the calendar month before this one (UTC). */
function lastMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
}

describe.each(testDatabaseKinds)('the Pluniverse hub on %s', (kind) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000', RATE_LIMIT_FACTS_MAX: '100000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const hub = async (owner: Owner): Promise<Hub> => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/pluniverse', headers: owner.auth });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const post = (owner: Owner, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: owner.auth, ...(payload ? { payload } : {}) });
  const createBot = async (owner: Owner, name: string) => {
    const created = await post(owner, '/api/plubots/create', {
      name,
      tone: 'servicial',
      initial_message: 'Hola',
    });
    expect(created.statusCode).toBe(201);
    return created.json().plubot as { id: string; public_id: string };
  };
  const saveFlowWithEnd = async (owner: Owner, id: string) => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { ...createNameAndChoiceFlow(), baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, id);
  };

  it('answers 401 without a session', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/pluniverse' });
    expect(answer.statusCode).toBe(401);
  });

  it('moves the suggested step forward as each fact happens', async () => {
    const owner = await createVerifiedUser(ctx.app, `hub-path-${kind}@plubot.com`);
    let state = await hub(owner);
    expect(state.bots).toEqual([]);
    expect(state.nextStep).toEqual({ id: 'create_bot', route: '/welcome', plubotId: null, plubotName: null });
    expect(state.replies).toEqual({ used: 0, limit: 100, left: 100, plan: 'free' });
    expect(state.month).toBe(new Date().toISOString().slice(0, 7));

    const bot = await createBot(owner, 'Nova');
    state = await hub(owner);
    expect(state.bots).toMatchObject([{ id: bot.id, name: 'Nova', hasEnd: false, shared: false }]);
    expect(state.nextStep).toEqual({
      id: 'finish_flow',
      route: `/plubot/edit/flow/${bot.id}`,
      plubotId: bot.id,
      plubotName: 'Nova',
    });

    await saveFlowWithEnd(owner, bot.id);
    state = await hub(owner);
    expect(state.bots[0]?.hasEnd).toBe(true);
    expect(state.nextStep).toMatchObject({ id: 'share_bot', plubotId: bot.id });

    const share = await post(owner, '/api/gamification/facts', {
      kind: 'share_copy',
      plubotId: bot.id,
      channel: 'link',
    });
    expect(share.statusCode).toBe(200);
    state = await hub(owner);
    expect(state.bots[0]?.shared).toBe(true);
    expect(state.nextStep).toEqual({
      id: 'first_contact',
      route: `/plubot/conversations/${bot.id}`,
      plubotId: bot.id,
      plubotName: 'Nova',
    });

    // A visit is not a conversation, and a conversation without a contact keeps the step.
    const start = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.public_id}/start` });
    expect(start.statusCode).toBe(200);
    state = await hub(owner);
    expect(state.bots[0]?.conversationsThisMonth).toBe(0);
    expect(state.replies.used).toBe(0);
    const named = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${start.json().sessionId}/reply`,
      headers: visitorHeaders(start.json()),
      payload: { text: 'Ana' },
    });
    expect(named.statusCode).toBe(200);
    state = await hub(owner);
    expect(state.bots[0]?.conversationsThisMonth).toBe(1);
    expect(state.replies.used).toBe(1);
    expect(state.replies.left).toBe(99);
    expect(state.nextStep).toMatchObject({ id: 'first_contact' });

    await ctx.app.db.transaction((tx) =>
      recordProgress(tx, owner.user.id, [{ reason: 'first_lead', key: 'first_lead' }]),
    );
    expect((await hub(owner)).nextStep).toMatchObject({ id: 'take_lesson', route: '/academy' });

    await ctx.app.db.transaction((tx) =>
      recordProgress(tx, owner.user.id, [{ reason: 'lesson', key: 'lesson:hub-test' }]),
    );
    expect((await hub(owner)).nextStep).toMatchObject({ id: 'claim_daily', route: '/pluniverse' });

    expect((await post(owner, '/api/gamification/daily-reward', {})).statusCode).toBe(200);
    expect((await hub(owner)).nextStep).toMatchObject({ id: 'publish_tower', route: '/tower' });

    await ctx.app.db.update(plubots).set({ publishedAt: new Date() }).where(eq(plubots.id, bot.id));
    expect((await hub(owner)).nextStep).toMatchObject({ id: 'join_challenge', route: '/coliseum' });

    await ctx.app.db.transaction((tx) =>
      recordProgress(tx, owner.user.id, [{ reason: 'challenge', key: 'challenge:hub-test' }]),
    );
    expect((await hub(owner)).nextStep).toMatchObject({ id: 'explore_marketplace', route: '/marketplace' });
  });

  it('counts only this month and only the caller’s bots', async () => {
    const owner = await createVerifiedUser(ctx.app, `hub-count-${kind}@plubot.com`);
    const other = await createVerifiedUser(ctx.app, `hub-other-${kind}@plubot.com`);
    const mine = await createBot(owner, 'Faro');
    const second = await createBot(owner, 'Eco');
    const theirs = await createBot(other, 'Ajeno');
    await saveFlowWithEnd(owner, mine.id);
    await saveFlowWithEnd(other, theirs.id);

    // Conversations the visitor wrote in; the extra visits that never wrote are not counted.
    const talk = async (publicId: string) => {
      const opened = await ctx.app.inject({ method: 'POST', url: `/api/chat/${publicId}/start` });
      const sessionId = opened.json().sessionId as string;
      await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(opened.json()),
        payload: { text: 'Ana' },
      });
    };
    for (let i = 0; i < 2; i += 1) await talk(mine.public_id);
    for (let i = 0; i < 3; i += 1) await talk(theirs.public_id);
    await ctx.app.inject({ method: 'POST', url: `/api/chat/${mine.public_id}/start` });
    const [old] = await ctx.app.db
      .insert(chatSessions)
      .values({
        plubotId: mine.id,
        channel: 'web',
        state: {},
        flowRevision: 2,
        createdAt: lastMonth(),
        updatedAt: lastMonth(),
      })
      .returning({ id: chatSessions.id });
    await ctx.app.db.insert(chatSessions).values({
      plubotId: mine.id,
      channel: 'simulation',
      state: {},
      flowRevision: 2,
    });
    await ctx.app.db.insert(leads).values([
      { plubotId: mine.id, sessionId: old?.id ?? null, data: { nombre: 'Antigua' }, createdAt: lastMonth() },
      { plubotId: mine.id, data: { nombre: 'Ana' } },
      { plubotId: theirs.id, data: { nombre: 'Otro' } },
    ]);

    const state = await hub(owner);
    expect(state.bots.map((bot) => bot.name)).toEqual(['Eco', 'Faro']);
    const faro = state.bots.find((bot) => bot.id === mine.id);
    expect(faro).toMatchObject({ conversationsThisMonth: 2, leadsThisMonth: 1, hasEnd: true, shared: true });
    expect(state.bots.find((bot) => bot.id === second.id)).toMatchObject({
      conversationsThisMonth: 0,
      leadsThisMonth: 0,
      hasEnd: false,
      shared: false,
    });
    const theirState = await hub(other);
    expect(theirState.bots).toHaveLength(1);
    expect(theirState.bots[0]).toMatchObject({ name: 'Ajeno', conversationsThisMonth: 3, leadsThisMonth: 1 });
  });

  it('lets Byte answer lab questions to a visitor not signed in yet', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/byte-assistant/lab',
      payload: { message: '¿Qué personalidad elijo para atender clientes?' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toContain('Servicial');
    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/api/byte-assistant/lab',
      payload: { message: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBeTruthy();
    const editor = await ctx.app.inject({
      method: 'POST',
      url: '/api/byte-assistant',
      payload: { message: 'hola' },
    });
    expect(editor.statusCode).toBe(401);
  });
});
