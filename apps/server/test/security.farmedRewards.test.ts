import {
  ACHIEVEMENTS,
  COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY,
  PROGRESS_REWARDS,
  QUIZ_ATTEMPTS_PER_HOUR,
} from '@plubot/contracts';
import { VISITOR_HOURLY_LIMITS } from '@plubot/flow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationFacts, progressEvents } from '../src/db/schema';
import { getIsoWeek } from '../src/modules/community/isoWeek';
import { measureChallenge } from '../src/modules/community/measureChallenge';
import { getReadingTimeMs } from '../src/modules/gamification/readingTime';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

// Issue #24, point 4: rewards farmed by chatting with one's own bot from a script. A conversation
// counts as received only when a real visitor held it; readings pay only after their reading time;
// quiz attempts are limited and a lesson pays once.
describe.each(testDatabaseKinds)('rewards that cannot be farmed on %s', (kind) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000', RATE_LIMIT_FACTS_MAX: '100000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: {
      owner?: Owner;
      payload?: object;
      from?: string;
      language?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        'accept-language': options.language ?? 'es',
        ...(options.owner?.auth ?? {}),
        ...options.headers,
      },
      ...(options.payload ? { payload: options.payload } : {}),
      ...(options.from ? { remoteAddress: options.from } : {}),
    });
  const xpOf = async (owner: Owner) =>
    (await call('GET', '/api/gamification/me', { owner })).json().xp as number;
  const ledgerKeys = async (owner: Owner) =>
    (
      await ctx.app.db
        .select({ key: progressEvents.key })
        .from(progressEvents)
        .where(eq(progressEvents.userId, owner.user.id))
    ).map((row) => row.key);
  const receivedThisWeek = (owner: Owner) =>
    measureChallenge(ctx.app.db, owner.user.id, 'receive_conversations', getIsoWeek(new Date()));
  const featuredConversations = async (viewer: Owner, publicId: string) => {
    const bots = (await call('GET', '/api/coliseum/featured', { owner: viewer })).json().bots as {
      publicId: string;
      conversations: number;
    }[];
    return bots.find((bot) => bot.publicId === publicId)?.conversations ?? 0;
  };

  /** A published bot answering `createNameAndChoiceFlow`. */
  async function publishedBot(owner: Owner, name: string) {
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, { name, initial_message: 'Hola' });
    const published = await call('PUT', `/api/plubots/${bot.id}/publication`, {
      owner,
      payload: { published: true, description: 'Un bot de prueba' },
    });
    expect(published.statusCode).toBe(200);
    return bot;
  }

  /** Opens a conversation and, unless told not to, replies once (as a visitor does). */
  async function converse(publicId: string, options: { from: string; owner?: Owner; reply?: boolean }) {
    const started = await call('POST', `/api/chat/${publicId}/start`, options);
    if (started.statusCode !== 200 || options.reply === false) return started.statusCode;
    const replied = await call('POST', `/api/chat/sessions/${started.json().sessionId}/reply`, {
      ...options,
      headers: visitorHeaders(started.json()),
      payload: { text: 'Script' },
    });
    return replied.statusCode;
  }

  it('the script of the issue — many conversations with one’s own bot from one IP — earns no more than the rules allow', async () => {
    const owner = await createVerifiedUser(ctx.app, `farmer-${kind}@plubot.com`);
    const viewer = await createVerifiedUser(ctx.app, `viewer-${kind}@plubot.com`);
    const bot = await publishedBot(owner, 'Granja');
    const before = await xpOf(owner);

    const script = nextVisitorAddress();
    const outcomes: number[] = [];
    for (let i = 0; i < 40; i += 1) outcomes.push(await converse(bot.publicId, { from: script }));

    // The visitor's conversations of the hour (a welcome and a reply each) answer; the rest are refused …
    const answered = VISITOR_HOURLY_LIMITS.free.replies / 2;
    expect(outcomes.filter((status) => status === 200)).toHaveLength(answered);
    expect(outcomes.filter((status) => status === 429)).toHaveLength(40 - answered);
    // … and of those, 3 a day count as received: the first milestone, never the tenth.
    expect(await receivedThisWeek(owner)).toBe(COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY);
    expect(await featuredConversations(viewer, bot.publicId)).toBe(COUNTED_CONVERSATIONS_PER_VISITOR_PER_DAY);
    expect(await xpOf(owner)).toBe(
      before + PROGRESS_REWARDS.first_conversation.xp + ACHIEVEMENTS.first_conversation.xp,
    );
    expect(await ledgerKeys(owner)).not.toContain('conversations_10');
  });

  it('never counts the owner’s own conversations, from any IP, nor conversations nobody replied to', async () => {
    const owner = await createVerifiedUser(ctx.app, `self-chat-${kind}@plubot.com`);
    const viewer = await createVerifiedUser(ctx.app, `self-viewer-${kind}@plubot.com`);
    const bot = await publishedBot(owner, 'Espejo');
    const before = await xpOf(owner);

    for (let i = 0; i < 12; i += 1) {
      // The owner, signed in (the web app sends the token), from a new IP each time.
      expect(await converse(bot.publicId, { from: nextVisitorAddress(), owner })).toBe(200);
      // Someone who opens the chat and never answers.
      expect(await converse(bot.publicId, { from: nextVisitorAddress(), reply: false })).toBe(200);
    }

    expect(await receivedThisWeek(owner)).toBe(0);
    expect(await featuredConversations(viewer, bot.publicId)).toBe(0);
    expect(await xpOf(owner)).toBe(before);
    expect(await ledgerKeys(owner)).not.toContain('first_conversation');
  });

  it('still counts a real visitor’s conversation: milestone, challenge and featured bots', async () => {
    const owner = await createVerifiedUser(ctx.app, `real-${kind}@plubot.com`);
    const viewer = await createVerifiedUser(ctx.app, `real-viewer-${kind}@plubot.com`);
    const bot = await publishedBot(owner, 'Faro');
    const before = await xpOf(owner);

    expect(await converse(bot.publicId, { from: nextVisitorAddress(), owner: viewer })).toBe(200);

    expect(await receivedThisWeek(owner)).toBe(1);
    expect(await featuredConversations(viewer, bot.publicId)).toBe(1);
    expect(await xpOf(owner)).toBe(
      before + PROGRESS_REWARDS.first_conversation.xp + ACHIEVEMENTS.first_conversation.xp,
    );
  });

  /** Moves the user's first opening of a guide or post `ms` into the past. */
  async function openedAgo(
    owner: Owner,
    kind: 'blog_started' | 'tutorial_started',
    slug: string,
    ms: number,
  ) {
    await ctx.app.db
      .update(gamificationFacts)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(
        and(
          eq(gamificationFacts.userId, owner.user.id),
          eq(gamificationFacts.kind, kind),
          eq(gamificationFacts.subject, slug),
        ),
      );
  }

  it('pays a post or a guide only once its reading time has passed since it was opened, with a clear error before', async () => {
    const reader = await createVerifiedUser(ctx.app, `reader-${kind}@plubot.com`);
    const fact = (payload: object, language = 'es') =>
      call('POST', '/api/gamification/facts', { owner: reader, payload, language });
    const slug = 'comparte-tu-bot';
    const readingMs = getReadingTimeMs('blog', slug);

    const unopened = await fact({ kind: 'blog_read', slug, percent: 100 });
    expect(unopened.statusCode).toBe(422);
    expect(unopened.json()).toMatchObject({
      code: 'READING_NOT_STARTED',
      message: 'Abre la página y léela: la lectura cuenta desde que la abres.',
    });

    expect((await fact({ kind: 'blog_started', slug })).statusCode).toBe(200);
    const early = await fact({ kind: 'blog_read', slug, percent: 50 });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('READING_TOO_SOON');
    expect(early.json().message).toMatch(
      /^Sigue leyendo: esta lectura cuenta cuando lleves \d+ s más en la página\.$/,
    );
    // The page sends the reading again once that time is up: the answer says how long to wait.
    const wait = early.json().retry_after_seconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(Math.ceil(readingMs / 2 / 1000));
    const earlyEnglish = await fact({ kind: 'blog_read', slug, percent: 100 }, 'en');
    expect(earlyEnglish.json().message).toMatch(/^Keep reading: this reading counts after \d+ more seconds/);
    expect(await xpOf(reader)).toBe(0);

    // Half the reading time later, half the post pays; the end does not yet.
    await openedAgo(reader, 'blog_started', slug, readingMs / 2 + 2_000);
    expect((await fact({ kind: 'blog_read', slug, percent: 50 })).statusCode).toBe(200);
    expect((await fact({ kind: 'blog_read', slug, percent: 100 })).json().code).toBe('READING_TOO_SOON');
    expect(await xpOf(reader)).toBe(PROGRESS_REWARDS.blog_read.xp);
    // Opening it again does not restart the clock; the whole reading time later, the end pays.
    expect((await fact({ kind: 'blog_started', slug })).statusCode).toBe(200);
    await openedAgo(reader, 'blog_started', slug, readingMs + 2_000);
    expect((await fact({ kind: 'blog_read', slug, percent: 100 })).statusCode).toBe(200);
    expect(await xpOf(reader)).toBe(2 * PROGRESS_REWARDS.blog_read.xp);

    // A guide: not opened, then opened right now, refused; after its reading time, paid once.
    expect((await fact({ kind: 'tutorial_finished', slug: 'flujos' })).json().code).toBe(
      'READING_NOT_STARTED',
    );
    expect((await fact({ kind: 'tutorial_started', slug: 'flujos' })).statusCode).toBe(200);
    expect((await fact({ kind: 'tutorial_finished', slug: 'flujos' })).json().code).toBe('READING_TOO_SOON');
    await openedAgo(reader, 'tutorial_started', 'flujos', getReadingTimeMs('tutorials', 'flujos') + 2_000);
    expect((await fact({ kind: 'tutorial_finished', slug: 'flujos' })).statusCode).toBe(200);
    expect((await fact({ kind: 'tutorial_finished', slug: 'flujos' })).statusCode).toBe(200);
    expect(await xpOf(reader)).toBe(2 * PROGRESS_REWARDS.blog_read.xp + PROGRESS_REWARDS.tutorial.xp);

    expect((await fact({ kind: 'tutorial_started', slug: 'no-existe' })).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/facts',
      payload: { kind: 'blog_started', slug },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits the attempts at a quiz per hour and pays a lesson the first time it is passed only', async () => {
    const student = await createVerifiedUser(ctx.app, `student-${kind}@plubot.com`);
    const quiz = (answers: Record<string, string>, language = 'es') =>
      call('POST', '/api/academy/lessons/flow-basics/quiz', {
        owner: student,
        payload: { answers },
        language,
      });
    const right = { 'first-node': 'start', 'save-rule': 'start-and-end', connect: 'drag-dot' };

    for (let i = 0; i < QUIZ_ATTEMPTS_PER_HOUR; i += 1) {
      expect((await quiz({ 'first-node': 'message' })).statusCode).toBe(422);
    }
    const limited = await quiz(right);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'QUIZ_TOO_MANY_ATTEMPTS',
      message: `Ya intentaste este cuestionario ${QUIZ_ATTEMPTS_PER_HOUR} veces en la última hora. Repasa la lección y vuelve a intentarlo más tarde.`,
    });
    expect((await quiz(right, 'en')).json().message).toBe(
      `You already tried this quiz ${QUIZ_ATTEMPTS_PER_HOUR} times in the last hour. Review the lesson and try again later.`,
    );
    expect(await xpOf(student)).toBe(0);

    // An hour later the quiz may be tried again: passing pays once, passing again pays nothing.
    await ctx.app.db
      .update(gamificationFacts)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(and(eq(gamificationFacts.userId, student.user.id), eq(gamificationFacts.kind, 'quiz_attempt')));
    const passed = await quiz(right);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ alreadyCompleted: false, xpEarned: PROGRESS_REWARDS.lesson.xp });
    const again = await quiz(right);
    expect(again.json()).toMatchObject({ alreadyCompleted: true, xpEarned: 0, plucoinsEarned: 0 });
    expect(await xpOf(student)).toBe(PROGRESS_REWARDS.lesson.xp);
  });
});
