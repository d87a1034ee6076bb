import { PLAN_LIMITS, VISITOR_HOURLY_LIMITS } from '@plubot/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { usage } from '../src/db/schema';
import { getUsageMonth } from '../src/modules/chat/usageService';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, type VisitorSession, visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

const FREE = VISITOR_HOURLY_LIMITS.free;
const REPLY_LIMIT_ES = `Has enviado muchos mensajes a este Plubot en poco tiempo: responde como mucho ${FREE.replies} por hora a cada visitante. Vuelve a escribirle dentro de un rato.`;

// Issue #24, point 5: one visitor drains a free bot's month. Each visitor (IP) of a bot gets a few
// turns and conversations an hour, on every server copy; the owner hears at 80 % and 100 %.
describe.each(testDatabaseKinds)('visitor limits on %s', (kind) => {
  let ctx: Ctx;
  /** A second server copy on the same database. */
  let copy: App;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    copy = await buildApp({ config: ctx.config, db: ctx.db, databaseKind: kind });
    await copy.ready();
  });
  afterAll(async () => {
    await copy?.close();
    await ctx?.close();
  });

  const start = (publicId: string, from: string, app: App = ctx.app, language = 'es') =>
    app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      headers: { 'accept-language': language },
      remoteAddress: from,
    });
  const reply = (session: VisitorSession, text: string, from: string, app: App = ctx.app, language = 'es') =>
    app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${session.sessionId}/reply`,
      headers: { 'accept-language': language, ...visitorHeaders(session) },
      payload: { text },
      remoteAddress: from,
    });
  const repliesThisMonth = async (owner: Owner) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: owner.auth })).json()
      .replies as number;

  async function freeBot(email: string) {
    const owner = await createVerifiedUser(ctx.app, email);
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
    return { owner, bot };
  }

  it('stops one visitor’s burst of 100 replies at the hourly limit with a plain message, while another visitor still chats', async () => {
    const { owner, bot } = await freeBot(`burst-${kind}@plubot.com`);
    const visitor = nextVisitorAddress();
    const opened = await start(bot.publicId, visitor);
    expect(opened.statusCode).toBe(200);
    const session: VisitorSession = opened.json();

    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, n) => reply(session, `hola ${n}`, visitor)),
    );

    // The welcome was the visitor's first turn of the hour: 19 more are answered, 81 refused.
    expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(FREE.replies - 1);
    const refused = burst.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(100 - (FREE.replies - 1));
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'CHAT_VISITOR_REPLY_LIMIT', message: REPLY_LIMIT_ES });
    }
    expect((await reply(session, 'hello', visitor, ctx.app, 'en')).json().message).toBe(
      `You have sent this Plubot many messages in a short time: it answers each visitor at most ${FREE.replies} an hour. Write to it again in a while.`,
    );
    // Nothing refused was counted or stored: the month holds the 19 answered messages only (the
    // welcome counts among the visitor's turns of the hour, but opening the chat is not a reply).
    expect(await repliesThisMonth(owner)).toBe(FREE.replies - 1);
    expect((await start(bot.publicId, visitor)).statusCode).toBe(429);

    const other = nextVisitorAddress();
    const theirs = await start(bot.publicId, other);
    expect(theirs.statusCode).toBe(200);
    const answered = await reply(theirs.json(), 'Ana', other);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().messages[0].text).toBe('Encantado, Ana. ¿Qué necesitas?');
  });

  it('holds a visitor’s conversations an hour on every server copy', async () => {
    const { bot } = await freeBot(`copies-${kind}@plubot.com`);
    const visitor = nextVisitorAddress();
    const opened = [];
    for (let i = 0; i < FREE.conversations + 2; i += 1) {
      opened.push(await start(bot.publicId, visitor, i % 2 === 0 ? ctx.app : copy));
    }
    expect(opened.map((answer) => answer.statusCode)).toEqual([
      ...Array.from({ length: FREE.conversations }, () => 200),
      429,
      429,
    ]);
    expect(opened.at(-1)?.json()).toMatchObject({
      code: 'CHAT_VISITOR_CONVERSATION_LIMIT',
      message: `Has empezado muchas conversaciones con este Plubot en poco tiempo: como mucho ${FREE.conversations} por hora para cada visitante. Vuelve dentro de un rato.`,
    });
    expect((await start(bot.publicId, nextVisitorAddress(), copy)).statusCode).toBe(200);
  });

  it('tells the owner once at 80 % and once at 100 % of the month, by bell and mail, whichever copy gets there', async () => {
    const { owner, bot } = await freeBot(`quota-${kind}@plubot.com`);
    const limit = PLAN_LIMITS.free.monthlyReplies;
    const setUsed = (replies: number) =>
      ctx.db
        .insert(usage)
        .values({ ownerId: owner.user.id, month: getUsageMonth(), shard: 0, replies })
        .onConflictDoUpdate({ target: [usage.ownerId, usage.month, usage.shard], set: { replies } });
    const bell = async () =>
      (
        (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json()
          .notifications as { kind: string; title: string }[]
      ).filter((notification) => notification.kind.startsWith('usage_'));
    const plans = `${ctx.config.APP_ORIGIN}/plans`;
    const mails = () =>
      ctx.app.mailer
        .listOutbox()
        .filter((mail) => mail.to === owner.user.email && mail.links.includes(plans));
    /** One visitor opens the chat (a view, not billed) and sends `replies` messages. */
    const talk = async (replies: number, app: App = ctx.app) => {
      const visitor = nextVisitorAddress();
      const session: VisitorSession = (await start(bot.publicId, visitor, app)).json();
      for (let i = 0; i < replies; i += 1) await reply(session, `hola ${i}`, visitor, app);
    };

    await setUsed(0.8 * limit - 3);
    await talk(2);
    expect(await bell()).toEqual([]);
    await talk(1);
    expect(await repliesThisMonth(owner)).toBe(0.8 * limit);
    expect(await bell()).toMatchObject([
      {
        kind: 'usage_80',
        title: 'Tus Plubots llevan 80 de 100 respuestas este mes',
        body: expect.stringContaining('80 de las 100 respuestas'),
      },
    ]);
    expect(mails().map((mail) => mail.subject)).toEqual(['Has usado el 80 % de las respuestas de este mes']);

    // A reply given back and taken again reaches 80 % once more, on the other copy: told once only.
    await setUsed(0.8 * limit - 1);
    await talk(1, copy);
    expect((await bell()).map((notification) => notification.kind)).toEqual(['usage_80']);
    expect(mails()).toHaveLength(1);

    await setUsed(limit - 2);
    await talk(2, copy);
    await talk(3);
    expect(await repliesThisMonth(owner)).toBe(limit);
    expect((await bell()).map((notification) => notification.kind)).toEqual(['usage_100', 'usage_80']);
    expect(mails().map((mail) => mail.subject)).toEqual([
      'Tus Plubots alcanzaron el límite de respuestas de este mes',
      'Has usado el 80 % de las respuestas de este mes',
    ]);
  });
});
