import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatSessions } from '../src/db/schema';
import { persistTurn, type TurnRecord } from '../src/modules/chat/persistTurn';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

// Turns written at the same moment share statements; each still succeeds or fails on its own.
describe.each(testDatabaseKinds)('persistTurn on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let publicId: string;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    const owner = await createVerifiedUser(ctx.app, 'turns@plubot.com');
    ({ publicId } = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Turnos',
      initial_message: 'Hola',
    }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const openSessions = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        // As many visitors: one visitor's conversations an hour are limited.
        const started = await ctx.app.inject({
          method: 'POST',
          url: `/api/chat/${publicId}/start`,
          remoteAddress: nextVisitorAddress(),
        });
        return started.json().sessionId as string;
      }),
    );

  const turn = (sessionId: string, overrides: Partial<TurnRecord> = {}): TurnRecord => ({
    sessionId,
    expectedTurn: 1,
    messageCount: 2,
    ended: false,
    state: null,
    userText: `hola ${sessionId.slice(0, 4)}`,
    messages: [{ id: 'm', nodeId: 'n', text: 'respuesta' }],
    ...overrides,
  });

  it('writes many turns sent together, and a bad one fails alone', async () => {
    const sessions = await openSessions(12);
    const bad = sessions[11]!;
    // Message 2 of that session exists already: its insert breaks the unique (session, seq) rule.
    const results = await Promise.allSettled(
      sessions.map((sessionId) =>
        persistTurn(ctx.db, sessionId === bad ? turn(sessionId, { messageCount: 1 }) : turn(sessionId)),
      ),
    );
    expect(results.slice(0, 11).map((result) => result.status)).toEqual(Array(11).fill('fulfilled'));
    expect(results[0]).toEqual({ status: 'fulfilled', value: { messageCount: 4 } });
    expect(results[11]?.status).toBe('rejected');

    const [written] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, sessions[3]!));
    expect(written).toMatchObject({ turn: 2, messageCount: 4 });
    const texts = await ctx.db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessions[3]!))
      .orderBy(asc(chatMessages.seq));
    expect(texts.map((row) => row.text)).toEqual([
      'Hola',
      '¿Cómo te llamas?',
      `hola ${sessions[3]!.slice(0, 4)}`,
      'respuesta',
    ]);
    const [untouched] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, bad));
    expect(untouched).toMatchObject({ turn: 1, messageCount: 2 });
  });

  it('refuses a turn read at an older turn with 409 and changes nothing', async () => {
    const [sessionId] = await openSessions(1);
    await persistTurn(ctx.db, turn(sessionId!));
    await expect(persistTurn(ctx.db, turn(sessionId!))).rejects.toMatchObject({ statusCode: 409 });
    const [row] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId!));
    expect(row).toMatchObject({ turn: 2, messageCount: 4 });
  });
});
